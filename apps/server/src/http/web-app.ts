/**
 * Serves the built single-page app. Files come from Hono's `serveStatic` (the `.br` / `.gz` copies
 * the web build writes are sent to a browser that accepts them, and ranges are answered); hashed
 * files under /assets and the labs' runtimes under /runtimes/<name>-<version>/ are cached for a year,
 * the build manifest is never cached, other files revalidate (Hono's `etag`). A path with an
 * extension names a file: missing, it is a plain 404. Any other path is a page: the server-rendered
 * HTML, or index.html for the app to render, with the status `page` gives it (404 for a page that
 * does not exist: the app shows its not-found view).
 *
 * The labs that share memory with their worker (SharedArrayBuffer: interrupting Python, reading the
 * virtual board's inputs) need a cross-origin isolated document (`isolated` in the page registry), so
 * their pages alone are sent with COEP (COOP same-origin is on every response already). Every file the
 * site loads is its own, so `require-corp` blocks nothing there; the rest of the site stays without
 * it. A visitor who reaches such a page by client-side navigation has a document without the header:
 * the route's loader turns that navigation into a full page load
 * (apps/web/src/lib/code-runners/cross-origin-isolation.ts). Scripts under /assets/ carry COEP too,
 * because an isolated page starts a worker only from a script that has it.
 */
import { createHash } from 'node:crypto';
import type fs from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { interactiveBlocksPreloadKey, isIsolatedPage } from '@tinkerlabs/contract/pages';
import { jsonHasInteractiveBlocks } from '@tinkerlabs/rich-text/document';
import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import {
  earlyWorkerScript,
  inlinable,
  pageHtml,
  pageResponse,
  themeInitScript,
  type InlineScripts,
  type PagePreloads,
} from './page-html.ts';
import { serverRenderFolder, type RenderedPage } from './page-renderer.ts';
import { contentSecurityPolicy, pagePolicy } from './security-headers.ts';

const isolationHeaders = { 'Cross-Origin-Embedder-Policy': 'require-corp' };

/**
 * The TinyML lab's worker runs the visitor's JavaScript (an async function made from the editor's
 * text), which needs eval: that worker's script alone is sent with a policy allowing it. A worker
 * takes its policy from its own script's response, so pages and all other scripts keep the site's.
 */
const evalWorkerScript = /^\/assets\/tinyml\.worker-[\w-]+\.js$/;
const evalWorkerPolicy = contentSecurityPolicy.replace(
  "script-src 'self'",
  "script-src 'self' 'unsafe-eval'",
);

/** What the app says of a page path: its status, its route pattern, and its markup when rendered. */
export interface PageAnswer {
  /** 200, or 404 for no such page (or a record the public cannot see): the app shows its not-found view. */
  status: 200 | 404;
  /** The page's route pattern, to find its preloads; null for no page. */
  route: string | null;
  /** The page rendered by the server (page-renderer.ts), for the browser to hydrate. */
  rendered?: RenderedPage | null;
}

export function serveWebApp(options: {
  root: string;
  /** Every page path is a 200 with the plain index.html without it. */
  page?: (request: Request) => Promise<PageAnswer>;
}): MiddlewareHandler {
  const root = path.resolve(options.root);
  const builtFiles = new BuiltFiles();
  // serveStatic sends the file (a precompressed copy when accepted, a range when asked); Hono's etag
  // answers 304 to a request that still holds the file's validator (set below from its size and time,
  // so no file is read twice for a digest: the runtimes' reach 18 MB).
  // Made at the first file asked for, which exists: serveStatic warns of a root that does not.
  let files: MiddlewareHandler | null = null;
  const sendWith = () =>
    (files ??= every(
      etag({ retainedHeaders: [...RETAINED_304_HEADERS, 'last-modified'] }),
      serveStatic({ root, precompressed: true }),
    ));

  async function sendFile(c: Context) {
    const requestPath = c.req.path;
    // No built file has an escaped character in its name; serveStatic would refuse one anyway.
    const filePath = path.join(root, path.normalize(requestPath));
    const servable =
      !requestPath.includes('%') &&
      filePath.startsWith(root + path.sep) &&
      !filePath.startsWith(path.join(root, serverRenderFolder) + path.sep);
    const info = servable ? await statFile(filePath) : null;
    if (!info) return c.text('Not found', 404);
    c.header('Cache-Control', cacheControlFor(requestPath));
    // Weak: the brotli, gzip and plain copies are the same file.
    c.header('ETag', `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`);
    for (const [name, value] of Object.entries(fileHeaders(requestPath))) c.header(name, value);
    await sendWith()(c, async () => {});
    return c.res;
  }

  return async function webApp(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (path.extname(c.req.path) !== '') return sendFile(c);

    const indexPath = path.join(root, 'index.html');
    const index = await statFile(indexPath);
    if (!index) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503);
    }
    const headOnly = c.req.method === 'HEAD';
    const template = await builtFiles.template(indexPath, index);
    const answer: PageAnswer = options.page ? await options.page(c.req.raw) : { status: 200, route: null };
    if (answer.status === 404) {
      // The app (its not-found view) with status 404, never a 304 and no validator.
      const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' };
      return headOnly ? c.body(null, 404, headers) : c.body(template, 404, headers);
    }
    const isolated = isIsolatedPage(c.req.path);
    const [preloads, inline] = await Promise.all([
      builtFiles.preloads(path.join(root, 'builds/page-preloads.json')),
      builtFiles.inlineScripts(root),
    ]);
    const rendered = answer.rendered?.kind === 'page' ? answer.rendered : null;
    const html = options.page
      ? pageHtml(template, {
          preloads: answer.route ? pagePreloadsFor(preloads, answer.route, rendered) : null,
          rendered,
          isolated,
          inline: inline.texts,
        })
      : template;
    return pageResponse(c, html, {
      headOnly,
      headers: {
        ...(isolated ? isolationHeaders : {}),
        'Content-Security-Policy': pagePolicy(inline.hashes),
      },
    });
  };
}

