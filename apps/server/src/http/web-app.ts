/**
 * Serves the built single-page app. Hashed files under /assets are cached for a year; index.html and
 * the build manifest are never cached; other files revalidate. Precompressed `.br` / `.gz` siblings
 * written by the web build are sent when the browser accepts them. A path that names a file (it has
 * an extension) and does not exist is a real 404; any other page path gets index.html, with the
 * status `pageStatus` gives it: 404 for a page that does not exist (the app shows its not-found view).
 *
 * The language runtimes of the programming labs live under /runtimes/<name>-<version>/ (copied from
 * their npm packages by the web build): a new version is a new path, so they are cached as immutable.
 * The labs that share memory with their worker (SharedArrayBuffer: interrupting Python, reading the
 * virtual board's inputs) need a cross-origin isolated document (`isolated` in the page list), so their pages alone are sent with
 * COEP (COOP same-origin is on every response already). Every file the site loads is its own, so
 * `require-corp` blocks nothing there; the rest of the site stays without it. A visitor who reaches a
 * lab by client-side navigation has a document without the header: the lab's route loader turns
 * that navigation into a full page load (apps/web/src/lib/code-runners/cross-origin-isolation.ts).
 * Scripts under /assets/ carry COEP too, because an isolated page starts a worker only from a script
 * that has it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { isIsolatedPage } from '@tinkerlabs/contract/pages';
import type { MiddlewareHandler } from 'hono';
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

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
  '.tar': 'application/x-tar',
  '.webmanifest': 'application/manifest+json',
};

const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.wasm',
  '.map',
  '.tar',
  // Pyodide's memory snapshot (apps/web/tooling/pyodide-snapshot.ts): 15 MB, 5 MB as brotli.
  '.bin',
]);

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
  return async function webApp(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let requestPath: string;
    try {
      requestPath = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Bad request', 400);
    }
    const filePath = path.join(root, path.normalize(requestPath));
    if (!filePath.startsWith(root)) return c.text('Not found', 404);
    // The server's page renderer is the server's.
    if (filePath.startsWith(path.join(root, serverRenderFolder) + path.sep)) return c.text('Not found', 404);

    const file = requestPath.endsWith('/') ? null : await statFile(filePath);
    if (file) {
      // A worker's script carries its own COEP: without it an isolated page may not start the worker.
      // On any other script the header has no effect.
      const script = requestPath.startsWith('/assets/') && requestPath.endsWith('.js');
      const extra = !script
        ? {}
        : evalWorkerScript.test(requestPath)
          ? { ...isolationHeaders, 'Content-Security-Policy': evalWorkerPolicy }
          : isolationHeaders;
      return sendFile(
        c.req.raw,
        filePath,
        file,
        cacheControlFor(requestPath),
        c.req.method === 'HEAD',
        extra,
      );
    }
    if (path.extname(requestPath) !== '') return c.text('Not found', 404);

    const indexPath = path.join(root, 'index.html');
    const index = await statFile(indexPath);
    if (!index) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503);
    }
    const headOnly = c.req.method === 'HEAD';
    const answer: PageAnswer = options.page ? await options.page(c.req.raw) : { status: 200, route: null };
    if (answer.status === 200) {
      const isolated = isIsolatedPage(requestPath);
      const extra = isolated ? isolationHeaders : {};
      if (!options.page) return sendFile(c.req.raw, indexPath, index, 'no-cache', headOnly, extra);
      const [template, preloads, inline] = await Promise.all([
        builtFiles.template(indexPath, index),
        builtFiles.preloads(path.join(root, 'builds/page-preloads.json')),
        builtFiles.inlineScripts(root),
      ]);
      const rendered = answer.rendered?.kind === 'page' ? answer.rendered : null;
      const html = pageHtml(template, {
        preloads: answer.route ? preloads[answer.route] : null,
        rendered,
        isolated,
        inline: inline.texts,
      });
      return pageResponse(c, html, {
        headOnly,
        headers: { ...extra, 'Content-Security-Policy': pagePolicy(inline.hashes) },
      });
    }
    // No such page: the app (its not-found view) with status 404, never a 304 and no validator.
    const unconditional = new Headers(c.req.raw.headers);
    unconditional.delete('if-none-match');
    const found = await sendFile(
      new Request(c.req.url, { headers: unconditional }),
      indexPath,
      index,
      'no-cache',
      headOnly,
    );
    const headers = new Headers(found.headers);
    headers.delete('ETag');
    return new Response(found.body, { status: 404, headers });
  };
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

async function sendFile(
  request: Request,
  filePath: string,
  info: fs.Stats,
  cacheControl: string,
  headOnly: boolean,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const ext = path.extname(filePath).toLowerCase();
  const headers = new Headers({
    'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    'Last-Modified': info.mtime.toUTCString(),
    ...extraHeaders,
  });

  let sendPath = filePath;
  let size = info.size;
  let encoding = 'identity';
  if (compressible.has(ext)) {
    headers.set('Vary', 'Accept-Encoding');
    const accepted = request.headers.get('accept-encoding') ?? '';
    for (const [name, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!accepted.includes(name)) continue;
      const variant = await statFile(filePath + suffix);
      if (variant) {
        headers.set('Content-Encoding', name);
        sendPath = filePath + suffix;
        size = variant.size;
        encoding = name;
        break;
      }
    }
  }
  // Each encoding is a different representation, so it gets its own validator.
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}-${encoding}"`;
  headers.set('ETag', etag);
  const ifNoneMatch = request.headers.get('if-none-match');
  if (
    ifNoneMatch &&
    (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim() === etag))
  ) {
    headers.delete('Content-Encoding');
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(size));
  if (headOnly) return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(fs.createReadStream(sendPath)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}
