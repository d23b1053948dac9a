/**
 * Scroll on navigation: new pages start at the top, back/forward and a reload restore the old position
 * (React Router's ScrollRestoration), and a link with a hash scrolls to its element, waiting briefly
 * for content that renders after the route (e.g. an article's headings).
 *
 * Two gaps of React Router's restoration are closed here:
 * - It keys a saved position by the history entry's key, and the first entry of every page load has
 *   the same one ("default"): scrolled to 900 px on one page, a new address typed in the same tab
 *   opened at 900 px too. That first entry gets a key of its own, kept in its history state, which a
 *   reload and back/forward keep and a new load does not have.
 * - On a page the server rendered (hydrated), it leaves the first position to the browser, which
 *   it has told not to restore ("manual"): a reload opened at the top. The position saved for the
 *   entry is restored here when the document was reloaded or reached by back/forward.
 */
import { useEffect, useLayoutEffect } from 'react';
import { ScrollRestoration, useLocation, useNavigationType, type Location } from 'react-router';

/** React Router's store of positions (its default `storageKey`). */
const savedPositionsKey = 'react-router-scroll-positions';

let firstEntryKey: string | null = null;

/** The key of this load's first history entry, made once and stored in the entry's state. */
function keyOfFirstEntry(): string {
  if (firstEntryKey) return firstEntryKey;
  const state = (window.history.state ?? {}) as { scrollKey?: unknown };
  firstEntryKey = typeof state.scrollKey === 'string' ? state.scrollKey : Math.random().toString(36).slice(2);
  if (state.scrollKey !== firstEntryKey)
    window.history.replaceState({ ...state, scrollKey: firstEntryKey }, '');
  return firstEntryKey;
}

const scrollKey = (location: Location) =>
  location.key === 'default' ? `load-${keyOfFirstEntry()}` : location.key;

/** The position saved for `location` when this document was reloaded or reached by back/forward. */
function positionToRestore(location: Location): number | null {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type !== 'reload' && navigation?.type !== 'back_forward') return null;
  try {
    const saved = JSON.parse(sessionStorage.getItem(savedPositionsKey) ?? '{}') as Record<string, unknown>;
    const y = saved[scrollKey(location)];
    return typeof y === 'number' ? y : null;
  } catch {
    return null;
  }
}

export function ScrollManager() {
  const location = useLocation();
  const { hash, key } = location;
  const navigationType = useNavigationType();

  // Once, as the app's first page commits. The key is stored now, while the page is loaded: a history
  // state written as it unloads is not kept.
  useLayoutEffect(() => {
    keyOfFirstEntry();
    const y = positionToRestore(location);
    if (y === null) return;
    // The page may still be growing (parts that render after the first commit): try each frame for a
    // second, and stop as soon as the visitor scrolls.
    let frames = 0;
    let handle = 0;
    let restoring = true;
    const stop = () => {
      restoring = false;
    };
    const tryScroll = () => {
      if (!restoring) return;
      window.scrollTo(0, y);
      if (Math.abs(window.scrollY - y) > 1 && frames++ < 60) handle = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    window.addEventListener('keydown', stop, { once: true });
    return () => {
      cancelAnimationFrame(handle);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('keydown', stop);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first location only
  }, []);

  useEffect(() => {
    if (!hash || navigationType === 'POP') return;
    const id = decodeURIComponent(hash.slice(1));
    let frames = 0;
    let handle = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (frames++ < 120) handle = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(handle);
  }, [hash, key, navigationType]);

  return <ScrollRestoration getKey={scrollKey} />;
}
