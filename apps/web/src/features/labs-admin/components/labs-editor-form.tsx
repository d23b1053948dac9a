/**
 * The edit form of one entry with Save, Delete, the link to its public page and its history. Values
 * are checked with the contract's schema before sending; the server's per-field messages show under
 * the fields; a 409 stale_version opens the conflict dialog (nothing is overwritten until the
 * administrator chooses).
 */
import { useState } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { topLevelFields, type FieldErrors } from '@/components/moderation/field-errors.ts';
import { FormAlert } from '@/components/moderation/form-alert.tsx';
import { HistoryList } from '@/components/moderation/history-list.tsx';
import { StaleCopyDialog } from '@/components/moderation/stale-copy-dialog.tsx';
import { cardClass, primaryButtonClass, textLinkClass } from '@/components/ui/control-styles.ts';
import { ApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import type { LabsRecord } from '../api/get-labs-record.ts';
import { useSaveLabsRecord } from '../api/save-labs-record.ts';
import { publicPathOf } from '../lib/catalogues.ts';
import { emptyForms, toForm, toRequest, type LabsForm } from '../lib/labs-forms.ts';
import { CatalogueForm } from './catalogue-form.tsx';
import { LabsDeleteButton } from './labs-delete-button.tsx';
import type { LabsEditorProps } from './labs-editor.tsx';

const formOf = (catalogue: LabsEditorProps['catalogue']['id'], record: LabsRecord | null): LabsForm =>
  record ? toForm[catalogue](record as never) : structuredClone(emptyForms[catalogue]);

/** The version the record's last history step produced (0 before any step, e.g. seeded content). */
const versionOf = (record: LabsRecord) => record.history.at(-1)?.version ?? 0;

export function LabsEditorForm({
  catalogue,
  record,
  onSaved,
  onDeleted,
}: LabsEditorProps & { record: LabsRecord | null }) {
  const [base, setBase] = useState(record);
  const [form, setForm] = useState<LabsForm>(() => formOf(catalogue.id, record));
  /** Bumped when another copy is loaded, so the fields start again from its values. */
  const [formKey, setFormKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [stale, setStale] = useState<LabsRecord | null>(null);
  const save = useSaveLabsRecord();

  const submit = (basedOn: LabsRecord | null) => {
    setSaved(null);
    const { fields, errors: found } = toRequest(catalogue.id, form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError('Some fields need attention: see the messages under them.');
      return;
    }
    setFormError(null);
    save.mutate(
      basedOn
        ? {
            catalogue: catalogue.id,
            mode: 'edit',
            slug: basedOn.slug,
            baseUpdatedAt: basedOn.updatedAt,
            fields,
          }
        : { catalogue: catalogue.id, mode: 'create', fields },
      {
        onSuccess: (result) => {
          setStale(null);
          setBase(result);
          setSaved(`Saved at ${formatDateTime(result.updatedAt)}.`);
          onSaved(result.slug);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.detail.kind === 'stale_version') {
            setStale(error.detail.current as LabsRecord);
            return;
          }
          setStale(null);
          setFormError(error.message);
          if (error instanceof ApiError) setErrors(topLevelFields(error.fields));
        },
      },
    );
  };

  const loadSaved = (current: LabsRecord) => {
    setBase(current);
    setForm(formOf(catalogue.id, current));
    setFormKey((key) => key + 1);
    setErrors({});
    setFormError(null);
    setStale(null);
  };

  const title = base ? `Edit “${base.name}”` : `New ${catalogue.noun}`;
  return (
    <div className="mt-4 grid gap-8 lg:grid-cols-3">
      <form
        noValidate
        aria-label={title}
        className="lg:col-span-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit(base);
        }}
      >
        <h2 className="text-2xl font-bold text-neutral-900 dark:text-white">{title}</h2>
        {base ? (
          <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
            Last changed {formatDateTime(base.updatedAt)} ·{' '}
            <Link
              to={publicPathOf(catalogue.id, base as { slug: string; category?: string })}
              className={textLinkClass}
            >
              See it on the public page
            </Link>
          </p>
        ) : null}
        <div className="mt-4 space-y-4">
          <FormAlert message={formError} />
          <div key={formKey}>
            <CatalogueForm
              catalogue={catalogue.id}
              value={form}
              errors={errors}
              onChange={(patch) => setForm((current) => ({ ...current, ...patch }) as LabsForm)}
            />
          </div>
        </div>
        <div className="sticky bottom-0 mt-6 flex flex-wrap items-center gap-3 border-t border-neutral-200 bg-white/95 py-3 dark:border-neutral-800 dark:bg-neutral-950/95">
          <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
            {save.isPending ? 'Saving…' : base ? 'Save changes' : `Create ${catalogue.noun}`}
          </button>
          {base ? <LabsDeleteButton catalogue={catalogue} record={base} onDeleted={onDeleted} /> : null}
          <p role="status" className="text-sm text-green-800 dark:text-green-300">
            {saved}
          </p>
        </div>
      </form>
      <aside aria-label="History" className={`${cardClass} h-fit`}>
        <h2 className="text-lg font-semibold text-neutral-900 dark:text-white">History</h2>
        <div className="mt-3">
          {base ? (
            <HistoryList entries={base.history} />
          ) : (
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              The history starts when you create it.
            </p>
          )}
        </div>
      </aside>
      {stale && base ? (
        <StaleCopyDialog
          current={{ version: versionOf(stale), history: stale.history }}
          readVersion={versionOf(base)}
          busy={save.isPending}
          summary={
            <p>
              “{stale.name}”, saved {formatDateTime(stale.updatedAt)}.
            </p>
          }
          onKeepMine={() => {
            setBase(stale);
            submit(stale);
          }}
          onUseSaved={() => loadSaved(stale)}
        />
      ) : null}
    </div>
  );
}
