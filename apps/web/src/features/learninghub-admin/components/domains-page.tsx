/**
 * /dashboard/learninghub: every domain in order with its lessons, published or not. Administrators
 * create, rename, reorder, publish and delete domains and lessons here, and open a lesson in the
 * editor. New domains and lessons start unpublished.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@/components/ui/link.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { cardClass, textLinkClass } from '@/components/ui/control-styles.ts';
import { adminDomainsQuery, useAdminDomains } from '../api/get-admin-domains.ts';
import { useMove } from '../hooks/use-move.ts';
import { DomainCard } from './domain-card.tsx';
import { DomainForm } from './domain-form.tsx';

export function DomainsPage() {
  const query = useAdminDomains();
  const queryClient = useQueryClient();
  const domainMove = useMove();

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">
        Manage Learning Hub
      </h1>
      <p className="mt-2 max-w-3xl text-neutral-600 dark:text-neutral-300">
        Domains and their lessons in the order the{' '}
        <Link to="/learninghub" className={textLinkClass}>
          Learning Hub
        </Link>{' '}
        shows them. New domains and lessons stay unpublished until you publish them.
      </p>

      <section aria-labelledby="new-domain" className={`${cardClass} mt-6`}>
        <h2 id="new-domain" className="mb-4 text-lg font-semibold text-neutral-900 dark:text-white">
          New domain
        </h2>
        <DomainForm domain={null} onDone={() => undefined} />
      </section>

      <section aria-labelledby="domains" className="mt-8">
        <h2 id="domains" className="text-lg font-semibold text-neutral-900 dark:text-white">
          Domains
        </h2>
        <p role="status" aria-live="polite" className="sr-only">
          {domainMove.announcement}
        </p>
        {domainMove.error ? (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {domainMove.error}
          </p>
        ) : null}
        {query.isPending ? (
          <LoadingState label="Loading the domains" />
        ) : query.isError ? (
          <ErrorState
            title="The domains could not be loaded"
            message={query.error.message}
            retrying={query.isFetching}
            onRetry={() => void queryClient.invalidateQueries({ queryKey: adminDomainsQuery.queryKey })}
          />
        ) : query.data.domains.length === 0 ? (
          <EmptyState title="No domains yet">Create the first one above.</EmptyState>
        ) : (
          <ol className="mt-4 space-y-6">
            {query.data.domains.map((domain, index, all) => (
              <DomainCard
                key={domain.id}
                domain={domain}
                first={index === 0}
                last={index === all.length - 1}
                moving={domainMove.busy}
                focus={domainMove.focusTarget?.id === domain.id ? domainMove.focusTarget.direction : null}
                onFocused={domainMove.focused}
                onMove={(direction) =>
                  void domainMove.run({ kind: 'domains', id: domain.id }, domain.title, direction)
                }
              />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
