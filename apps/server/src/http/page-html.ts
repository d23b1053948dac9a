/**
 * A page's HTML for a first visit: the built index.html with
 * - in the root element, for a visitor without a session, the page rendered by the server
 *   (page-renderer.ts) instead of the shell, and its title and meta tags in the head;
 * - before `</head>`, the page's stylesheets and links that fetch its own code alongside the entry
 *   (`builds/page-preloads.json`, written by the web build), instead of after the entry has run and
 *   matched the route; a page drawn by the server gets that list of code as data instead, which the
 *   entry preloads once the picture has painted; and for a lab with a language worker, the small
 *   script that starts that worker at once (apps/web/public/early-worker.js), so its runtime loads
 *   while the page paints;
 * - in place of the links to the two small scripts that must run first (the theme bootstrap and that
 *   worker start), their text, so neither waits for a request of its own behind the page's code (the
 *   page's policy allows them by their hashes: security-headers.ts `pagePolicy`);
 * - before `</body>`, with a rendered page, the state it was rendered from (the query cache and the
 *   router's data), in a JSON script the app hydrates the markup from (apps/web/src/app/boot.tsx).
 *   A JSON script is data, not code: the site's script policy does not apply to it, and `<` is
 *   escaped so no text in it can end it.
 */
import type { Context } from 'hono';
import type { RenderedPage } from './page-renderer.ts';
import { chooseEncoding, encodeBody, notModified, replaceResponse } from './response-encoding.ts';

export interface PagePreloads {
  modules: string[];
  styles: string[];
  /** The lab's language worker, started by the page before the app. */
  worker?: { name: string; src: string };
}

/** The script that starts a lab's worker from its HTML (apps/web/public/early-worker.js). */
export const earlyWorkerScript = '/early-worker.js';

/** The id of the JSON script listing the app's modules a drawn page preloads once painted. */
export const deferredModulesElementId = 'app-modules';

/** The id of the JSON script holding a rendered page's state (apps/web/src/app/boot.tsx). */
export const pageStateElementId = 'page-state';

/** The theme bootstrap's link in the built index.html (apps/web/public/theme-init.js). */
export const themeInitScript = '/theme-init.js';

/** The text of the scripts a page may carry inline, read from the web root (web-app.ts). */
export interface InlineScripts {
  themeInit?: string;
  earlyWorker?: string;
}

/** Whether `text` can stand between `<script>` and `</script>` as it is. */
export const inlinable = (text: string) => !/<\/script|<!--/i.test(text);

/** The static shell's place in the built index.html (apps/web/tooling/static-shell.ts). */
const shellPattern = /<div id="root"><!--shell-->[\s\S]*?<!--\/shell-->/;

