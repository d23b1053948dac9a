/**
 * The labs that share memory with their worker need a cross-origin isolated document, and only the
 * server's response for the lab's own page makes one (apps/server/src/http/web-app.ts). A visitor who
 * arrives by client-side navigation is still in the document of the page they came from, so the
 * lab's route loader calls this: it turns that navigation into a full page load of the lab (one
 * normal history entry, as for any link). Where even a full load is not isolated (the Vite dev
 * server, an old browser), the lab still works without interrupts, so a marker in session storage
 * stops the page from loading itself again and again.
 */
const markerKey = 'tinkerlabs.isolation-reload';

/** Whether this page may share memory with a worker (an interrupt flag, the virtual board's inputs). */
export const canShareMemory = () =>
  typeof SharedArrayBuffer !== 'undefined' && globalThis.crossOriginIsolated === true;

/** Resolves when the page can go on; never resolves while the browser loads the page afresh. */
export function ensureCrossOriginIsolated(url: string): Promise<void> {
  // Without the property at all (an old browser, a test's DOM), no load would make the page isolated.
  if (typeof window === 'undefined' || typeof window.crossOriginIsolated !== 'boolean')
    return Promise.resolve();
  if (window.crossOriginIsolated) {
    sessionStorage.removeItem(markerKey);
    return Promise.resolve();
  }
  const path = new URL(url, window.location.href).pathname;
  const tried = sessionStorage.getItem(markerKey);
  if (tried === path) {
    sessionStorage.removeItem(markerKey);
    return Promise.resolve();
  }
  sessionStorage.setItem(markerKey, path);
  window.location.assign(url);
  return new Promise(() => {});
}
