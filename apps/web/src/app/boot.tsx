/**
 * Starts the app in the page's root element: the query cache, the router, and React. Loaded by
 * main.tsx (after the server's render of the page has painted, when there is one).
 *
 * A page the server rendered (app/server-render.tsx) comes with its state: the query cache and the
 * router's data it was rendered from. The app starts from that state and hydrates the server's markup
 * (it does not render the page a second time); the matched routes' code is loaded first, so the first
 * render is the page itself. Without it (a signed-in visitor, a page the server did not draw), the
 * app renders into the empty shell.
 */
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client.ts';
import { reviveLoaderData } from './loader-data.ts';
import { AppProvider } from './provider.tsx';
import { preloadForHydration } from './interactive-blocks-loader.ts';
import { createAppRouter, createAppRoutes, loadMatchedRoutes } from './router.tsx';
import type { PageState } from './server-render.tsx';

/** The id of the JSON script holding a rendered page's state (apps/server/src/http/page-html.ts). */
export const pageStateElementId = 'page-state';

/** Returns the React root (tests unmount it). */
export async function mount(container: HTMLElement): Promise<Root> {
  const queryClient = createQueryClient();
  const state = container.hasAttribute('data-server-rendered') ? readPageState() : null;
  const routes = createAppRoutes(queryClient);
  // The page's code must be here before hydration; if it cannot load (a deployment removed it, the
  // network is gone), the app renders the page itself, whose error view says so.
  const hydrating =
    state !== null &&
    (await Promise.all([
      loadMatchedRoutes(routes, window.location.pathname),
      preloadForHydration(document.getElementById(pageStateElementId)?.textContent ?? ''),
    ]).then(
      () => true,
      () => false,
    ));
  if (!state || !hydrating) {
    container.removeAttribute('inert');
    container.removeAttribute('data-server-rendered');
    const router = createAppRouter(queryClient);
    const root = createRoot(container);
    root.render(
      <StrictMode>
        <AppProvider queryClient={queryClient} router={router} />
      </StrictMode>,
    );
    return root;
  }
  hydrate(queryClient, state.queries);
  const router = createAppRouter(queryClient, {
    routes,
    hydrationData: { ...state.router, loaderData: reviveLoaderData(state.router.loaderData ?? {}) },
  });
  // The server's markup is inert until it is the app's (page-html.ts): typing into it before then
  // would be lost.
  const takeOver = () => {
    container.removeAttribute('inert');
    container.removeAttribute('data-server-rendered');
  };
  // In a transition, as React Router's own entry does: hydration then yields to the browser between
  // slices of work instead of running as one long task.
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <AppProvider queryClient={queryClient} router={router} onFirstCommit={takeOver} hydrating />
      </StrictMode>,
      {
        // A difference between the server's markup and the app's first render: React renders that
        // part again in the browser. Said on the console, where the browser tests look for it.
        onRecoverableError: (error) => console.error('Hydration mismatch:', error),
      },
    );
  });
  return root!;
}

function readPageState(): PageState | null {
  const element = document.getElementById(pageStateElementId);
  element?.remove();
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as PageState) : null;
  } catch {
    return null;
  }
}
