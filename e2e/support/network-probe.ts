/**
 * A program for the Python and MicroPython labs that lists what it could use to call our API with
 * the visitor's cookie (through the `js` module, which reads the worker's global object). A lab's
 * worker removes them all before the first program runs, so it prints "reachable: nothing".
 */
export const networkProbe = [
  'import js',
  'names = ["fetch", "XMLHttpRequest", "WebSocket", "EventSource", "importScripts", "Worker",',
  '         "BroadcastChannel", "caches", "indexedDB"]',
  'reachable = [name for name in names if hasattr(js, name)]',
  'print("reachable:", ", ".join(reachable) or "nothing")',
].join('\n');
