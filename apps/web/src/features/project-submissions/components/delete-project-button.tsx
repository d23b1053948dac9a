/**
 * Deleting a project (administrators), after a confirmation that names it. A refusal because
 * something refers to it (409 `in_use`) lists what, with links; nothing is deleted then.
 */
import type { ProjectRecord } from '@tinkerlabs/contract/submissions';
import { useNavigate } from 'react-router';
import { DeleteRecordButton } from '@/components/moderation/delete-record-button.tsx';
import { useDeleteAdminProject } from '../api/delete-admin-project.ts';

export function DeleteProjectButton({ record }: { record: ProjectRecord }) {
  const remove = useDeleteAdminProject();
  const navigate = useNavigate();
  return (
    <DeleteRecordButton
      label="Delete…"
      title={record.title}
      consequence="The project disappears from the site and from its author’s dashboard. This cannot be undone."
      failure="The project could not be deleted."
      remove={async () => {
        await remove.mutateAsync(record.id);
        void navigate('/dashboard/projects', { replace: true });
      }}
    />
  );
}
