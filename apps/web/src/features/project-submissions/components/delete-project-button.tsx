/**
 * Deleting a project (administrators), after a confirmation that names it. A refusal because
 * something refers to it (409 `in_use`) lists what, with links; nothing is deleted then.
 */
import type { ProjectRecord } from '@tinkerlabs/contract/submissions';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteDialog, type UsedBy } from '@/components/moderation/delete-dialog.tsx';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useDeleteAdminProject } from '../api/delete-admin-project.ts';

export function DeleteProjectButton({ record }: { record: ProjectRecord }) {
  const remove = useDeleteAdminProject();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const error = remove.error;
  const usedBy =
    error instanceof ApiError && error.detail.kind === 'in_use' && Array.isArray(error.detail.usedBy)
      ? (error.detail.usedBy as UsedBy[])
      : [];

  return (
    <>
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        Delete…
      </button>
      <DeleteDialog
        open={confirming}
        itemTitle={record.title}
        busy={remove.isPending}
        error={error?.message ?? null}
        usedBy={usedBy}
        consequence="The project disappears from the site and from its author’s dashboard. This cannot be undone."
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(record.id, {
            onSuccess: () => void navigate('/dashboard/projects', { replace: true }),
          })
        }
      />
    </>
  );
}
