/**
 * A public page's first paint, rendered by the server for a visitor without a session (built by
 * `vite.snapshot.config.ts` into the build's server-render/ folder, loaded by
 * apps/server/src/http/page-snapshots.ts).
 *
 * The app stays client-rendered: this is a static picture of the page's first render, made from the
 * same first data the server puts in the HTML, so the browser paints the page's text and images from
 * the HTML instead of after the app's code has downloaded and run, and crawlers read the content.
 * The app then renders the same page from the same data and replaces the picture (app/boot.tsx waits for
 * the page's code and data first, so nothing blinks). A page whose render needs anything beyond its
 * first data, or fails, gets no picture: the server sends the plain shell, as before.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, parsePath, RouterProvider } from '@/lib/router/index.ts';
import { withServerAnswers } from '@/lib/first-data.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { setServerOrigin } from '@/lib/site-origin.ts';
import { createAppRoutes } from './router.tsx';
import { pageRoutes } from './page-routes.ts';

export interface PageSnapshot {
  /** The page's head tags (title, description, canonical address, OpenGraph, image preloads). */
  head: string;
  /** The markup of the app's root element. */
  body: string;
}

/** `url` is the page's full address (APP_URL and path); `data` its first data, by API address. */
export async function renderPageSnapshot(
  url: string,
  data: Record<string, unknown>,
): Promise<PageSnapshot | null> {
  const queryClient = createQueryClient();
  // A read outside the first data fails at once: no retry (it would also outlive the render).
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return withServerAnswers(data, async () => {
    // Only while this page is drawn: renders take turns, and a browser must never see it.
    setServerOrigin(new URL(url).origin);
    try {
      return await render();
    } catch {
      return null; // a page whose render needs a browser: no first paint
    } finally {
      setServerOrigin('');
      queryClient.clear();
    }
  });

  async function render(): Promise<PageSnapshot | null> {
    const address = new URL(url);
    const router = createMemoryRouter(createAppRoutes(queryClient, pageRoutes), {
      initialEntries: [parsePath(address.pathname + address.search)],
      origin: address.origin,
    });
    try {
      const state = await router.ready();
      // A failure or a redirect: the app draws those itself.
      if (state.errors || state.location.pathname !== address.pathname) return null;
      // The not-found view is the app's to draw (the server answers such addresses with 404).
      if (state.matches.at(-1)?.route.path === '*') return null;
      const markup = renderToString(
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      // React puts the tags it hoists into <head> before the rest of the markup.
      const bodyStart = markup.indexOf('<div');
      if (bodyStart < 0) return null;
      return { head: markup.slice(0, bodyStart), body: markup.slice(bodyStart) };
    } finally {
      router.dispose();
    }
  }
}
