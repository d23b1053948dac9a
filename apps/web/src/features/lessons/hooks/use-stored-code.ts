/**
 * A learner's code in a code cell or a code exercise, kept in local storage per page and block, so
 * a reload or a later visit finds it; "Reset code" goes back to the author's. The server's render
 * and the hydration show the author's code; the stored code replaces it right after.
 */
import { useCallback, useMemo, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated.ts';

const storageKey = (page: string, id: string) => `tinkerlabs.cell.${page}#${id}`;

function readStored(page: string | null, id: string): string | null {
  if (!page || typeof window === 'undefined') return null;
  try {
    return localStorage.getItem(storageKey(page, id));
  } catch {
    return null; // storage disabled: the author's code it is
  }
}

export function useStoredCode(page: string | null, id: string, authorCode: string) {
  const hydrated = useHydrated();
  const [own, setOwn] = useState(() => readStored(page, id));
  // Replacing the editor's text (a reset) makes a new object; the first is the code shown after hydration.
  const [resets, setResets] = useState(0);
  const code = hydrated ? (own ?? authorCode) : authorCode;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new text for the editor only on hydration and on a reset
  const loaded = useMemo(() => ({ code }), [hydrated, resets]);

  const change = useCallback(
    (next: string) => {
      const edited = next === authorCode ? null : next;
      setOwn(edited);
      if (!page) return;
      try {
        if (edited === null) localStorage.removeItem(storageKey(page, id));
        else localStorage.setItem(storageKey(page, id), edited);
      } catch {
        // Full or disabled storage: the edit lives for this visit.
      }
    },
    [page, id, authorCode],
  );

  const reset = useCallback(() => {
    change(authorCode);
    setResets((n) => n + 1);
  }, [authorCode, change]);

  return { code, loaded, change, reset, edited: code !== authorCode };
}
