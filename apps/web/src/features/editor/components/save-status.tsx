/** The autosave state in words, announced politely: Saved, Saving…, Not saved — retrying, … */
import type { ArticleStatus } from '@tinkerlabs/contract/article-drafts';
import type { SaveState } from '../lib/autosave.ts';
import { saveStatusText } from '../lib/save-status-text.ts';

export function SaveStatus({
  state,
  articleStatus,
  onRetry,
}: {
  state: SaveState;
  /** null while the article is new (not on the server yet). */
  articleStatus: ArticleStatus | null;
  onRetry: () => void;
}) {
  const failed = state.status === 'retrying' || state.status === 'refused';
  return (
    <div className="flex items-center gap-2 text-sm">
      <span
        role="status"
        aria-live="polite"
        data-save-status={state.status}
        className={
          failed || state.status === 'conflict'
            ? 'text-red-700 dark:text-red-400'
            : 'text-neutral-600 dark:text-neutral-300'
        }
      >
        {saveStatusText(state, articleStatus)}
      </span>
      {state.status === 'retrying' ? (
        <button
          type="button"
          onClick={onRetry}
          className="font-semibold text-secondary-700 underline dark:text-secondary-300"
        >
          Retry now
        </button>
      ) : null}
    </div>
  );
}
