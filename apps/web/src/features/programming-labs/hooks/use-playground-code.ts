/**
 * The playground's code, never lost: a share link's code wins, then what this browser last had in
 * this lab (local storage, written on every change), then the lab's first example.
 *
 * Whatever replaces the code (an example, a snippet, a share link) keeps the text it replaced as the
 * lab's earlier code, in local storage too, so one click brings it back, also after a reload
 * (`restoreEarlier` swaps the two, so it can be undone the same way).
 */
import { useCallback, useMemo, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { codeFromFragment, shareFragment } from '@/lib/share-code.ts';

const storageKey = (labId: string) => `tinkerlabs.playground.${labId}`;
const earlierKey = (labId: string) => `tinkerlabs.playground.${labId}.earlier`;

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled: the code lives for this visit only
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Full or disabled storage: the share link still keeps the code.
  }
}

/** The code a visit starts with, and the code it replaced (this browser's, under a share link's). */
function startingCode(labId: string, fallback: string): { code: string; earlier: string | null } {
  if (typeof window === 'undefined') return { code: fallback, earlier: null };
  const stored = readStored(storageKey(labId));
  const shared = codeFromFragment(window.location.hash);
  const earlier = readStored(earlierKey(labId));
  if (shared === null) return { code: stored ?? fallback, earlier };
  // The link's code is shown and saved at the first edit: this browser's own code is kept first.
  if (stored !== null && stored.trim() !== '' && stored !== shared) {
    store(earlierKey(labId), stored);
    return { code: shared, earlier: stored };
  }
  return { code: shared, earlier };
}

export function usePlaygroundCode(labId: string, fallback: string) {
  // The server renders the first example (app/server-render.tsx): the browser's hydration of that
  // markup shows it too, and the render right after it shows the link's or this browser's code.
  const hydrated = useHydrated();
  const [start] = useState(() => startingCode(labId, fallback));
  const [loaded, setLoaded] = useState(() => ({ code: start.code }));
  const [code, setCode] = useState(start.code);
  const [earlier, setEarlier] = useState(start.earlier);

  const save = useCallback(
    (next: string) => {
      setCode(next);
      store(storageKey(labId), next);
    },
    [labId],
  );

  /** Replaces the editor's text (an example, a snippet), keeping the text it replaces. */
  const load = useCallback(
    (next: string) => {
      if (code !== next && code.trim() !== '') {
        setEarlier(code);
        store(earlierKey(labId), code);
      }
      setLoaded({ code: next });
      save(next);
    },
    [code, labId, save],
  );

  /** Brings back the code the last load replaced; what it replaces becomes the earlier code. */
  const restoreEarlier = useCallback(() => {
    if (earlier !== null) load(earlier);
  }, [earlier, load]);

  const shareUrl = () => `${window.location.origin}${window.location.pathname}${shareFragment(code)}`;

  const serverLoaded = useMemo(() => ({ code: fallback }), [fallback]);
  if (!hydrated) {
    return {
      code: fallback,
      loaded: serverLoaded,
      onEdit: save,
      load,
      shareUrl,
      earlier: null,
      restoreEarlier,
    };
  }
  return { code, loaded, onEdit: save, load, shareUrl, earlier, restoreEarlier };
}
