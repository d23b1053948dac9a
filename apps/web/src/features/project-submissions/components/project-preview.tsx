/**
 * A submitted project as its public page will show it (the review queue's preview): cover, lead,
 * difficulty, time and repository, byline and topics, the parts list with prices and the body with
 * its maths. Built from the `ProjectDetail` the public endpoint will answer once it is approved.
 * Its headings start one level below the queue entry's, and it sets no page title.
 */
import type { ProjectComponent, ProjectDetail } from '@tinkerlabs/contract/projects';
import { GitBranch } from 'lucide-react';
import { Badge } from '@/components/content/content-card.tsx';
import { Byline, TagLinks } from '@/components/content/content-meta.tsx';
import { RichText } from '@/components/rich-text/rich-text.tsx';
import { ExternalLink } from '@/components/ui/external-link.tsx';
import { formatPrice } from '@/lib/format-price.ts';
import { difficultyLabels, difficultyTones, hoursToBuild } from '../lib/difficulty-labels.ts';

export function ProjectPreview({ project }: { project: ProjectDetail }) {
  return (
    <article aria-label={`Preview of ${project.title}`} className="max-w-3xl">
      <p className="text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
        Preview of /projects/{project.slug}
      </p>
      {project.coverImage ? (
        <img src={project.coverImage} alt="" className="mt-3 max-h-72 w-full rounded-xl object-cover" />
      ) : null}
      <p className="mt-3 text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
        {project.title}
      </p>
      <p className="mt-2 text-lg text-neutral-700 dark:text-neutral-300">{project.summary}</p>
      <div className="mt-3 space-y-2">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-700 dark:text-neutral-300">
          <Badge tone={difficultyTones[project.difficulty]}>{difficultyLabels[project.difficulty]}</Badge>
          {project.estimatedHours ? <span>{hoursToBuild(project.estimatedHours)}</span> : null}
          {project.repositoryUrl ? (
            <span className="inline-flex items-center gap-1">
              <GitBranch aria-hidden className="size-4" />
              <ExternalLink href={project.repositoryUrl}>Source code repository</ExternalLink>
            </span>
          ) : null}
        </p>
        <Byline author={project.author} minutes={project.readingMinutes} />
        <TagLinks tags={project.tags} listPath="/projects" />
      </div>
      <PartsPreview components={project.components} />
      <RichText doc={project.body} className="mt-6" />
    </article>
  );
}

function PartsPreview({ components }: { components: readonly ProjectComponent[] }) {
  if (components.length === 0) {
    return <p className="mt-6 text-sm text-neutral-600 dark:text-neutral-400">No components listed.</p>;
  }
  const totals = new Map<string, number>();
  for (const { quantity, item } of components)
    totals.set(item.currency, (totals.get(item.currency) ?? 0) + quantity * item.price);
  return (
    <section className="mt-6">
      <h3 className="text-xl font-bold text-neutral-900 dark:text-white">What you need</h3>
      <ul className="mt-3 divide-y divide-neutral-200 rounded-xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
        {components.map(({ quantity, note, item }) => (
          <li key={item.uniqueKey} className="flex flex-wrap justify-between gap-x-4 gap-y-1 p-3">
            <div className="min-w-0">
              <p className="font-medium text-neutral-900 dark:text-white">
                <span className="text-neutral-600 dark:text-neutral-400">{quantity} × </span>
                {item.name}
              </p>
              {note ? <p className="text-sm text-neutral-600 dark:text-neutral-400">{note}</p> : null}
              <p className="text-sm text-neutral-600 dark:text-neutral-400">
                {item.store.name} · <span className="font-mono text-xs">{item.uniqueKey}</span>
              </p>
            </div>
            <p className="text-right font-semibold text-neutral-900 dark:text-white">
              {formatPrice(item.price, item.currency)}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
        Parts total:{' '}
        <strong>{[...totals].map(([currency, amount]) => formatPrice(amount, currency)).join(' + ')}</strong>
      </p>
    </section>
  );
}
