/**
 * Whether the browser has finished hydrating the server's markup of the page. The server renders
 * public pages (app/server-render.tsx) and the browser's first render must match that markup; what
 * only the browser knows (this browser's storage, a library it loaded on an earlier page) is shown
 * from the render right after hydration. On a page the app renders itself it is true at once.
 *
 * The app's provider (app/provider.tsx) holds the answer and switches it in a transition, so the
 * components that change then re-render in slices that yield to the browser. React's pattern for
 * this, useSyncExternalStore with a server snapshot, re-renders them in one synchronous task: on the
 * C++ lab that was most of Lighthouse's Total Blocking Time (860 → 460 ms, `npm run lighthouse`,
 * 2026-12-02).
 * @example const hydrated = useHydrated(); return hydrated ? storedCode : firstExample;
 */
import { createContext, useContext } from 'react';

/** False on the server and while the browser hydrates; true elsewhere (a component rendered alone). */
export const HydratedContext = createContext(true);

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
