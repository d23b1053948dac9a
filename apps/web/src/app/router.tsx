/**
 * Builds the data router: a root route (scrolling, new-build watch, fatal errors), the layout with
 * every page of the route table, and the catch-all not-found page inside the layout. Route loaders
 * share the app's query cache, so a page's data starts loading with its code.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchRoutes,
  type DataRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { LayoutErrorBoundary, RootErrorBoundary } from '@/components/errors/route-error-boundary.tsx';
import { validateParams } from '@/lib/route-params.ts';
import { runRouteMiddleware } from '@/lib/route-middleware.ts';
import { registerGuards } from './guards.ts';
import { Layout, LayoutHydrateFallback } from './layout.tsx';
import { loadPageStyles } from './page-styles.ts';
import { pageRoutes, type PageRoute } from './page-routes.ts';
import { RootHydrateFallback, RootShell } from './root-shell.tsx';
import { testHookRoutes } from './test-hook-routes.ts';

/**
 * The query cache a route's loader fills: the app's one cache in the browser; on the server, the
 * render's own, which it passes in the loader's context (app/server-render.tsx), so one route table
 * serves every render.
 */
export type CacheOf = (args: LoaderFunctionArgs) => QueryClient;

export function toRouteObject(route: PageRoute, cacheOf: CacheOf): RouteObject {
  const { params, middleware } = route;
  return {
    // By its path: the server's render and the browser's router name a page's data alike.
    id: route.path,
    path: route.path,
    lazy: async () => {
      const [module] = await Promise.all([route.load(), route.firstLoadStyles ? null : loadPageStyles()]);
      return { Component: module.Component };
    },
    // Runs alongside `lazy`: checks, guards, then the module's own loader with the shared query cache.
    loader: async (args: LoaderFunctionArgs) => {
      if (params) validateParams(args.params, params, new URL(args.request.url).pathname);
      if (middleware?.length) await runRouteMiddleware(middleware, args.request);
      const { loader } = await route.load();
      return loader ? ((await loader(args, cacheOf(args))) ?? null) : null;
    },
  };
}

export function createAppRoutes(
  queryClient: QueryClient | CacheOf,
  routes: PageRoute[] = [...pageRoutes, ...testHookRoutes],
): RouteObject[] {
  const cacheOf = typeof queryClient === 'function' ? queryClient : () => queryClient;
  return [
    {
      id: 'root',
      Component: RootShell,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: RootHydrateFallback,
      children: [
        {
          Component: Layout,
          HydrateFallback: LayoutHydrateFallback,
          children: [
            {
              // Below the layout, not on it: a route's ErrorBoundary replaces that route's own element,
              // so on the layout route it would drop the header and footer with the failed page.
              ErrorBoundary: LayoutErrorBoundary,
              children: [
                ...routes.map((route) => toRouteObject(route, cacheOf)),
                // Loaded when an address matches no page.
                {
                  path: '*',
                  lazy: () =>
                    Promise.all([import('./not-found-route.tsx'), loadPageStyles()]).then(
                      ([{ NotFoundRoute }]) => ({ Component: NotFoundRoute }),
                    ),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The browser's router. `hydrationData` (the server's render of the page) means the first page's data
 * is in the cache already, and `routes` must then have the matched routes' code (loadMatchedRoutes).
 */
export function createAppRouter(
  queryClient: QueryClient,
  {
    routes = createAppRoutes(queryClient),
    hydrationData,
  }: { routes?: RouteObject[]; hydrationData?: HydrationState } = {},
) {
  registerGuards();
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}

/**
 * Loads the code of the routes that `location` matches and puts it on them, so that the first render
 * has their components and can hydrate the server's markup of the page (a lazy route would render
 * its fallback first).
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}

/** Resolves once the router has loaded its first page's code and data (or failed to). */
export function whenInitialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
