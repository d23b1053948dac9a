/**
 * A lab's worker runs a visitor's program on the site's own origin, where a request carries the
 * visitor's session cookie: a program from a shared link could call the API in their name (delete
 * their snippets, post a draft). The site's policy already keeps every other host out
 * (`connect-src 'self'`), so what is left to close is the way back to our own origin and its storage.
 *
 * `sealWorker` is called once a worker's runtime has loaded and before the first program runs. It
 * deletes, wherever on the global object's prototype chain they are defined, every way to make a
 * request (fetch, XMLHttpRequest, WebSocket, EventSource, importScripts, a nested Worker) or to reach
 * the origin's storage and other pages (Cache Storage, IndexedDB, BroadcastChannel, navigator.storage).
 * Python's `js` module and MicroPython's read the same global object, so they lose them too. It fails
 * closed: a name it cannot remove is an error, and the worker then refuses to run programs.
 *
 * @example
 *   await loadRuntime();   // uses fetch
 *   sealWorker();          // from here on, nothing in this worker can make a request
 */

/** Global names that make a request or reach the origin's storage or its other pages. */
export const sealedGlobalNames = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'WebSocketStream',
  'WebTransport',
  'EventSource',
  'importScripts',
  'Worker',
  'SharedWorker',
  'BroadcastChannel',
  'caches',
  'CacheStorage',
  'indexedDB',
  'IDBFactory',
] as const;

/** Navigator members that reach the origin's storage (the origin private file system, buckets). */
export const sealedNavigatorNames = ['storage', 'storageBuckets'] as const;

export function sealWorker(scope: object = globalThis): void {
  for (const name of sealedGlobalNames) removeEverywhere(scope, name);
  const navigator = (scope as { navigator?: object }).navigator;
  if (navigator) for (const name of sealedNavigatorNames) removeEverywhere(navigator, name);
}

/** Deletes `name` from `target` and every object on its prototype chain, then checks it is gone. */
function removeEverywhere(target: object, name: string): void {
  for (let owner: object | null = target; owner; owner = Object.getPrototypeOf(owner) as object | null) {
    if (Object.prototype.hasOwnProperty.call(owner, name)) Reflect.deleteProperty(owner, name);
  }
  if (name in target) {
    throw new Error(`This lab could not be made safe to run programs in (${name} stays reachable).`);
  }
}
