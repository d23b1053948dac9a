/**
 * Autosave for the article editor: creates the draft on the first change, then saves each change
 * about 2 s after typing stops, at once when the page is hidden or left, and keeps a localStorage
 * copy of anything the server does not have yet. A stale save (409) waits for the author's choice.
 */
import type { ArticleDraft } from '@tinkerlabs/contract/article-drafts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createArticleDraft, updateArticleDraft } from '../api/save-article-draft.ts';
import { saveRequestOf, type ArticleSnapshot } from '../lib/article-snapshot.ts';
import { createAutosave, type Autosave, type SaveState } from '../lib/autosave.ts';
import { removeBackup, writeBackup } from '../lib/draft-backup.ts';
import { classifySaveError } from '../lib/save-failure.ts';

export interface ArticleAutosave {
  state: SaveState;
  /** The server's copy as last saved (null until the first save of a new article). */
  article: ArticleDraft | null;
  /** The latest server copy right now (for code that runs after an await). */
  getArticle: () => ArticleDraft | null;
  change: (snapshot: ArticleSnapshot) => void;
  flush: () => Promise<void>;
  /** Conflict: save my text over the server's copy (based on its version now). */
  keepMine: () => void;
  /** Conflict: drop my unsaved text; returns the server's copy to load. */
  takeSaved: () => ArticleDraft | null;
  /** After a workflow step (submit, withdraw) the article has a new version. */
  setArticle: (article: ArticleDraft) => void;
}

export function useArticleAutosave(
  initial: ArticleDraft | null,
  onCreated: (article: ArticleDraft) => void,
): ArticleAutosave {
  const queryClient = useQueryClient();
  // A new article has nothing saved yet: "Saved" before the first keystroke would be untrue.
  const [state, setState] = useState<SaveState>({ status: initial ? 'saved' : 'new' });
  const [article, setArticleState] = useState<ArticleDraft | null>(initial);
  const articleRef = useRef<ArticleDraft | null>(initial);
  const latest = useRef<ArticleSnapshot | null>(null);
  const onCreatedRef = useRef(onCreated);
  const autosave = useRef<Autosave<ArticleSnapshot> | null>(null);
  const pendingCreate = useRef<{ key: string; request: ReturnType<typeof saveRequestOf> } | null>(null);

  useEffect(() => {
    onCreatedRef.current = onCreated;
  }, [onCreated]);

  const setArticle = useCallback((next: ArticleDraft) => {
    articleRef.current = next;
    setArticleState(next);
  }, []);

  useEffect(() => {
    const controller = createAutosave<ArticleSnapshot>({
      classify: classifySaveError,
      onState: setState,
      initialStatus: articleRef.current ? 'saved' : 'new',
      save: async (snapshot) => {
        const current = articleRef.current;
        const request = saveRequestOf(snapshot);
        let saved: ArticleDraft;
        if (current) {
          saved = await updateArticleDraft(queryClient, current.id, {
            ...request,
            baseVersion: current.version,
          });
        } else {
          // A retried create re-sends the first attempt, key and body alike: if its answer was lost
          // after the server made the draft, the server answers with that draft instead of a second one.
          const attempt = (pendingCreate.current ??= { key: crypto.randomUUID(), request });
          saved = await createArticleDraft(queryClient, attempt.request, attempt.key);
          pendingCreate.current = null;
          setArticle(saved);
          removeBackup(null);
          onCreatedRef.current(saved);
          // Typed while the first attempt was failing: save that too, on top of the created draft.
          if (attempt.request !== request) {
            saved = await updateArticleDraft(queryClient, saved.id, {
              ...request,
              baseVersion: saved.version,
            });
          }
        }
        setArticle(saved);
        if (latest.current === snapshot) removeBackup(saved.id);
        else if (latest.current) {
          writeBackup(saved.id, {
            savedAt: Date.now(),
            baseVersion: saved.version,
            snapshot: latest.current,
          });
        }
      },
    });
    autosave.current = controller;
    const flushNow = () => void controller.flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flushNow();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (controller.hasUnsaved()) event.preventDefault();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flushNow);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flushNow);
      window.removeEventListener('beforeunload', onBeforeUnload);
      // Leaving the editor inside the app: send what is pending, then stop.
      void controller.flush().finally(() => controller.dispose());
    };
  }, [queryClient, setArticle]);

  const change = useCallback((snapshot: ArticleSnapshot) => {
    latest.current = snapshot;
    const current = articleRef.current;
    writeBackup(current?.id ?? null, {
      savedAt: Date.now(),
      baseVersion: current?.version ?? null,
      snapshot,
    });
    autosave.current?.change(snapshot);
  }, []);

  const flush = useCallback(async () => {
    await autosave.current?.flush();
  }, []);

  const keepMine = useCallback(() => {
    if (state.status !== 'conflict') return;
    setArticle(state.current as ArticleDraft);
    autosave.current?.resume();
  }, [state, setArticle]);

  const takeSaved = useCallback(() => {
    if (state.status !== 'conflict') return null;
    const current = state.current as ArticleDraft;
    setArticle(current);
    removeBackup(current.id);
    autosave.current?.discard();
    return current;
  }, [state, setArticle]);

  const getArticle = useCallback(() => articleRef.current, []);

  return { state, article, getArticle, change, flush, keepMine, takeSaved, setArticle };
}
