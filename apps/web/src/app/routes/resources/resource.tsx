/** /resources/:slug: a book, paper, course, tool or reference: who made it, when, its level, and where to get it. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { PageMeta } from '@/components/page-meta.tsx';
import { ExternalLink } from '@/components/ui/external-link.tsx';
import { resourceQuery } from '@/features/resources/api/get-resource.ts';
import { ResourceLabels } from '@/features/resources/components/resource-card.tsx';
import { collectionLabels, openLabels } from '@/features/resources/components/resource-labels.ts';
import { loadOrNotFound } from '@/lib/load-or-not-found.ts';
import type { PageLoader } from '../../page-routes.ts';
import { TagLinks } from '@/components/content/content-meta.tsx';

export const loader: PageLoader = async ({ params, request }, queryClient) => {
  await loadOrNotFound(
    () => queryClient.ensureQueryData(resourceQuery(params.slug!)),
    new URL(request.url).pathname,
  );
  return null;
};

export function Component() {
  const { data: resource } = useSuspenseQuery(resourceQuery(useParams().slug!));
  const facts: [string, string | null][] = [
    [resource.authors.length === 1 ? 'Author' : 'Authors', resource.authors.join(', ') || null],
    ['Year', resource.year ? String(resource.year) : null],
    ['Published by', resource.publisher],
    ['Collection', collectionLabels[resource.collection]],
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageMeta title={resource.title} description={resource.summary} />
      <Breadcrumbs trail={[{ to: '/resources', label: 'Resources' }]} current={resource.title} />
      <div className="mt-4">
        <ResourceLabels resource={resource} />
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl dark:text-white">
        {resource.title}
      </h1>
      <p className="mt-4 text-lg text-neutral-600 dark:text-neutral-300">{resource.summary}</p>
      <dl className="mt-8 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt className="text-sm text-neutral-600 dark:text-neutral-400">{label}</dt>
              <dd className="font-medium text-neutral-900 dark:text-white">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <p className="mt-8">
        <ExternalLink href={resource.url}>
          {openLabels[resource.kind]}
          {resource.free ? ' (free)' : ''}
        </ExternalLink>
      </p>
      <div className="mt-8">
        <TagLinks tags={resource.tags} listPath="/resources" />
      </div>
    </div>
  );
}
