/** The router's React contexts, shared by its components and hooks. */
import { createContext, useContext, useEffect, useLayoutEffect, type ReactNode } from 'react';
import type { Router, RouterState } from './create-router.ts';

export interface RouterContextValue {
  router: Router;
  state: RouterState;
}

export const RouterContext = createContext<RouterContextValue | null>(null);
export const RouteContext = createContext<{ routeId: string | null; outlet: ReactNode }>({
  routeId: null,
  outlet: null,
});
export const RouteErrorContext = createContext<unknown>(undefined);

// The server renders pages too (app/page-snapshot.tsx): no layout effects there.
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export function useRouterContext(hook: string): RouterContextValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error(`${hook}() may be used only inside a router (RouterProvider or MemoryRouter).`);
  return value;
}
