/**
 * /dashboard/resources (administrators): the resource table, or with `?edit={id}` one resource's
 * edit form and history (`?edit=new` for a new one), so every view has its own address.
 */
import { useLocation, useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useAdminResource } from '../api/get-admin-resource.ts';
import { ResourceEditor } from './resource-editor.tsx';
import { ResourceList } from './resource-list.tsx';

export function ResourcesAdminPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const edit = search.get('edit');
  const deleted = (location.state as { deleted?: string } | null)?.deleted;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {edit === 'new' ? (
        <ResourceEditor key="new" resource={null} />
      ) : edit ? (
        <ExistingResource id={edit} />
      ) : (
        <>
          {deleted ? (
            <p
              role="status"
              className="mb-4 rounded-md border border-neutral-200 bg-neutral-50 p-3 text-sm text-neutral-800 dark:border-neutral-800 dark:bg-neutral-900 dark:text-neutral-200"
            >
              “{deleted}” was deleted.
            </p>
          ) : null}
          <ResourceList />
        </>
      )}
    </div>
  );
}

function ExistingResource({ id }: { id: string }) {
  const resource = useAdminResource(id);
  if (resource.isPending) return <LoadingState label="Loading the resource…" rows={2} />;
  if (resource.isError) {
    const missing = resource.error instanceof ApiError && resource.error.status === 404;
    return (
      <ErrorState
        title={missing ? 'There is no such resource' : 'The resource could not be loaded'}
        message={resource.error.message}
        onRetry={() => void resource.refetch()}
        retrying={resource.isFetching}
      />
    );
  }
  return <ResourceEditor key={resource.data.id} resource={resource.data} />;
}
