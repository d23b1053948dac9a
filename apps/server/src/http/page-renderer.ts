/**
 * Public pages rendered on the server: the web build's renderer (apps/web/src/app/server-render.tsx,
 * built into `<web root>/server-render/`) runs a page's loaders against this server's API in-process
 * and renders the page; page-html.ts puts the markup and the state it was rendered from in the
 * page's HTML, and the browser hydrates it.
 *
 * A build without the renderer, a page it cannot render and a build newer than the running server's
 * renderer give no markup: the page is sent with the plain shell and the app renders it.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the renderer gives (apps/web/src/app/server-render.tsx, `RenderedPage`). */
export type RenderedPage =
  | { kind: 'page'; status: number; head: string; body: string; state: unknown }
  | { kind: 'status'; status: number }
  | { kind: 'redirect'; status: number; location: string };

export interface RenderOptions {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  timeoutMs?: number;
  /** False: only the page's status. */
  markup?: boolean;
}

type Renderer = (url: string, options: RenderOptions) => Promise<RenderedPage | null>;

/** Where the web build puts the renderer, relative to its root; the web server never sends it. */
export const serverRenderFolder = 'server-render';

export function pageRenderer(webRoot: string) {
  const file = path.join(webRoot, serverRenderFolder, 'server-render.js');
  let loaded: { mtimeMs: number; render: Promise<Renderer | null> } | null = null;

  async function renderer(): Promise<Renderer | null> {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    loaded ??= {
      mtimeMs: info.mtimeMs,
      render: import(pathToFileURL(file).href).then(
        (module: { renderPage?: Renderer }) => module.renderPage ?? null,
        (error: unknown) => {
          console.error(
            'The page renderer could not be loaded; pages are sent for the app to render.',
            error,
          );
          return null;
        },
      ),
    };
    // A module cannot be loaded again: after a new build, pages go unrendered (the markup would be
    // the old build's) until the server restarts.
    if (loaded.mtimeMs !== info.mtimeMs) return null;
    return loaded.render;
  }

  return {
    /** Loads the renderer ahead of the first page (it takes longer than a page may wait). */
    warm(): void {
      void renderer();
    },
    /** The page at `url` (a full address), rendered with `options.fetch` answering its API reads; or null. */
    async render(url: string, options: RenderOptions): Promise<RenderedPage | null> {
      const render = await renderer();
      return render ? render(url, options).catch(() => null) : null;
    },
  };
}
