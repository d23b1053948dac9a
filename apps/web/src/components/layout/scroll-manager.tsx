/**
 * Scroll on navigation: new pages start at the top, back/forward restores the old position (React
 * Router's ScrollRestoration), and a link with a hash scrolls to its element, waiting briefly for
 * content that renders after the route (e.g. an article's headings).
 */
import { useEffect } from 'react';
import { ScrollRestoration, useLocation, useNavigationType } from 'react-router';

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

  return <ScrollRestoration />;
}
