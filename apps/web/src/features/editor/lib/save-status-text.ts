/**
 * The save state in words, exact for every step of the article's life: "Not saved yet" before the
 * first save of a new article, Unsaved changes → Saving… → Saved while writing, and, once the text is
 * locked (sent for review, published), what that means for saving.
 */
import type { ArticleStatus } from '@tinkerlabs/contract/article-drafts';
import type { SaveState } from './autosave.ts';

/** `articleStatus` is null for an article the server does not have yet. */
export function saveStatusText(state: SaveState, articleStatus: ArticleStatus | null = null): string {
  switch (state.status) {
    case 'new':
      return 'Not saved yet';
    case 'saved':
      if (articleStatus === 'pending') return 'Saved · locked while in review';
      if (articleStatus === 'approved') return 'Saved · published';
      return 'Saved';
    case 'unsaved':
      return 'Unsaved changes';
    case 'saving':
      return 'Saving…';
    case 'retrying':
      return `Not saved — retrying in ${Math.round(state.retryInMs / 1000)} s (${state.message})`;
    case 'conflict':
      return 'Not saved — changed elsewhere';
    case 'refused':
      return `Not saved — ${state.message}`;
  }
}
