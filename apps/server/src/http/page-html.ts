/**
 * A page's HTML for a first visit: the built index.html with
 * - in the root element, for a visitor without a session, the page's first paint drawn by the server
 *   (page-snapshots.ts) instead of the shell, and its title and meta tags in the head;
 * - before `</head>`, links that fetch the page's own code and stylesheets alongside the entry
 *   (`builds/page-preloads.json`, written by the web build), instead of after the entry has run and
 *   matched the route; and for a lab with a language worker, the small script that starts that worker
 *   at once (apps/web/public/early-worker.js), so its runtime loads while the app does;
 * - in place of the links to the two small scripts that must run first (the theme bootstrap and that
 *   worker start), their text, so neither waits for a request of its own behind the page's code (the
 *   page's policy allows them by their hashes: security-headers.ts `pagePolicy`);
 * - before `</body>`, the answers of the page's first API reads (`PagePath.data` in the contract), in
 *   a JSON script the app reads instead of asking again (apps/web/src/lib/first-data.ts), so the
 *   page's content does not wait for a second round trip. A JSON script is data, not code: the
 *   site's script policy does not apply to it, and `<` is escaped so no text in it can end it.
 */
import type { PageSnapshot } from './page-snapshots.ts';
import { bodyEtag, chooseEncoding, encodeBody, matchesEtag } from './response-encoding.ts';

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

/** The id of the JSON script the app reads its first data from. */
export const firstDataElementId = 'first-data';

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
    data,
    snapshot,
    isolated = false,
    inline = {},
  }: {
    preloads?: PagePreloads | null;
    data?: Record<string, unknown> | null;
    /** The page's own first paint (page-snapshots.ts), in place of the shell. */
    snapshot?: PageSnapshot | null;
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
  const painted = snapshot != null && shellPattern.test(html);
  // A lab with a language worker is a tool to use at once: its code loads beside its picture, as its
  // runtime does, rather than after the picture has painted.
  const deferCode = painted && !preloads?.worker;
  if (painted) {
    // Inert until the app takes over: it can be read and scrolled, but typing into its controls, which
    // the app's own page replaces, would be lost. (Functions as replacements: a `$` in the text is text.)
    html = html.replace(shellPattern, () => `<div id="root" data-page-snapshot inert>${snapshot.body}`);
    // The page's own title replaces the site's.
    if (snapshot.head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
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
    // Marked: the app removes them when it takes over, as React adds its own.
    const head = snapshot.head.replace(/<(title|meta|link)\b/g, '<$1 data-page-snapshot');
    html = html.replace('</head>', () => `${head}</head>`);
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
  if (data && Object.keys(data).length > 0) html = withJsonScript(html, firstDataElementId, data);
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
export function pageResponse(
  html: string,
  request: Request,
  { headOnly, headers: extra }: { headOnly: boolean; headers: Record<string, string> },
): Response {
  const body = Buffer.from(html);
  const etag = bodyEtag(body);
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding, Cookie',
    ETag: etag,
    ...extra,
  });
  if (matchesEtag(request.headers.get('if-none-match') ?? undefined, etag))
    return new Response(null, { status: 304, headers });
  const encoding = chooseEncoding(request.headers.get('accept-encoding') ?? undefined);
  const encoded = encodeBody(body, encoding);
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(encoded.byteLength));
  return new Response(headOnly ? null : encoded, { status: 200, headers });
}
