/**
 * The learning hub's domains, numbered in the order we suggest, each with its topic count, and a
 * progress bar of topics completed in each domain a learner has started.
 */
import type { DomainSummary } from '@tinkerlabs/contract/learninghub';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cardGridClass, ContentCard } from '@/components/content/content-card.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { domainsQuery } from '../api/get-domains.ts';

export function DomainList({ progress }: { progress?: (domain: DomainSummary) => ReactNode }) {
  const domains = useQuery(domainsQuery);
  if (domains.isPending) return <LoadingState label="Loading the domains…" rows={2} />;
  if (domains.isError) {
    return (
      <ErrorState
        title="The learning hub could not be loaded."
        message={domains.error.message}
        onRetry={() => void domains.refetch()}
        retrying={domains.isFetching}
      />
    );
  }
  if (domains.data.items.length === 0) return <EmptyState title="No domains are published yet." />;
  return (
    <ol className={`${cardGridClass} mt-8 lg:grid-cols-2`}>
      {domains.data.items.map((domain, index) => (
        <li key={domain.slug} className="flex flex-col gap-2">
          <ContentCard
            to={`/learninghub/${domain.slug}`}
            title={domain.title}
            summary={domain.summary}
            label={
              <span className="text-xs font-semibold tracking-widest text-primary-700 uppercase dark:text-primary-400">
                Domain {index + 1} · {domain.topicCount} {domain.topicCount === 1 ? 'topic' : 'topics'}
              </span>
            }
          />
          {progress?.(domain)}
        </li>
      ))}
    </ol>
  );
}
