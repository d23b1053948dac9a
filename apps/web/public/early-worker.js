// In a lab's page (its HTML lists this script with the worker's name and address): starts the lab's
// language worker before the app has loaded, so its runtime downloads and boots meanwhile. The app
// takes the worker over (src/lib/code-runners/early-workers.ts). A page that must be cross-origin
// isolated and is not (an old browser) starts nothing: the app loads it again or runs without
// interrupts, and creates its own worker. A worker nobody claims is ended after 30 s.
(function () {
  var script = document.currentScript;
  // Set already: the app got here first and started its own worker.
  if (!script || 'tinkerlabsEarlyWorker' in window || typeof Worker === 'undefined') return;
  if (script.hasAttribute('data-isolated') && !window.crossOriginIsolated) return;
  var name = script.getAttribute('data-worker-name');
  var src = script.getAttribute('data-worker-src');
  if (!name || !src) return;
  var record = { name: name, worker: null, startedAt: performance.now(), failed: false, claimed: false };
  try {
    record.worker = new Worker(src, { type: 'module', name: name });
  } catch {
    return; // the app starts its own
  }
  record.worker.addEventListener('error', function () {
    record.failed = true;
  });
  window.tinkerlabsEarlyWorker = record;
  setTimeout(function () {
    if (!record.claimed) record.worker.terminate();
  }, 30000);
})();
