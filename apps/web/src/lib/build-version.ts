/**
 * Notices new deployments. The build writes builds/latest.json and embeds its own id; the app checks
 * the file on an interval and when the tab regains focus, and reloads (lib/reload-once.ts) on a newer
 * id. Started by the root route (app/root-shell.tsx).
 *
 * Newer, not different: during a rolling deploy (docs/deploying.md) a page of the new build may ask a
 * process that still serves the old one, and must not reload for it. A build id starts with its UTC
 * time, YYYYMMDDHHmmss (vite.config.ts), so ids compare as their times do.
 */
import type { BuildInfo } from '@tinkerlabs/contract/build-info';
import { reloadOnce } from './reload-once.ts';

/** Whether build `latest` came after build `current` (their ids start with their build times). */
export const isNewerBuild = (latest: string, current: string): boolean => latest > current;

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
    if (latest && isNewerBuild(latest, currentId)) reloadOnce(`a newer version (${latest}) is available`);
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
