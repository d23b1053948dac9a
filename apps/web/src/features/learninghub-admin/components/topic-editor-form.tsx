/**
 * One lesson being edited: its fields and its text in the rich editor with maths, saved explicitly
 * (the Save button or Ctrl/⌘+S) with only the fields that changed. A save based on an old copy
 * (409) opens the conflict dialog; leaving with unsaved changes asks first. The lesson's preview,
 * public page and history are beside it.
 */
import { updateTopicRequestSchema, type AdminTopic } from '@tinkerlabs/contract/admin-learninghub';
import type { Editor } from '@tiptap/core';
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fieldErrorsOf, topLevelFields } from '@/components/moderation/field-errors.ts';
import { HistoryList } from '@/components/moderation/history-list.tsx';
import { StaleCopyDialog } from '@/components/moderation/stale-copy-dialog.tsx';
import { useFieldErrors } from '@/components/moderation/use-field-errors.ts';
import { PreviewFrame } from '@/components/content/preview-frame.tsx';
import { RichText } from '@/components/rich-text/rich-text.tsx';
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor.tsx';
import { cardClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useAdminDomains } from '../api/get-admin-domains.ts';
import { useUpdateTopic } from '../api/save-topic.ts';
import { useUnsavedChangesWarning } from '../hooks/use-unsaved-changes-warning.ts';
import { errorText, staleCopyOf } from '../lib/error-text.ts';
import { changesOf, hasChanges, valuesOf, type TopicValues } from '../lib/topic-values.ts';
import { LeaveDialog } from './leave-dialog.tsx';
import { TopicEditorHeader } from './topic-editor-header.tsx';
import { TopicFields } from './topic-fields.tsx';

const latestVersion = (topic: AdminTopic) => topic.history.at(-1)?.version ?? 1;

export function TopicEditorForm({ initial }: { initial: AdminTopic }) {
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState<TopicValues>(() => valuesOf(initial));
  const latest = useRef(values);
  const editorRef = useRef<Editor | null>(null);
  const update = useUpdateTopic();
  const domains = useAdminDomains();
  const [conflict, setConflict] = useState<AdminTopic | null>(null);
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const { title, slug, summary, domainId } = values;
  const fields = useFieldErrors(
    fieldErrorsOf(updateTopicRequestSchema, {
      baseUpdatedAt: saved.updatedAt,
      title,
      slug,
      summary,
      domainId,
    }),
  );
  const dirty = hasChanges(saved, values);
  const blocker = useUnsavedChangesWarning(dirty && !update.isPending);

  const change = useCallback((next: TopicValues) => {
    latest.current = next;
    setValues(next);
    setMessage(null);
  }, []);
  const onField = (field: keyof TopicValues, value: string | boolean) => {
    change({ ...latest.current, [field]: value });
    fields.edited(field);
  };
  const onBodyChange = useCallback((body: RichTextDoc) => change({ ...latest.current, body }), [change]);
  const onReady = useCallback((editor: Editor) => {
    editorRef.current = editor;
  }, []);

  const save = async (baseUpdatedAt = saved.updatedAt) => {
    if (!fields.attempt()) return;
    setMessage(null);
    try {
      const sent = latest.current;
      const topic = await update.mutateAsync({ id: saved.id, ...changesOf(saved, sent, baseUpdatedAt) });
      setConflict(null);
      setSaved(topic);
      // The server's copy (a derived slug, the stored body) unless the lesson was edited meanwhile:
      // those newer edits stay, unsaved.
      if (latest.current === sent) change(valuesOf(topic));
      setMessage({ kind: 'saved', text: 'Saved.' });
    } catch (error) {
      const current = staleCopyOf<AdminTopic>(error);
      if (current) return setConflict(current);
      setConflict(null);
      setMessage({ kind: 'error', text: errorText(error) });
      if (error instanceof ApiError) fields.setServerErrors(topLevelFields(error.fields));
    }
  };

  const loadSavedCopy = (current: AdminTopic) => {
    setConflict(null);
    setSaved(current);
    change(valuesOf(current));
    editorRef.current?.commands.setContent(current.body, { emitUpdate: false });
  };

  // Ctrl+S / ⌘+S saves instead of saving the web page.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const domainOptions: { id: string; slug: string; title: string }[] = domains.data?.domains ?? [
    saved.domain,
  ];
  const domainSlug = domainOptions.find((d) => d.id === values.domainId)?.slug ?? saved.domain.slug;

  return (
    <div className="space-y-6">
      <TopicEditorHeader topic={saved} dirty={dirty} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={primaryButtonClass}
          disabled={update.isPending}
          onClick={() => void save()}
        >
          {update.isPending ? 'Saving…' : 'Save lesson'}
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          aria-pressed={previewing}
          onClick={() => setPreviewing((p) => !p)}
        >
          {previewing ? 'Back to editing' : 'Preview'}
        </button>
        <span
          role="status"
          aria-live="polite"
          className={`text-sm ${message?.kind === 'error' ? 'text-red-700 dark:text-red-400' : 'text-neutral-600 dark:text-neutral-300'}`}
        >
          {message?.text ?? (dirty ? 'Unsaved changes' : 'All changes saved')}
        </span>
      </div>
      <TopicFields
        values={values}
        domains={domainOptions}
        errors={fields.errors}
        domainSlug={domainSlug}
        onChange={onField}
        onBlur={fields.blur}
      />
      {fields.errors.body ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          The lesson text: {fields.errors.body}
        </p>
      ) : null}
      <section aria-label="Lesson text">
        <div hidden={previewing}>
          <RichTextEditor
            initialBody={values.body}
            editable
            onChange={onBodyChange}
            onReady={onReady}
            label="Lesson text"
            interactiveBlocks
          />
        </div>
        {previewing ? (
          <div className={cardClass}>
            <p className="mb-4 text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
              Preview (not saved yet)
            </p>
            <h2 className="text-2xl font-bold text-neutral-900 dark:text-white">{values.title}</h2>
            <p className="mt-2 text-neutral-600 dark:text-neutral-300">{values.summary}</p>
            <PreviewFrame>
              <RichText doc={values.body} className="mt-6" />
            </PreviewFrame>
          </div>
        ) : null}
      </section>
      <section aria-labelledby="lesson-history" className={cardClass}>
        <h2 id="lesson-history" className="mb-3 text-lg font-semibold text-neutral-900 dark:text-white">
          History
        </h2>
        <HistoryList entries={saved.history} />
      </section>
      {conflict ? (
        <StaleCopyDialog
          current={{ version: latestVersion(conflict), history: conflict.history }}
          readVersion={latestVersion(saved)}
          busy={update.isPending}
          summary={
            <p>
              “{conflict.title}” · {conflict.published ? 'published' : 'unpublished'} · /
              {conflict.domain.slug}/{conflict.slug}
            </p>
          }
          onKeepMine={() => void save(conflict.updatedAt)}
          onUseSaved={() => loadSavedCopy(conflict)}
        />
      ) : null}
      {blocker.state === 'blocked' ? (
        <LeaveDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
      ) : null}
    </div>
  );
}
