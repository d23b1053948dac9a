/**
 * Builds the data router: a root route (scrolling, new-build watch, fatal errors), the layout with
 * every page of the route table, and the catch-all not-found page inside the layout. Route loaders
 * share the app's query cache, so a page's data starts loading with its code.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from '@/lib/router/index.ts';
import { LayoutErrorBoundary, RootErrorBoundary } from '@/components/errors/route-error-boundary.tsx';
import { validateParams } from '@/lib/route-params.ts';
import { runRouteMiddleware } from '@/lib/route-middleware.ts';
import { registerGuards } from './guards.ts';
import { Layout, LayoutHydrateFallback } from './layout.tsx';
import { NotFoundRoute } from './not-found-route.tsx';
import { loadPageStyles } from './page-styles.ts';
import { pageRoutes, type PageRoute } from './page-routes.ts';
import { RootHydrateFallback, RootShell } from './root-shell.tsx';
import { testHookRoutes } from './test-hook-routes.ts';

/** Pages for running the site locally, outside the spec's routes. */
const devRoutes: PageRoute[] = [{ path: '/dev/mailbox', load: () => import('./routes/dev/mailbox.tsx') }];

export function toRouteObject(route: PageRoute, queryClient: QueryClient): RouteObject {
  const { params, middleware } = route;
  return {
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
      return loader ? ((await loader(args, queryClient)) ?? null) : null;
    },
  };
}

export function createAppRoutes(
  queryClient: QueryClient,
  routes: PageRoute[] = [...pageRoutes, ...testHookRoutes],
): RouteObject[] {
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
                ...routes.map((route) => toRouteObject(route, queryClient)),
                ...devRoutes.map((route) => toRouteObject(route, queryClient)),
                { path: '*', Component: NotFoundRoute },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  registerGuards();
  return createBrowserRouter(createAppRoutes(queryClient));
}
