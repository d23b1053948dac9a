/**
 * The playground's code, never lost: a share link's code wins, then what this browser last had in
 * this lab (local storage, written on every change), then the lab's first example.
 */
import { useCallback, useState } from 'react';
import { codeFromFragment, shareFragment } from '../lib/share-code.ts';

const storageKey = (labId: string) => `tinkerlabs.playground.${labId}`;

function readStored(labId: string): string | null {
  try {
    return localStorage.getItem(storageKey(labId));
  } catch {
    return null; // storage disabled: the code lives for this visit only
  }
}

export function usePlaygroundCode(labId: string, fallback: string) {
  // The server's picture of the page (app/page-snapshot.tsx) shows the first example: the link's
  // fragment and this browser's storage are the app's to read when it takes over.
  const [loaded, setLoaded] = useState(() => ({
    code:
      typeof window === 'undefined'
        ? fallback
        : (codeFromFragment(window.location.hash) ?? readStored(labId) ?? fallback),
  }));
  const [code, setCode] = useState(loaded.code);

  const save = useCallback(
    (next: string) => {
      setCode(next);
      try {
        localStorage.setItem(storageKey(labId), next);
      } catch {
        // Full or disabled storage: the share link still keeps the code.
      }
    },
    [labId],
  );

  /** Replaces the editor's text (an example, a snippet). */
  const load = useCallback(
    (next: string) => {
      setLoaded({ code: next });
      save(next);
    },
    [save],
  );

  const shareUrl = () => `${window.location.origin}${window.location.pathname}${shareFragment(code)}`;

  return { code, loaded, onEdit: save, load, shareUrl };
}
