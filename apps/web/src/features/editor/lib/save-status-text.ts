/** The autosave state in words: Saved, Saving…, Not saved — retrying … */
import type { SaveState } from './autosave.ts';

export function saveStatusText(state: SaveState): string {
  switch (state.status) {
    case 'saved':
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
