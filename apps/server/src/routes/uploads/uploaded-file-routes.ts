/**
 * GET /uploads/{name}: an uploaded image, outside /api. Names are the random ones the upload route
 * made, so a file never changes: cached for a year, with an ETag for revalidation and byte ranges
 * (range-parser) for clients that resume. It is sent with the type sniffed at upload, `nosniff` so a
 * browser never second-guesses it, and a sandboxing policy so that, opened on its own, no file can
 * run script in the site's origin. With STORAGE_SERVE=redirect (an S3 store only) it answers with a
 * redirect to a signed address in the bucket instead, which then serves the bytes.
 */
import { Hono, type Context } from 'hono';
import parseRange from 'range-parser';
import { AppError, notFound } from '../../http/errors.ts';
import {
  storedFileCacheControl,
  type ByteRange,
  type Storage,
  type StoredFile,
  type StoredFileInfo,
} from '../../storage/storage.ts';

// SVG files come only from the seed's checked drawings (the upload route sniffs and never accepts
// SVG); the sandboxing policy below would keep any script in one inert even if opened on its own.
export const uploadName =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|webp|gif|svg)$/;

export const uploadedFileHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': storedFileCacheControl,
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
} as const;

/**
 * Signed addresses are made for the current hour and stay valid for two, so everyone within the hour
 * gets the same address (browsers and CDNs can cache the redirect) and a cached one still works.
 */
export const signingPeriodSeconds = 60 * 60;

const storeUnavailable = () =>
  new AppError(
    503,
    'service_unavailable',
    'The image cannot be loaded just now. Please try again in a minute.',
  );

/** @example app.route('/uploads', uploadedFileRoutes({ storage, serve: config.storageServe })) */
export function uploadedFileRoutes({
  storage,
  serve = 'app',
}: {
  storage: Storage;
  serve?: 'app' | 'redirect';
}) {
  const signedUrl = storage.signedUrl?.bind(storage);
  if (serve === 'redirect' && !signedUrl)
    throw new Error('STORAGE_SERVE=redirect needs a store with signed addresses (S3).');

  return new Hono().get('/:name', async (c) => {
    const name = c.req.param('name');
    const missing = () => notFound(`There is no uploaded file at /uploads/${name.slice(0, 100)}.`);
    if (!uploadName.test(name)) throw missing();
    if (serve === 'redirect') return redirectToBucket(c, name, signedUrl!);
    try {
      return await answerFromStore(c, name, storage, missing);
    } catch (error) {
      if (error instanceof AppError) throw error;
      console.error(`Reading the upload ${name} from storage failed: ${String(error)}`);
      throw storeUnavailable();
    }
  });
}

async function answerFromStore(c: Context, name: string, storage: Storage, missing: () => AppError) {
  const rangeHeader = c.req.header('range');
  const ifNoneMatch = c.req.header('if-none-match');
  let range: ByteRange | undefined;
  // Conditional and range requests need the size and ETag first: a HEAD of the file, not its bytes.
  if (rangeHeader || ifNoneMatch) {
    const info = await storage.head(name);
    if (!info) throw missing();
    if (ifNoneMatch && matchesEtag(ifNoneMatch, info.etag)) {
      return c.body(null, 304, { ...uploadedFileHeaders, ...validators(info) });
    }
    const ifRange = c.req.header('if-range');
    if (rangeHeader && (!ifRange || ifRange === info.etag)) {
      const ranges = parseRange(info.size, rangeHeader, { combine: true });
      if (ranges === -1) {
        return c.body(null, 416, { ...uploadedFileHeaders, 'Content-Range': `bytes */${info.size}` });
      }
      // A malformed header, another unit or several ranges: the whole file, as RFC 9110 allows.
      if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) range = ranges[0];
    }
  }
  const file = await storage.get(name, range);
  if (!file) throw missing();
  return sendFile(c, file);
}

function sendFile(c: Context, file: StoredFile) {
  const headers: Record<string, string> = {
    ...uploadedFileHeaders,
    ...validators(file),
    'Content-Type': file.contentType,
    'Accept-Ranges': 'bytes',
  };
  if (!file.range) return c.body(file.body, 200, { ...headers, 'Content-Length': String(file.size) });
  const { start, end } = file.range;
  return c.body(file.body, 206, {
    ...headers,
    'Content-Length': String(end - start + 1),
    'Content-Range': `bytes ${start}-${end}/${file.size}`,
  });
}

const validators = (info: StoredFileInfo) => ({
  ETag: info.etag,
  'Last-Modified': info.lastModified.toUTCString(),
});

/** If-None-Match: `*`, or a list of tags compared weakly (a W/ prefix does not matter). */
function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

async function redirectToBucket(c: Context, name: string, signedUrl: NonNullable<Storage['signedUrl']>) {
  const now = Date.now();
  const periodMs = signingPeriodSeconds * 1000;
  const periodStart = Math.floor(now / periodMs) * periodMs;
  let location: string;
  try {
    location = await signedUrl(name, {
      signingDate: new Date(periodStart),
      expiresInSeconds: 2 * signingPeriodSeconds,
    });
  } catch (error) {
    console.error(`Signing the address of the upload ${name} failed: ${String(error)}`);
    throw storeUnavailable();
  }
  // Cached no longer than the rest of this period: a cached redirect always has an hour left to run.
  const maxAge = Math.max(0, Math.floor((periodStart + periodMs - now) / 1000));
  return c.body(null, 302, { Location: location, 'Cache-Control': `public, max-age=${maxAge}` });
}
