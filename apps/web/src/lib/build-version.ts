/**
 * Notices new deployments. The build writes builds/latest.json and embeds its own id; the app checks
 * the file on an interval and when the tab regains focus, and reloads on a newer id. A lazy chunk that
 * fails to load reaches the route error boundary, which reloads at the page that was asked for. Reloads are guarded: at most one in any 10 s window, so a broken deployment
 * cannot send the page into a reload loop.
 */
import type { BuildInfo } from '@tinkerlabs/contract/build-info';

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

export async function fetchLatestBuildId(): Promise<string | null> {
  try {
    const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    // A plain check rather than the zod schema: zod would add ~50 kB to every page's first load.
    const info = (await response.json()) as Partial<BuildInfo> | null;
    return typeof info?.id === 'string' && info.id !== '' ? info.id : null;
  } catch {
    return null; // offline or server restarting: try again later
  }
}

/** Starts watching for a newer build; returns a function that stops watching. */
export function watchForNewBuild(currentId: string, intervalMs = 5 * 60_000): () => void {
  if (currentId === 'dev') return () => undefined;
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    const latest = await fetchLatestBuildId();
    checking = false;
    if (latest && latest !== currentId) reloadOnce(`a newer version (${latest}) is available`);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const timer = window.setInterval(check, intervalMs);
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', check);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
