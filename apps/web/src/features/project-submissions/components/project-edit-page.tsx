/**
 * /dashboard/projects/{slug}/edit (administrators): the project in any status, its form prefilled,
 * saved with the version it was loaded at; its status, public page, history, and deletion.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@/components/ui/link.tsx';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { textLinkClass } from '@/components/ui/control-styles.ts';
import { ApiError } from '@/lib/api-client.ts';
import { adminProjectQuery, useAdminProject } from '../api/get-admin-project.ts';
import { AdminProjectForm } from './admin-project-form.tsx';

export function ProjectEditPage({ slug }: { slug: string }) {
  const query = useAdminProject(slug);
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm">
        <Link to="/dashboard/projects" className={textLinkClass}>
          All projects
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">
        Edit Project{query.data ? `: ${query.data.title}` : ''}
      </h1>
      <div className="mt-6">
        {query.isPending ? (
          <LoadingState label="Loading the project" rows={2} />
        ) : query.isError ? (
          query.error instanceof ApiError && query.error.status === 404 ? (
            <ErrorState
              title="No project has this address"
              message={`Nothing is stored at /projects/${slug}. It may have been renamed or deleted.`}
              onRetry={() => void query.refetch()}
            />
          ) : (
            <ErrorState
              title="The project could not be loaded"
              message={query.error.message}
              onRetry={() =>
                void queryClient.invalidateQueries({ queryKey: adminProjectQuery(slug).queryKey })
              }
            />
          )
        ) : (
          // Keyed by id, not slug: renaming the slug changes the address but keeps this form.
          <AdminProjectForm key={query.data.id} initial={query.data} />
        )}
      </div>
    </div>
  );
}
