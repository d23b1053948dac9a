/**
 * Public pages' first paint, rendered on the server: the web build's renderer
 * (apps/web/src/app/page-snapshot.tsx, built into `<web root>/server-render/`) draws a page from the
 * same first data the HTML carries, and page-html.ts puts the picture in the page's root element.
 * The browser then paints the page's text and images from the HTML, before the app's code has
 * arrived; the app replaces the picture with the same page when it has loaded.
 *
 * A build without the renderer, a page it cannot draw, a render that fails and a build newer than
 * the running server's renderer give no picture: the page is sent with the plain shell, as before.
 * Pictures are kept for the same page and data (the data changes only when someone publishes), so a
 * page read often is drawn once.
 */
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface PageSnapshot {
  head: string;
  body: string;
}

type Renderer = (url: string, data: Record<string, unknown>) => Promise<PageSnapshot | null>;

/** Where the web build puts the renderer, relative to its root; the web server never sends it. */
export const serverRenderFolder = 'server-render';

const keptPictures = 200;

export function pageSnapshots(webRoot: string) {
  const file = path.join(webRoot, serverRenderFolder, 'page-snapshot.js');
  let loaded: { mtimeMs: number; render: Promise<Renderer | null> } | null = null;
  const pictures = new Map<string, PageSnapshot>();

  async function renderer(): Promise<Renderer | null> {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (!loaded) {
      loaded = {
        mtimeMs: info.mtimeMs,
        // Its own address, unchanged: the page chunks it loads import it by that address, and a
        // second copy would not share the answers and origin the renderer was given.
        render: import(pathToFileURL(file).href).then(
          (module: { renderPageSnapshot?: Renderer }) => module.renderPageSnapshot ?? null,
          (error: unknown) => {
            console.error(
              'The page renderer could not be loaded; pages are sent without their first paint.',
              error,
            );
            return null;
          },
        ),
      };
    }
    // A module cannot be loaded again: after a new build, pages go without their first paint (its
    // markup would be the old build's) until the server restarts.
    if (loaded.mtimeMs !== info.mtimeMs) return null;
    return loaded.render;
  }

  return {
    /** Loads the renderer ahead of the first page (it takes longer than a page may wait). */
    warm(): void {
      void renderer();
    },
    /** The first paint of the page at `url` (a full address) drawn from `data`, or null. */
    async render(url: string, data: Record<string, unknown>): Promise<PageSnapshot | null> {
      const render = await renderer();
      if (!render) return null;
      const key = createHash('sha1').update(url).update('\n').update(JSON.stringify(data)).digest('base64');
      if (pictures.has(key)) {
        const picture = pictures.get(key)!;
        // Least recently used last out.
        pictures.delete(key);
        pictures.set(key, picture);
        return picture;
      }
      const picture = await render(url, data).catch(() => null);
      // A page it could not draw is tried again next time (a render may also have run out of time).
      if (!picture) return null;
      pictures.set(key, picture);
      if (pictures.size > keptPictures) pictures.delete(pictures.keys().next().value!);
      return picture;
    },
  };
}
