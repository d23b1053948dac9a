/** A resource in a list: kind, level and whether it is free; title, authors, year, publisher, summary. */
import type { Resource } from '@tinkerlabs/contract/resources';
import { Badge, cardGridClass, ContentCard } from '@/components/content/content-card.tsx';
import { ExternalLink } from '@/components/ui/external-link.tsx';
import { citation, kindLabels, levelLabels } from './resource-labels.ts';

export function ResourceLabels({ resource }: { resource: Resource }) {
  return (
    <span className="flex flex-wrap gap-2">
      <Badge tone="blue">{kindLabels[resource.kind]}</Badge>
      <Badge>{levelLabels[resource.level]}</Badge>
      {resource.free ? <Badge tone="green">Free</Badge> : null}
    </span>
  );
}

export function ResourceCard({ resource, headingLevel }: { resource: Resource; headingLevel?: 2 | 3 }) {
  return (
    <ContentCard
      to={`/resources/${resource.slug}`}
      title={resource.title}
      summary={resource.summary}
      headingLevel={headingLevel}
      label={<ResourceLabels resource={resource} />}
      details={<p className="text-sm text-neutral-600 dark:text-neutral-400">{citation(resource)}</p>}
      footer={
        <ExternalLink href={resource.url} context={resource.title}>
          Open
        </ExternalLink>
      }
    />
  );
}

/** Resources as a grid of cards. */
export function ResourceGrid({ resources }: { resources: readonly Resource[] }) {
  return (
    <ul className={cardGridClass}>
      {resources.map((resource) => (
        <li key={resource.slug}>
          <ResourceCard resource={resource} />
        </li>
      ))}
    </ul>
  );
}
