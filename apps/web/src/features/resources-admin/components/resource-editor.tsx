/**
 * Creating or editing one resource: the fields, Save (checked against the contract first, then by
 * the server: its per-field messages land beside the fields), a stale-copy dialog on 409, Delete
 * with a confirmation, a link to the public page and the recorded history.
 */
import type { AdminResource } from '@tinkerlabs/contract/admin-resources';
import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { DeleteDialog } from '@/components/moderation/delete-dialog.tsx';
import { HistoryList } from '@/components/moderation/history-list.tsx';
import {
  cardClass,
  primaryButtonClass,
  secondaryButtonClass,
  textLinkClass,
} from '@/components/ui/control-styles.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useDeleteAdminResource } from '../api/delete-admin-resource.ts';
import { useSaveAdminResource } from '../api/save-admin-resource.ts';
import { editPath, resourcesPath } from '../lib/editor-paths.ts';
import {
  checkResourceRequest,
  emptyResourceValues,
  fieldMessages,
  requestFromValues,
  valuesFromResource,
  type ResourceFormValues,
} from '../lib/resource-form-values.ts';
import { ResourceFields } from './resource-fields.tsx';
import { StaleResourceDialog } from './stale-resource-dialog.tsx';

export function ResourceEditor({ resource }: { resource: AdminResource | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveAdminResource();
  const remove = useDeleteAdminResource();
  const [saved, setSaved] = useState(resource);
  const [values, setValues] = useState<ResourceFormValues>(
    resource ? valuesFromResource(resource) : emptyResourceValues,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A new resource's form reopens at its own address once created: the notice travels along.
  const [notice, setNotice] = useState<string | null>(
    (location.state as { notice?: string } | null)?.notice ?? null,
  );
  const [conflict, setConflict] = useState<AdminResource | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const submit = (baseUpdatedAt = saved?.updatedAt) => {
    const request = requestFromValues(values);
    const problems = checkResourceRequest(request);
    setErrors(problems);
    setNotice(null);
    if (Object.keys(problems).length) {
      setNotice('Some fields need attention: see the messages beside them.');
      return;
    }
    save.mutate(
      saved
        ? { id: saved.id, request: { ...request, baseUpdatedAt: baseUpdatedAt! } }
        : { id: null, request },
      {
        onSuccess: (record) => {
          setSaved(record);
          setValues(valuesFromResource(record));
          if (saved) setNotice('Saved. The public page shows the change.');
          else
            void navigate(editPath(record.id), {
              replace: true,
              state: { notice: 'Created. It is on the public pages now.' },
            });
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return setNotice(error.message);
          if (error.detail.kind === 'stale_version') {
            setConflict(error.detail.current as AdminResource);
            return;
          }
          setErrors(fieldMessages(error.fields));
          setNotice(error.message);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <>
      <Link to={resourcesPath} className={`${textLinkClass} inline-flex items-center gap-1 text-sm`}>
        <ArrowLeft aria-hidden className="size-4" /> All resources
      </Link>
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight break-words text-neutral-900 dark:text-white">
          {saved ? `Edit “${saved.title}”` : 'New resource'}
        </h1>
        {saved ? (
          <Link to={saved.publicPath} className={`${textLinkClass} inline-flex items-center gap-1 text-sm`}>
            View the public page <ExternalLink aria-hidden className="size-4" />
          </Link>
        ) : null}
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <form onSubmit={onSubmit} noValidate className={cardClass} aria-label="Resource details">
          <fieldset disabled={save.isPending} className="min-w-0">
            <legend className="sr-only">Resource details</legend>
            <ResourceFields
              values={values}
              errors={errors}
              onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
            />
          </fieldset>
          <p role="status" className="mt-4 min-h-5 text-sm text-neutral-700 dark:text-neutral-300">
            {notice}
          </p>
          <div className="mt-2 flex flex-wrap justify-between gap-2">
            <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
              {save.isPending ? 'Saving…' : saved ? 'Save changes' : 'Create resource'}
            </button>
            {saved ? (
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => setConfirmingDelete(true)}
              >
                <Trash2 aria-hidden className="size-4" /> Delete…
              </button>
            ) : null}
          </div>
        </form>
        {saved ? (
          <section aria-labelledby="resource-history" className={cardClass}>
            <h2 id="resource-history" className="mb-3 font-semibold text-neutral-900 dark:text-white">
              History
            </h2>
            <HistoryList entries={saved.history} />
          </section>
        ) : null}
      </div>
      {conflict ? (
        <StaleResourceDialog
          current={conflict}
          onClose={() => setConflict(null)}
          onKeepMine={() => {
            setSaved(conflict);
            setConflict(null);
            submit(conflict.updatedAt);
          }}
          onUseSaved={() => {
            setSaved(conflict);
            setValues(valuesFromResource(conflict));
            setErrors({});
            setNotice('The saved version is loaded.');
            setConflict(null);
          }}
        />
      ) : null}
      {confirmingDelete && saved ? (
        <DeleteDialog
          open
          itemTitle={saved.title}
          consequence={
            <p>
              It disappears from the resource lists and {saved.publicPath} stops working. Its history is kept.
              This cannot be undone.
            </p>
          }
          cancelLabel="Keep it"
          confirmLabel="Delete resource"
          busy={remove.isPending}
          error={remove.error?.message ?? null}
          usedBy={[]}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() =>
            remove.mutate(saved.id, {
              onSuccess: () => void navigate(resourcesPath, { state: { deleted: saved.title } }),
            })
          }
        />
      ) : null}
    </>
  );
}
