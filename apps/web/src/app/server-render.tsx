/**
 * The server's render of a public page (built by vite.server-render.config.ts into the web build's
 * server-render/ folder, which browsers never get; loaded by apps/server/src/http/page-renderer.ts).
 *
 * React Router's static handler runs the page's loaders, which fill a query cache of the request's
 * own, reading the server's API in-process through the fetch the server gives (no HTTP round trip);
 * the page is rendered from that cache, and the cache and the router's data are sent in the HTML
 * (`PageState`) so the browser hydrates the same markup (app/boot.tsx) instead of rendering the page
 * again. Everything a render needs is its own: the query cache (handed to the loaders in the
 * request's context), the router, and the request's fetch, which the API client finds through
 * AsyncLocalStorage, so renders run side by side; only the route table is shared. A render that
 * takes longer than `timeoutMs` is abandoned: its request is aborted, its queries cancelled.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  dehydrate,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type HydrationState,
} from 'react-router';
import { setServerHighlighter } from '@/components/code/use-highlighted-code.ts';
import { setRequestFetch } from '@/lib/api-client.ts';
import { AppError } from '@/lib/app-error.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { SiteOriginContext } from '@/lib/site-origin.ts';
import { HydratedContext } from '@/lib/use-hydrated.ts';
import { renderedLoaderData, settleLoaderData } from './loader-data.ts';
import { pageRoutes } from './page-routes.ts';
import { createAppRoutes } from './router.tsx';
import { highlightOnServer } from './server-code-highlighter.ts';

/** The marks of a Suspense boundary rendered as its fallback (`<!--$!-->`) or pending (`<!--$?-->`). */
const suspended = /<!--\$[!?]-->/;

/** What the browser needs to hydrate the page: the router's data and the query cache. */
export interface PageState {
  router: HydrationState;
  queries: DehydratedState;
}

export type RenderedPage =
  /** The page: its status (a loader's 404 is one), head tags, root markup and state. */
  | { kind: 'page'; status: number; head: string; body: string; state: PageState }
  /** A page whose loader failed or answered otherwise: the app draws it; the status still counts. */
  | { kind: 'status'; status: number }
  | { kind: 'redirect'; status: number; location: string };

export interface RenderOptions {
  /** Answers the page's API reads (`/api/…`), in-process. */
  fetch: typeof fetch;
  timeoutMs?: number;
  /** False: only the status (a visitor with a session gets the app to render the page). */
  markup?: boolean;
}

const requests = new AsyncLocalStorage<typeof fetch>();
setRequestFetch(() => requests.getStore());

/** What a render gives its loaders (React Router's request context): its own query cache. */
interface RenderContext {
  queryClient: QueryClient;
}
/**
 * The page routes, matched and ranked once rather than per render (that was a tenth of a render's
 * server time, 2026-12-04). They hold no request's data: each render's loaders fill the cache its
 * context names; a page's code, once loaded, stays on its route, as a module stays loaded.
 */
const handler = createStaticHandler(
  createAppRoutes((args) => (args.context as RenderContext).queryClient, pageRoutes),
);
// Code blocks are highlighted as the page renders; the ranges go to the browser in the query cache.
setServerHighlighter(highlightOnServer);

/**
 * @param url the page's full address (APP_URL, path and query)
 * @example const page = await renderPage('https://tinkerlabs.example/articles', { fetch: (path, init) => app.request(path, init) })
 */
export async function renderPage(
  url: string,
  { fetch, timeoutMs = 1_000, markup = true }: RenderOptions,
): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  // No retries: a read that fails makes the page the app's to draw, at once.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const abort = new AbortController();
  const timer = setTimeout(
    () => abort.abort(new Error(`The render of ${url} took longer than ${timeoutMs} ms.`)),
    timeoutMs,
  );
  try {
    return await requests.run(fetch, () => render(url, queryClient, abort.signal, markup));
  } catch {
    return null; // aborted, or a page that cannot be rendered on the server: the app draws it
  } finally {
    clearTimeout(timer);
    void queryClient.cancelQueries();
    queryClient.clear();
  }
}

async function render(
  url: string,
  queryClient: ReturnType<typeof createQueryClient>,
  signal: AbortSignal,
  markup: boolean,
): Promise<RenderedPage | null> {
  const requestContext: RenderContext = { queryClient };
  const context = await handler.query(new Request(url, { signal }), { requestContext });
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location
      ? { kind: 'redirect', status: context.status, location }
      : { kind: 'status', status: context.status };
  }
  if (context.errors) {
    const error = Object.values(context.errors)[0];
    return { kind: 'status', status: error instanceof AppError ? error.statusCode : context.statusCode };
  }
  // The not-found view is the app's to draw (the server answers such addresses with 404).
  if (context.matches.at(-1)?.route.path === '*') return { kind: 'status', status: 404 };
  if (!markup) return { kind: 'status', status: context.statusCode };
  // Reads a loader started without waiting for them: the page is drawn with their answers.
  await settled(queryClient, signal);
  const loaderData = await settleLoaderData(context.loaderData);
  const drawn = { ...context, loaderData: renderedLoaderData(loaderData) };
  const router = createStaticRouter(handler.dataRoutes, drawn);
  const page = (
    <SiteOriginContext value={new URL(url).origin}>
      <HydratedContext value={false}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={drawn} hydrate={false} />
        </QueryClientProvider>
      </HydratedContext>
    </SiteOriginContext>
  );
  let html = renderToString(page);
  if (suspended.test(html)) {
    // A part whose code had not loaded yet (a section the page loads on its own) rendered its
    // fallback. prerender waits for it, but writes it as a streamed update (a template and an
    // inline script the site's policy forbids): it is run only to load those parts, which then
    // render at once (a lazy component keeps its code), and the page is rendered again.
    const { prelude } = await prerender(page, { signal });
    await new Response(prelude).text();
    html = renderToString(page);
  }
  // Still a part the server cannot render: the browser would render it again, so the app renders
  // the whole page instead.
  if (suspended.test(html)) return null;
  if (signal.aborted) return null;
  // React puts the tags it hoists (title, meta, link) before the rest of the markup.
  const bodyStart = html.indexOf('<div');
  if (bodyStart < 0) return null;
  return {
    kind: 'page',
    status: context.statusCode,
    head: html.slice(0, bodyStart),
    body: html.slice(bodyStart),
    state: {
      router: { loaderData, actionData: context.actionData },
      queries: dehydrate(queryClient),
    },
  };
}

/** Resolves when no query of the cache is fetching any more (or the render is aborted). */
function settled(queryClient: ReturnType<typeof createQueryClient>, signal: AbortSignal): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      stop();
      resolve();
    });
    signal.addEventListener('abort', () => {
      stop();
      reject(signal.reason);
    });
  });
}
