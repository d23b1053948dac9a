/**
 * One article being written: the title and the rich-text body first, its Details (slug, summary,
 * tags, cover) after, an Edit / Preview switch, the save state and the workflow buttons (submit for
 * review, with what is still missing beside it; withdraw). Every change is autosaved, in either view;
 * a draft left unsaved in this browser (localStorage) is restored over an older server copy.
 */
import type { ArticleDraft } from '@tinkerlabs/contract/article-drafts';
import type { Editor } from '@tiptap/core';
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from '@/components/ui/link.tsx';
import { secondaryButtonClass, textLinkClass } from '@/components/ui/control-styles.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useChangeArticleStatus } from '../api/change-article-status.ts';
import { useArticleAutosave } from '../hooks/use-article-autosave.ts';
import { snapshotOf, type ArticleSnapshot } from '../lib/article-snapshot.ts';
import { backupToRestore } from '../lib/draft-backup.ts';
import { missingForReview, submitBlocker } from '../lib/review-readiness.ts';
import { ArticleDetails, ArticleTitleField } from './article-fields.tsx';
import { ArticlePreview } from './article-preview.tsx';
import { ArticleStatusBadge } from './article-status-badge.tsx';
import { EditPreviewPanel, EditPreviewTabs, type EditorView } from './edit-preview-tabs.tsx';
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor.tsx';
import { SaveStatus } from './save-status.tsx';
import { StaleVersionDialog } from './stale-version-dialog.tsx';
import { SubmitForReview } from './submit-for-review.tsx';

export function ArticleEditorForm({
  initial,
  onCreated,
}: {
  initial: ArticleDraft | null;
  onCreated: (article: ArticleDraft) => void;
}) {
  const [restored] = useState(() => backupToRestore(initial?.id ?? null, initial));
  const [snapshot, setSnapshot] = useState<ArticleSnapshot>(() => restored?.snapshot ?? snapshotOf(initial));
  const latest = useRef(snapshot);
  const editorRef = useRef<Editor | null>(null);
  const autosave = useArticleAutosave(initial, onCreated);
  const { article, state, change } = autosave;
  const steps = useChangeArticleStatus();
  const [stepError, setStepError] = useState<{ message: string; fields: Record<string, string> } | null>(
    null,
  );
  const [view, setView] = useState<EditorView>('edit');
  const editable = !article || article.status === 'draft' || article.status === 'rejected';
  const editableRef = useRef(editable);
  useEffect(() => {
    editableRef.current = editable;
  }, [editable]);

  const update = useCallback(
    (next: ArticleSnapshot) => {
      // A locked article (in review, published) cannot be saved: the server would answer 409.
      if (!editableRef.current) return;
      latest.current = next;
      setSnapshot(next);
      change(next);
    },
    [change],
  );

  // A restored local copy still has to reach the server.
  useEffect(() => {
    if (restored) change(restored.snapshot);
  }, [restored, change]);

  const onBodyChange = useCallback((body: RichTextDoc) => update({ ...latest.current, body }), [update]);
  const onFieldsChange = (fields: Omit<ArticleSnapshot, 'body'>) =>
    update({ ...fields, body: latest.current.body });
  const onReady = useCallback((editor: Editor) => {
    editorRef.current = editor;
  }, []);

  const runStep = async (step: 'submit' | 'withdraw') => {
    setStepError(null);
    await autosave.flush();
    const current = autosave.getArticle();
    if (!current) return;
    try {
      autosave.setArticle(await steps.mutateAsync({ id: current.id, step, baseVersion: current.version }));
    } catch (error) {
      setStepError(
        error instanceof ApiError
          ? { message: error.message, fields: error.fields }
          : { message: 'That did not work. Try again.', fields: {} },
      );
    }
  };

  const loadSavedVersion = () => {
    const current = autosave.takeSaved();
    if (!current) return;
    const next = snapshotOf(current);
    latest.current = next;
    setSnapshot(next);
    editorRef.current?.commands.setContent(current.body, { emitUpdate: false });
  };

  const missing = useMemo(() => missingForReview(snapshot), [snapshot]);
  // A new article may be submitted before its first save: submitting saves it first (runStep).
  const submitReason = submitBlocker(missing, state);
  // Pressed while fields are missing: to the first of them, in the Edit view.
  const showFirstMissing = () => {
    const field = missing[0];
    if (!field) return;
    flushSync(() => setView('edit'));
    if (field === 'body') editorRef.current?.commands.focus();
    else document.getElementById(field === 'title' ? 'article-title' : 'article-summary')?.focus();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-h-9 items-center gap-3">
          {article ? <ArticleStatusBadge status={article.status} /> : null}
          <SaveStatus
            state={state}
            articleStatus={article?.status ?? null}
            onRetry={() => void autosave.flush()}
          />
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {article?.status === 'pending' ? (
            <button type="button" className={secondaryButtonClass} onClick={() => void runStep('withdraw')}>
              Withdraw from review
            </button>
          ) : null}
          {editable ? (
            <SubmitForReview
              reason={submitReason}
              busy={steps.isPending}
              onSubmit={() => void runStep('submit')}
              onHeldBack={showFirstMissing}
            />
          ) : null}
        </div>
      </div>
      {restored ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          Restored the changes this browser had not saved yet.
        </p>
      ) : null}
      {article?.status === 'rejected' && article.rejectionReason ? (
        <div
          role="note"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm dark:border-red-900 dark:bg-red-950/40"
        >
          <p className="font-semibold text-red-800 dark:text-red-200">Returned by the reviewer</p>
          <p className="mt-1 text-red-800 dark:text-red-200">{article.rejectionReason}</p>
        </div>
      ) : null}
      {article?.status === 'pending' ? (
        <p className="rounded-md bg-secondary-50 p-3 text-sm dark:bg-secondary-950">
          Waiting for review. Withdraw it to make changes.
        </p>
      ) : null}
      {article?.status === 'approved' && article.publicPath ? (
        <p className="rounded-md bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100">
          Published at{' '}
          <Link to={article.publicPath} className={textLinkClass}>
            {article.publicPath}
          </Link>
          .
        </p>
      ) : null}
      {stepError ? (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
        >
          <p>{stepError.message}</p>
          {Object.keys(stepError.fields).length ? (
            <ul className="mt-1 list-disc pl-5">
              {Object.entries(stepError.fields).map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <EditPreviewTabs view={view} onChange={setView} />
      <EditPreviewPanel view="edit" shown={view === 'edit'} className="space-y-6">
        <ArticleTitleField
          value={snapshot}
          onChange={onFieldsChange}
          disabled={!editable}
          error={stepError?.fields.title}
        />
        <RichTextEditor
          initialBody={snapshot.body}
          editable={editable}
          onChange={onBodyChange}
          onReady={onReady}
          interactiveBlocks
          placeholder="Write your article…"
        />
        <ArticleDetails
          value={snapshot}
          onChange={onFieldsChange}
          disabled={!editable}
          errors={stepError?.fields ?? {}}
        />
      </EditPreviewPanel>
      <EditPreviewPanel view="preview" shown={view === 'preview'}>
        {view === 'preview' ? <ArticlePreview snapshot={snapshot} article={article} /> : null}
      </EditPreviewPanel>
      {state.status === 'conflict' ? (
        <StaleVersionDialog
          current={state.current as ArticleDraft}
          onKeepMine={autosave.keepMine}
          onUseSaved={loadSavedVersion}
        />
      ) : null}
    </div>
  );
}
