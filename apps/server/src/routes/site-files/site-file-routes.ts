/**
 * GET /sitemap.xml, /sitemaps/{n}.xml, /robots.txt and /feed.xml, served by the server ahead of the
 * built web app, with absolute URLs from APP_URL. Only published content appears.
 *
 * A sitemap file may list 50 000 URLs (sitemaps.org); ours list at most 5 000 (about 0.6 MB, where
 * WordPress's own sitemaps stop at 2 000). A file of 50 000 URLs is 6 MB: twenty crawlers at once
 * got 80 of them a second, at p99 440 ms, from this server and from a bare one sending the same bytes
 * from memory alike (`bench:api --large`, 3 December), so the size itself was the cost. Up to one
 * file's worth, /sitemap.xml lists them all; past it, /sitemap.xml is a sitemap index of
 * /sitemaps/1.xml, /sitemaps/2.xml … (robots.txt names /sitemap.xml either way). Each file, and the
 * feed, is built once and kept a minute with its ETag and its compressed forms (`SearchCache`,
 * dropped early when this process changes what is published), so twenty crawlers at once cost one
 * query, and a 304 or a compressed copy no hashing or compressing; at 72 000 articles the single
 * sitemap took 2–5 s to build, and the feed 20–40 ms.
 */
import { Hono, type Context } from 'hono';
import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { chooseEncoding, encodeBody } from '../../http/response-encoding.ts';
import { SearchCache } from '../../search/search-cache.ts';
import { searchIndexGeneration } from '../../search/search-index.ts';
import { renderAtomFeed, renderRobots, renderSitemap, renderSitemapIndex } from './site-file-presenter.ts';
import { feedEntries, sitemapEntries, sitemapSize } from './site-file-queries.ts';

const cacheFor5Minutes = 'public, max-age=300';
const sitemapType = 'application/xml; charset=utf-8';

/** The most URLs one of our sitemap files lists (sitemaps.org allows 50 000). */
export const urlsPerSitemap = 5_000;

export interface SiteFileOptions {
  db: Database;
  appUrl: string;
  /** Lower in tests, to split the sitemap without 5 000 rows. */
  urlsPerSitemap?: number;
}

export function siteFileRoutes(options: SiteFileOptions): Hono {
  const { db, appUrl } = options;
  const perFile = options.urlsPerSitemap ?? urlsPerSitemap;
  const files = new SearchCache<BuiltFile | null>({
    ttlMs: 60_000,
    maxEntries: 8,
    generation: searchIndexGeneration,
  });

  /** /sitemap.xml: every URL, or the index of the parts when they do not fit one file. */
  const sitemap = async (): Promise<BuiltFile> => {
    const size = await sitemapSize(db);
    if (size <= perFile) return builtFile(renderSitemap(appUrl, await sitemapEntries(db)));
    const parts = Array.from({ length: Math.ceil(size / perFile) }, (_, i) => `/sitemaps/${i + 1}.xml`);
    return builtFile(renderSitemapIndex(appUrl, parts));
  };

  /** /sitemaps/{n}.xml, or null when the sitemap has no such part (or fits /sitemap.xml alone). */
  const sitemapPart = async (n: number): Promise<BuiltFile | null> => {
    const size = await sitemapSize(db);
    if (size <= perFile || (n - 1) * perFile >= size) return null;
    return builtFile(renderSitemap(appUrl, await sitemapEntries(db, (n - 1) * perFile, perFile)));
  };

  return new Hono()
    .get('/sitemap.xml', async (c) => sendFile(c, (await files.get('/sitemap.xml', sitemap))!, sitemapType))
    .get('/sitemaps/:file', async (c) => {
      const n = /^([1-9]\d{0,5})\.xml$/.exec(c.req.param('file'))?.[1];
      const file = n ? await files.get(`/sitemaps/${n}`, () => sitemapPart(Number(n))) : null;
      return file ? sendFile(c, file, sitemapType) : c.text('There is no such sitemap file.', 404);
    })
    .get('/feed.xml', async (c) => {
      const feed = await files.get('/feed.xml', async () =>
        builtFile(renderAtomFeed(appUrl, await feedEntries(db))),
      );
      return sendFile(c, feed!, 'application/atom+xml; charset=utf-8');
    })
    .get('/robots.txt', (c) =>
      c.body(renderRobots(appUrl), 200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': cacheFor5Minutes,
      }),
    );
}

/** A site file as sent: its bytes, its ETag and, once asked for, its compressed forms. */
interface BuiltFile {
  body: Bytes;
  etag: string;
  encoded: Map<'br' | 'gzip', Bytes>;
}

type Bytes = Uint8Array<ArrayBuffer>;

function builtFile(text: string): BuiltFile {
  const body = new TextEncoder().encode(text);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, encoded: new Map() };
}

/**
 * The file with its validator: 304 when `If-None-Match` holds it, else the body in the encoding the
 * client takes. A compressed body carries `Content-Encoding`, which the app's response step
 * (response-encoding.ts) leaves as it is; an uncompressed one gets its ETag from the header set here.
 */
function sendFile(c: Context, file: BuiltFile, type: string): Response {
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': cacheFor5Minutes,
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  };
  const asked = c.req.header('If-None-Match') ?? '';
  if (
    asked === '*' ||
    asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag.slice(2))
  ) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  if (!encoding) return c.body(file.body, 200, headers);
  let body = file.encoded.get(encoding);
  // zlib answers a Buffer, whose memory is an ArrayBuffer.
  if (!body) file.encoded.set(encoding, (body = encodeBody(file.body, encoding) as Bytes));
  return c.body(body, 200, { ...headers, 'Content-Encoding': encoding });
}
