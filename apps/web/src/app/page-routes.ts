/**
 * The app's pages: the site's one list of pages (packages/contract/src/pages.ts) with, for each, its
 * route module from src/app/routes/, loaded when the page is first visited (a `Component` and,
 * optionally, a `loader`), and the guards its access needs.
 */
import { pages, type PageAccess, type PageDefinition } from '@tinkerlabs/contract/pages';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { ParamRule } from '@tinkerlabs/contract/pages';
import { preloadPage } from '@/lib/navigation-preloads.ts';

/**
 * A route module's optional data loader: it starts (or awaits) the page's queries in the shared cache,
 * so the data loads alongside the module's code. Throwing an AppError shows the error view.
 */
export type PageLoader = (args: LoaderFunctionArgs, queryClient: QueryClient) => unknown;

export interface PageModule {
  Component: ComponentType;
  loader?: PageLoader;
}

export interface PageRoute {
  path: string;
  load: () => Promise<PageModule>;
  params?: Record<string, ParamRule>;
  /** The named guards that run before the page loads (lib/route-middleware.ts). */
  middleware?: string[];
  firstLoadStyles?: boolean;
  earlyWorker?: string;
}

// Lazy: each module is a chunk of its own, loaded on the first visit of its page.
const routeModules = import.meta.glob<PageModule>(['./routes/**/*.tsx', '!./routes/test-hooks/**']);

const guardsFor: Record<PageAccess, string[]> = { public: [], member: ['auth'], admin: ['admin'] };

/** The page's route: its module from the routes folder, its checks and guards. */
export function pageRoute(page: PageDefinition): PageRoute {
  const load = routeModules[`./routes/${page.module}.tsx`];
  if (!load)
    throw new Error(`The page ${page.path} names a route module that does not exist: ${page.module}.`);
  const middleware = guardsFor[page.access ?? 'public'];
  return {
    path: page.path,
    load: () => {
      preloadPage(page.path);
      return load();
    },
    ...(page.params ? { params: page.params } : {}),
    ...(middleware.length > 0 ? { middleware } : {}),
    ...(page.firstLoadStyles ? { firstLoadStyles: true } : {}),
    ...(page.earlyWorker ? { earlyWorker: page.earlyWorker } : {}),
  };
}

/** Every page of the site (the development mailbox too: the server answers it only while developing). */
export const pageRoutes: PageRoute[] = pages.map(pageRoute);
