/**
 * Runs `callback` once the page has loaded and the browser is idle (at most 3 s after the load), for
 * work that must not compete with the first paint. Returns a function that cancels it. Around the
 * platform's requestIdleCallback, which does not wait for the load event and which Safari lacks (a
 * timeout stands in). Moved from the home page's hook, its first user, unchanged.
 */
export function afterLoadAndIdle(callback: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    idleHandle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(callback, { timeout: 3000 })
        : window.setTimeout(callback, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}
