/** The lesson editor without a lesson chosen: every domain's lessons as links into the editor. */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@/components/ui/link.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { cardClass, textLinkClass } from '@/components/ui/control-styles.ts';
import { adminDomainsQuery, useAdminDomains } from '../api/get-admin-domains.ts';
import { topicEditorPath } from '../lib/paths.ts';
import { PublishBadge } from './publish-badge.tsx';

export function TopicPicker() {
  const query = useAdminDomains();
  const queryClient = useQueryClient();
  if (query.isPending) return <LoadingState label="Loading the lessons" />;
  if (query.isError) {
    return (
      <ErrorState
        title="The lessons could not be loaded"
        message={query.error.message}
        retrying={query.isFetching}
        onRetry={() => void queryClient.invalidateQueries({ queryKey: adminDomainsQuery.queryKey })}
      />
    );
  }
  const domains = query.data.domains;
  if (domains.every((domain) => domain.topics.length === 0)) {
    return (
      <EmptyState title="There are no lessons yet">
        Add one to a domain on the{' '}
        <Link to="/dashboard/learninghub" className={textLinkClass}>
          Learning Hub page
        </Link>
        .
      </EmptyState>
    );
  }
  return (
    <div className="mt-6 space-y-6">
      <p className="text-neutral-700 dark:text-neutral-300">Choose a lesson to edit.</p>
      {domains.map((domain) =>
        domain.topics.length ? (
          <section key={domain.id} aria-labelledby={`pick-${domain.id}`} className={cardClass}>
            <h2 id={`pick-${domain.id}`} className="text-lg font-semibold text-neutral-900 dark:text-white">
              {domain.title}
            </h2>
            <ol className="mt-3 space-y-2">
              {domain.topics.map((topic) => (
                <li key={topic.id} className="flex flex-wrap items-center gap-2">
                  <Link to={topicEditorPath(topic.id)} className={textLinkClass}>
                    {topic.position}. {topic.title}
                  </Link>
                  <PublishBadge published={topic.published} hiddenByDomain={!domain.published} />
                </li>
              ))}
            </ol>
          </section>
        ) : null,
      )}
    </div>
  );
}
