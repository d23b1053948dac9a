/**
 * The member's project form with the buttons its status allows: a new one is submitted for review;
 * a pending one may be changed or withdrawn (→ draft); a draft or rejected one may be changed and
 * submitted again. An approved one is shown read-only with its public address.
 */
import type { ProjectRecord } from '@tinkerlabs/contract/submissions';
import { useNavigate } from 'react-router';
import { HistoryList } from '@/components/moderation/history-list.tsx';
import { StatusBadge } from '@/components/moderation/status-badge.tsx';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { useChangeMyProjectStatus, type ProjectStep } from '../api/change-my-project-status.ts';
import { useSaveMyProject } from '../api/save-my-project.ts';
import { useProjectForm } from '../hooks/use-project-form.ts';
import { requestOf } from '../lib/project-form-values.ts';
import { FormAlert } from './form-alert.tsx';
import { ProjectForm } from './project-form.tsx';
import { ProjectStatusNotes } from './project-status-notes.tsx';
import { StaleProjectDialog } from './stale-project-dialog.tsx';

const submittedText = 'Submitted for review. You will be told here and by notification when it is decided.';

export function MemberProjectForm({
  initial,
  onCreated,
}: {
  initial: ProjectRecord | null;
  onCreated?: (project: ProjectRecord) => void;
}) {
  const form = useProjectForm(initial, { keepBackup: true });
  const save = useSaveMyProject();
  const step = useChangeMyProjectStatus();
  const navigate = useNavigate();
  const { record } = form;
  const busy = save.isPending || step.isPending;
  const editable = !record || record.status !== 'approved';

  const submitNew = async () => {
    if (!form.check()) return;
    try {
      const created = await save.mutateAsync({ id: null, body: requestOf(form.values) });
      form.saved(created, submittedText, { wasNew: true });
      // The address names the project now, so a reload opens it; this form stays mounted.
      onCreated?.(created);
      void navigate(`?id=${encodeURIComponent(created.id)}`, { replace: true });
    } catch (error) {
      form.failed(error);
    }
  };

  const saveChanges = async (base = record) => {
    if (!base || !form.check()) return null;
    try {
      const next = await save.mutateAsync({
        id: base.id,
        body: { ...requestOf(form.values), baseVersion: base.version },
      });
      form.saved(next, next.status === 'pending' ? 'Saved. It is still waiting for review.' : 'Saved.');
      return next;
    } catch (error) {
      form.failed(error);
      return null;
    }
  };

  const runStep = async (which: ProjectStep) => {
    // Submitting again sends the latest text first, so the reviewer sees what the member sees.
    const base = which === 'submit' ? await saveChanges() : record;
    if (!base) return;
    try {
      const next = await step.mutateAsync({ id: base.id, step: which, baseVersion: base.version });
      form.saved(
        next,
        which === 'submit'
          ? 'Submitted for review again.'
          : 'Withdrawn: it is a draft now. Submit it again when it is ready.',
      );
    } catch (error) {
      form.failed(error);
    }
  };

  return (
    <div className="space-y-6">
      {record ? (
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={record.status} />
          <span className="text-sm text-neutral-600 dark:text-neutral-400">Version {record.version}</span>
        </div>
      ) : null}
      {form.restored ? (
        <FormAlert tone="note">Restored what you typed here before: it has not been sent yet.</FormAlert>
      ) : null}
      {record ? <ProjectStatusNotes record={record} audience="member" /> : null}
      {form.message ? <FormAlert tone={form.message.tone}>{form.message.text}</FormAlert> : null}
      <form
        noValidate
        aria-label="Project"
        onSubmit={(event) => {
          event.preventDefault();
          if (!record) void submitNew();
          else if (record.status === 'pending') void saveChanges();
          else void runStep('submit');
        }}
      >
        <ProjectForm
          values={form.values}
          onChange={form.change}
          errors={form.errors}
          disabled={!editable}
          bodyVersion={form.bodyVersion}
        />
        {editable ? (
          <div className="mt-6 flex flex-wrap justify-end gap-2 border-t border-neutral-200 pt-4 dark:border-neutral-800">
            {record?.status === 'pending' ? (
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={busy}
                onClick={() => void runStep('withdraw')}
              >
                Withdraw from review
              </button>
            ) : null}
            {record && record.status !== 'pending' ? (
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={busy}
                onClick={() => void saveChanges()}
              >
                Save as draft
              </button>
            ) : null}
            <button type="submit" className={primaryButtonClass} disabled={busy}>
              {busy
                ? 'Sending…'
                : !record
                  ? 'Submit for review'
                  : record.status === 'pending'
                    ? 'Save changes'
                    : 'Save and submit for review'}
            </button>
          </div>
        ) : null}
      </form>
      {record ? (
        <section aria-labelledby="project-history">
          <h2 id="project-history" className="mb-3 text-lg font-semibold text-neutral-900 dark:text-white">
            History
          </h2>
          <HistoryList entries={record.history} />
        </section>
      ) : null}
      {form.stale ? (
        <StaleProjectDialog
          current={form.stale}
          readVersion={record?.version ?? 1}
          busy={busy}
          onKeepMine={() => {
            const base = form.keepMine();
            if (base) void saveChanges(base);
          }}
          onUseSaved={() => form.loadCopy(form.stale!)}
        />
      ) : null}
    </div>
  );
}
