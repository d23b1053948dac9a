/**
 * Whether the browser has finished hydrating the server's markup of the page. The server renders
 * public pages (app/server-render.tsx) and the browser's first render must match that markup; what
 * only the browser knows (this browser's storage, a library it loaded on an earlier page) is shown
 * from the render right after hydration. On a page the app renders itself it is true at once.
 * React has no such hook; this is its documented pattern (useSyncExternalStore with a server
 * snapshot), not a library's job.
 * @example const hydrated = useHydrated(); return hydrated ? storedCode : firstExample;
 */
import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
