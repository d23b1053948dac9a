/**
 * When a live part of the home page may start: once the page has loaded, the browser is idle, and the
 * element is within `rootMargin` of the screen. Its code is fetched only then, so it never competes
 * with the page's first paint or adds to the first load. False on the server and in the first render
 * (the server's placeholder hydrates unchanged).
 */
import { useEffect, useRef, useState } from 'react';
import { afterLoadAndIdle } from '@/lib/after-load-and-idle.ts';

export function useStartWhenIdle<Element extends HTMLElement>(rootMargin = '200px') {
  const ref = useRef<Element>(null);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (started || !element) return;
    let idle = false;
    // Without the observer (very old browsers), the element counts as near.
    let near = typeof IntersectionObserver === 'undefined';
    const startIfReady = () => {
      if (idle && near) setStarted(true);
    };
    const cancelIdle = afterLoadAndIdle(() => {
      idle = true;
      startIfReady();
    });
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              near = entries.some((entry) => entry.isIntersecting);
              startIfReady();
            },
            { rootMargin },
          );
    observer?.observe(element);
    return () => {
      cancelIdle();
      observer?.disconnect();
    };
  }, [started, rootMargin]);
  return { ref, started };
}