/**
 * A worker's script carries its own COEP: without it an isolated page may not start the worker. On
 * any other script the header has no effect.
 */
function fileHeaders(requestPath: string): Record<string, string> {
  if (!requestPath.startsWith('/assets/') || !requestPath.endsWith('.js')) return {};
  return evalWorkerScript.test(requestPath)
    ? { ...isolationHeaders, 'Content-Security-Policy': evalWorkerPolicy }
    : isolationHeaders;
}
/** The scripts a page carries inline: their texts, and the hashes its policy allows them by. */
interface InlineScriptSet {
  texts: InlineScripts;
  hashes: string[];
}

/** index.html, the page preload table and the inline scripts, read again only when the build changes them. */
class BuiltFiles {
  #inline = new Map<string, { mtimeMs: number; text: Promise<string | undefined> }>();
  #template: { mtimeMs: number; text: Promise<string> } | null = null;
  #preloads: { mtimeMs: number; table: Promise<Record<string, PagePreloads>> } | null = null;

  template(filePath: string, info: fs.Stats): Promise<string> {
    if (this.#template?.mtimeMs !== info.mtimeMs)
      this.#template = { mtimeMs: info.mtimeMs, text: readFile(filePath, 'utf8') };
    return this.#template.text;
  }

  /** A script missing from the build (or that cannot stand inline) stays a link to its file. */
  async inlineScripts(root: string): Promise<InlineScriptSet> {
    const [themeInit, earlyWorker] = await Promise.all(
      [themeInitScript, earlyWorkerScript].map((file) => this.#inlineText(path.join(root, file))),
    );
    const texts: InlineScripts = { themeInit, earlyWorker };
    const hashes = [themeInit, earlyWorker].flatMap((text) =>
      text === undefined ? [] : [createHash('sha256').update(text).digest('base64')],
    );
    return { texts, hashes };
  }

  async #inlineText(filePath: string): Promise<string | undefined> {
    const info = await statFile(filePath);
    if (!info) return undefined;
    const kept = this.#inline.get(filePath);
    if (kept?.mtimeMs === info.mtimeMs) return kept.text;
    const text = readFile(filePath, 'utf8').then(
      (content) => (inlinable(content) ? content : undefined),
      () => undefined,
    );
    this.#inline.set(filePath, { mtimeMs: info.mtimeMs, text });
    return text;
  }

  /** An older build without the table gets none: its pages load as before. */
  async preloads(filePath: string): Promise<Record<string, PagePreloads>> {
    const info = await statFile(filePath);
    if (!info) return {};
    if (this.#preloads?.mtimeMs !== info.mtimeMs) {
      this.#preloads = {
        mtimeMs: info.mtimeMs,
        table: readFile(filePath, 'utf8')
          .then((text) => validPreloads(JSON.parse(text)))
          .catch(() => ({})),
      };
    }
    return this.#preloads.table;
  }
}

/**
 * A page's files to preload, with its interactive blocks' code when the page drawn holds one (the app
 * loads that code before it hydrates: apps/web/src/app/interactive-blocks-loader.ts).
 */
export function pagePreloadsFor(
  table: Record<string, PagePreloads>,
  route: string,
  rendered: Extract<RenderedPage, { kind: 'page' }> | null,
): PagePreloads | null {
  const own = table[route] ?? null;
  const blocks = table[interactiveBlocksPreloadKey];
  if (!own || !blocks || !rendered || !jsonHasInteractiveBlocks(JSON.stringify(rendered.state))) return own;
  return {
    ...own,
    modules: [...new Set([...own.modules, ...blocks.modules])],
    styles: [...new Set([...own.styles, ...blocks.styles])],
  };
}

/** The table as the build writes it; anything else (a damaged file) is no table. */
function validPreloads(table: unknown): Record<string, PagePreloads> {
  const isList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
  if (typeof table !== 'object' || table === null) return {};
  const isWorker = (value: unknown) =>
    value === undefined ||
    (typeof value === 'object' &&
      value !== null &&
      'name' in value &&
      'src' in value &&
      typeof value.name === 'string' &&
      typeof value.src === 'string' &&
      value.src.startsWith('/assets/'));
  const entries = Object.entries(table).filter(
    ([, entry]) =>
      typeof entry === 'object' &&
      entry !== null &&
      isList(entry.modules) &&
      isList(entry.styles) &&
      isWorker(entry.worker),
  );
  return Object.fromEntries(entries) as Record<string, PagePreloads>;
}

function cacheControlFor(requestPath: string): string {
  if (requestPath.startsWith('/assets/') || requestPath.startsWith('/runtimes/'))
    return 'public, max-age=31536000, immutable';
  if (requestPath.startsWith('/builds/') || requestPath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=0, must-revalidate';
}

async function statFile(filePath: string): Promise<fs.Stats | null> {
  try {
    const info = await stat(filePath);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}
