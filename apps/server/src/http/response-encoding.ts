/**
 * The last step of every API answer (and of the feed and sitemap): validators, caching rules and
 * compression, done once, on the finished body.
 *
 * - A successful public read asked for without a session gets an `ETag`, and a request whose
 *   `If-None-Match` holds it gets 304 with no body: Hono's `etag` (hono/etag, weak, a SHA-1 of the
 *   body), run before compression so every encoding has the same validator. Browsers revalidate
 *   every time (`Cache-Control: public, no-cache`: a member who has just published sees the change
 *   at once), while a CDN in front may keep the answer briefly and refresh it in the background
 *   (`CDN-Cache-Control`, RFC 9213: `max-age=10, stale-while-revalidate=60`). `Vary: Cookie` keeps a
 *   signed-in visitor's requests out of those shared entries.
 * - An answer to a signed-in visitor, or one already marked private (`privateResponses`, which runs
 *   inside this step, marks the personal prefixes), is `private, no-store` and never gets a
 *   shared-cache header.
 * - Bodies of at least `threshold` bytes in a compressible type are compressed once, synchronously,
 *   with Brotli (quality 4: a fraction of a millisecond for a page of JSON) or gzip, as the client
 *   accepts, with a `Content-Length`. Smaller bodies are sent as they are, and a response that is
 *   already encoded, an error, or not text (uploads, the realtime socket) passes through untouched.
 *   Not Hono's `compress`: it has gzip and deflate only, no Brotli, and streams without a
 *   `Content-Length`.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import type { AppEnv } from './app-env.ts';

export const browserCacheControl = 'public, no-cache';
export const cdnCacheControl = 'max-age=10, stale-while-revalidate=60';
const compressibleType = /^(application\/(json|xml|atom\+xml)|text\/)/;

export interface ResponseEncodingOptions {
  /** Bodies smaller than this many bytes are not compressed. */
  threshold?: number;
}

/** @example app.use('/api/*', responseEncoding()) // before privateResponses */
export function responseEncoding(options: ResponseEncodingOptions = {}): MiddlewareHandler<AppEnv> {
  const threshold = options.threshold ?? 1024;
  return async function responseEncodingMiddleware(c, next) {
    await next();
    // Errors are small and never cached; 201s and others answer writes.
    if (c.res.status !== 200) return;
    const headers = c.res.headers;
    const type = headers.get('Content-Type') ?? '';
    if (!compressibleType.test(type) || headers.has('Content-Encoding')) return;
    const readMethod = c.req.method === 'GET' || c.req.method === 'HEAD';
    const personal = c.get('viewer') != null || /\bprivate\b/.test(headers.get('Cache-Control') ?? '');

    const body = new Uint8Array(await c.res.arrayBuffer());
    if (readMethod && !personal) {
      if (!headers.has('Cache-Control')) {
        headers.set('Cache-Control', browserCacheControl);
        headers.set('CDN-Cache-Control', cdnCacheControl);
      }
      headers.append('Vary', 'Cookie');
      if (await notModified(c, body, headers)) return;
    } else if (personal && !headers.has('Cache-Control')) {
      headers.set('Cache-Control', 'private, no-store');
    }

    const encoding = body.byteLength >= threshold ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
    if (encoding) headers.append('Vary', 'Accept-Encoding');
    const sent = encodeBody(body, encoding);
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(sent.byteLength));
    replaceResponse(c, new Response(c.req.method === 'HEAD' ? null : sent, { status: 200, headers }));
  };
}

/**
 * Hono's `c.res` setter copies the old response's headers onto the new one by re-wrapping its body
 * as a stream; the new response already has every header, so the old one is dropped first.
 */
export function replaceResponse(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}

/** A 304 keeps these too: a page's own policy and isolation, which a browser copies onto its stored copy. */
const etagStep = etag({
  weak: true,
  retainedHeaders: [
    ...RETAINED_304_HEADERS,
    'cdn-cache-control',
    'content-security-policy',
    'cross-origin-embedder-policy',
  ],
});

/**
 * Hono's ETag step for an answer of `body` with `headers`: sets a weak `ETag` on `headers` (a SHA-1 of
 * the body in hex, as hono/etag makes it), or makes `c.res` a 304 without a body when `If-None-Match`
 * holds it. True for a 304. The digest is taken here from the bytes in hand, with Node's SHA-1: given
 * no ETag, Hono's step clones the answer to read its body (a stream tee per answer, 10 % of the
 * server's time serving /api/articles in a CPU profile, 2026-12-03), and hashes with WebCrypto, an
 * asynchronous job per answer (13 %, 2026-12-02); given one, it only compares.
 * @example if (await notModified(c, body, headers)) return;
 */
export async function notModified(c: Context, body: Uint8Array, headers: Headers): Promise<boolean> {
  headers.set('ETag', `W/"${createHash('sha1').update(body).digest('hex')}"`);
  replaceResponse(c, new Response(null, { status: 200, headers }));
  await etagStep(c, async () => {});
  return c.res.status === 304;
}

/** The body in the chosen encoding, synchronously: Brotli quality 4 or gzip level 6. */
export function encodeBody(body: Uint8Array, encoding: 'br' | 'gzip' | null): Uint8Array {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return encoding === 'gzip' ? zlib.gzipSync(body, { level: 6 }) : body;
}

/**
 * The encoding to send for an Accept-Encoding header: Brotli, else gzip, when accepted with q > 0.
 * @example chooseEncoding('gzip, deflate, br') // 'br'
 */
export function chooseEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  const accepted = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}
