/**
 * Whether an element has come within `rootMargin` of the screen (and so stays: a live lab is not
 * torn down, a loaded preview not dropped, when it scrolls away). False on the server and in the
 * first render, so the page's text paints before any lab starts or preview loads.
 * Our own rather than react-intersection-observer's `useInView({ triggerOnce: true })`: the platform's
 * IntersectionObserver does the work, and wiring it once is these few lines, not a dependency.
 */
import { useEffect, useRef, useState } from 'react';

export function useNearScreen<Element extends HTMLElement>(rootMargin = '200px') {
  const ref = useRef<Element>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // Without the observer (very old browsers), start once the page has painted.
      const timer = window.setTimeout(() => setNear(true), 0);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return { ref, near };
}