export function pageHtml(
  template: string,
  {
    preloads,
    rendered,
    isolated = false,
    inline = {},
  }: {
    preloads?: PagePreloads | null;
    /** The page rendered by the server (page-renderer.ts), in place of the shell. */
    rendered?: Extract<RenderedPage, { kind: 'page' }> | null;
    /** The page is sent cross-origin isolated: its early worker needs the isolation to be useful. */
    isolated?: boolean;
    /** Scripts to put in the page instead of linking them; the response's policy must allow them. */
    inline?: InlineScripts;
  },
): string {
  let html = template;
  const deferredModules: string[] = [];
  const themeInit = inline.themeInit;
  if (themeInit !== undefined && inlinable(themeInit))
    html = html.replace(`<script src="${themeInitScript}"></script>`, () => `<script>${themeInit}</script>`);
  const painted = rendered != null && shellPattern.test(html);
  // Every drawn page, the labs too, paints before its code loads: a lab's runtime still starts at once
  // (its early worker, below). With the C++ lab's 28 module preloads in the head, Lighthouse's first
  // contentful paint was 2.5 s; after the picture, 1.2–1.7 s (2026-12-02).
  const deferCode = painted;
  if (painted) {
    // Inert until the app takes over: it can be read and scrolled, but typing into its controls, which
    // the app's own page replaces, would be lost. (Functions as replacements: a `$` in the text is text.)
    html = html.replace(shellPattern, () => `<div id="root" data-server-rendered inert>${rendered.body}`);
    // The page's own title replaces the site's.
    if (rendered.head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
  }
  if (deferCode) {
    // The page is drawn without the app's code: its stylesheets and images come first, the code after.
    // The entry script stays; the module preloads become a list the entry preloads once the picture
    // has painted (src/main.tsx), so the app's many small files do not share the network with it.
    html = html.replace(/<script type="module"/g, '<script type="module" fetchpriority="low"');
    html = html.replace(
      /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g,
      (_link, href: string) => {
        deferredModules.push(href);
        return '';
      },
    );
  }
  if (painted) {
    // The page's own title and meta tags: React hydrates them as it does the page (not marked, not
    // removed: the app's render of the page manages them from then on).
    html = html.replace('</head>', () => `${rendered.head}</head>`);
  }
  const worker = preloads?.worker;
  if (worker) {
    // First in the head: the runtime's download is the longest part of the lab's start. Inline, it
    // starts the worker as soon as the parser reaches it; as a file (the text could not be read), it is
    // an async script asked for at high priority, which is otherwise fetched after the page's code.
    const data = `data-worker-name="${attribute(worker.name)}" data-worker-src="${attribute(worker.src)}"${isolated ? ' data-isolated' : ''}`;
    const text = inline.earlyWorker;
    const script =
      text !== undefined && inlinable(text)
        ? `<script ${data}>${text}</script>`
        : `<script async fetchpriority="high" src="${earlyWorkerScript}" ${data}></script>`;
    html = html.replace('<script', () => `${script}<script`);
  }
  if (deferCode) deferredModules.push(...(preloads?.modules ?? []));
  // A drawn page needs its styles to show; otherwise they load beside the page's code. Either way
  // they are asked for before any module, which would otherwise take the connections first.
  const styles = (preloads?.styles ?? [])
    .map((href) =>
      painted
        ? `<link rel="stylesheet" crossorigin href="${attribute(href)}">`
        : `<link rel="preload" as="style" crossorigin href="${attribute(href)}">`,
    )
    .join('');
  if (styles && html.includes('</head>')) {
    // The entry's own stylesheets move with them and stay first: the page's rules (a `dark:` variant,
    // say) must come after the entry's rules of the same specificity to win, as when the app adds them.
    const entryStyles: string[] = [];
    let head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(head.length);
    head = head.replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
      entryStyles.push(link.trim());
      return '';
    });
    const firstPreload = head.indexOf('<link rel="modulepreload"');
    const at = firstPreload >= 0 ? firstPreload : head.length;
    html = `${head.slice(0, at)}${entryStyles.join('')}${styles}${head.slice(at)}${body}`;
  }
  const modules = (deferCode ? [] : (preloads?.modules ?? []))
    .map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`)
    .join('');
  if (modules) html = html.replace('</head>', () => `${modules}</head>`);
  if (deferredModules.length > 0) html = withJsonScript(html, deferredModulesElementId, deferredModules);
  if (painted) html = withJsonScript(html, pageStateElementId, rendered.state);
  return html;
}

/** Adds `value` at the end of the body as a JSON script the app reads by its id. */
const withJsonScript = (html: string, id: string, value: unknown) =>
  html.replace(
    '</body>',
    () =>
      `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script></body>`,
  );

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page as a response: compressed for the client, with a hash of its text as validator, never
 * stored by a shared cache (it may differ between visitors with and without a session). The
 * encoding and the validator are the API's (response-encoding.ts).
 */
export async function pageResponse(
  c: Context,
  html: string,
  { headOnly, headers: extra }: { headOnly: boolean; headers: Record<string, string> },
): Promise<Response> {
  const body = Buffer.from(html);
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding, Cookie',
    ...extra,
  });
  if (await notModified(c, body, headers)) return c.res;
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  const encoded = encodeBody(body, encoding);
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(encoded.byteLength));
  replaceResponse(c, new Response(headOnly ? null : encoded, { status: 200, headers }));
  return c.res;
}
