/**
 * The administrator's form for one project: every field, saved with `baseVersion` (a stale save
 * shows the server's copy and lets them choose), the status and public link, the history, and
 * deletion. A changed slug moves the address along.
 */
import type { ProjectRecord } from '@tinkerlabs/contract/submissions';
import { useNavigate } from 'react-router';
import { RecordStatusPanel } from '@/components/moderation/record-status-panel.tsx';
import { primaryButtonClass } from '@/components/ui/control-styles.ts';
import { useUpdateAdminProject } from '../api/update-admin-project.ts';
import { useProjectForm } from '../hooks/use-project-form.ts';
import { requestOf } from '../lib/project-form-values.ts';
import { DeleteProjectButton } from './delete-project-button.tsx';
import { FormAlert } from './form-alert.tsx';
import { ProjectForm } from './project-form.tsx';
import { ProjectStatusNotes } from './project-status-notes.tsx';
import { StaleProjectDialog } from './stale-project-dialog.tsx';

export function AdminProjectForm({ initial }: { initial: ProjectRecord }) {
  const form = useProjectForm(initial, { keepBackup: false });
  const update = useUpdateAdminProject();
  const navigate = useNavigate();
  const record = form.record!;

  const save = async (base = record) => {
    if (!form.check()) return;
    try {
      const next = await update.mutateAsync({
        id: base.id,
        body: { ...requestOf(form.values), baseVersion: base.version },
      });
      form.saved(next, `Saved as version ${next.version}.`);
      if (next.slug !== base.slug) {
        void navigate(`/dashboard/projects/${encodeURIComponent(next.slug)}/edit`, { replace: true });
      }
    } catch (error) {
      form.failed(error);
    }
  };

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="lg:order-last">
          <RecordStatusPanel record={record}>
            <DeleteProjectButton record={record} />
          </RecordStatusPanel>
        </div>
        <div className="min-w-0 space-y-6">
          <ProjectStatusNotes record={record} audience="admin" />
          {form.message ? <FormAlert tone={form.message.tone}>{form.message.text}</FormAlert> : null}
          <form
            noValidate
            aria-label="Project"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <ProjectForm
              values={form.values}
              onChange={form.change}
              errors={form.errors}
              bodyVersion={form.bodyVersion}
            />
            <div className="mt-6 flex flex-wrap justify-end gap-2 border-t border-neutral-200 pt-4 dark:border-neutral-800">
              <button type="submit" className={primaryButtonClass} disabled={update.isPending}>
                {update.isPending ? 'Saving…' : 'Save changes'}
              </button>
            </div>
          </form>
        </div>
      </div>
      {form.stale ? (
        <StaleProjectDialog
          current={form.stale}
          readVersion={record.version}
          busy={update.isPending}
          onKeepMine={() => {
            const base = form.keepMine();
            if (base) void save(base);
          }}
          onUseSaved={() => form.loadCopy(form.stale!)}
        />
      ) : null}
    </div>
  );
}
