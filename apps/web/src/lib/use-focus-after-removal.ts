/**
 * Keeps the keyboard focus when a list item's own remove button takes the item away (the button
 * goes with it, and the browser would drop the focus to the page): once the list shows one item
 * fewer, the focus goes to the remove button now in the same place (the next item's), or the last
 * one, or, when the list is empty, to `fallbackRef` (the list's heading, with tabIndex -1).
 *
 * @example
 * const removal = useFocusAfterRemoval();
 * <h2 ref={removal.fallbackRef} tabIndex={-1}>Points</h2>
 * <ol ref={removal.listRef}>… <button data-remove onClick={() => { removal.removing(index); remove(index); }} /></ol>
 */
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/** The list's remove buttons: those marked `data-remove`. */
const removeButtons = (list: HTMLElement | null) => [
  ...(list?.querySelectorAll<HTMLElement>('[data-remove]') ?? []),
];

export function useFocusAfterRemoval<List extends HTMLElement, Fallback extends HTMLElement>(
  /** A ref the page holds already for the fallback (the heading); else use the returned `fallbackRef`. */
  fallback?: RefObject<Fallback | null>,
) {
  const listRef = useRef<List>(null);
  const ownFallback = useRef<Fallback>(null);
  const fallbackRef = fallback ?? ownFallback;
  const pending = useRef<{ index: number; count: number } | null>(null);

  // After every render: the removal may show several renders later (an address change, a refetch).
  useLayoutEffect(() => {
    const wanted = pending.current;
    if (!wanted) return;
    const left = removeButtons(listRef.current);
    if (left.length >= wanted.count) return;
    pending.current = null;
    (left[Math.min(wanted.index, left.length - 1)] ?? fallbackRef.current)?.focus();
  });

  /** Call as the item at `index` is removed (or, with any index, as the whole list is cleared). */
  const removing = useCallback((index: number) => {
    pending.current = { index, count: removeButtons(listRef.current).length };
  }, []);

  return { listRef, fallbackRef, removing };
}
