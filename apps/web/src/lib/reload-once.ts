/**
 * The one guarded page reload: used when a newer build is deployed (lib/build-version.ts) and when a
 * lazy chunk fails to load (the route error boundary reloads at the page that was asked for). At most
 * one reload in any 10 s window, so a broken deployment cannot send the page into a reload loop.
 */
export const reloadGuardWindowMs = 10_000;
const lastReloadKey = 'tinkerlabs:last-reload-at';
let reloadRequested = false;

/** Reloads the page unless it already did so in the last 10 s. Returns whether it reloaded. */
export function reloadOnce(reason: string, now = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(lastReloadKey) ?? 0);
  } catch {
    // no storage: still guarded by the in-memory flag below
  }
  if (reloadRequested || now - last < reloadGuardWindowMs) return false;
  reloadRequested = true;
  try {
    sessionStorage.setItem(lastReloadKey, String(now));
  } catch {
    // ignore
  }
  console.info(`Reloading the page: ${reason}.`);
  window.location.reload();
  return true;
}
