/**
 * Scroll on navigation: new pages start at the top, back/forward and a reload restore the old position
 * (React Router's ScrollRestoration), and a link with a hash scrolls to its element, waiting briefly
 * for content that renders after the route (e.g. an article's headings).
 *
 * React Router keys a saved position by the history entry's key, and the first entry of every page
 * load has the same one ("default"): scrolled to 900 px on one page, a new address typed in the same
 * tab opened at 900 px too. That first entry gets a key of its own here, kept in its history state,
 * which a reload and back/forward keep and a new load does not have.
 */
import { useEffect } from 'react';
import { ScrollRestoration, useLocation, useNavigationType, type Location } from 'react-router';

let firstEntryKey: string | null = null;

/** The key of this load's first history entry (made once, stored in the entry's state). */
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

export function ScrollManager() {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();

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
