/**
 * GET /uploads/{name}: an uploaded image, outside /api. Names are the random ones the upload route
 * made, so a file never changes: cached for a year. It is sent with the type sniffed at upload,
 * `nosniff` so a browser never second-guesses it, and a sandboxing policy so that, opened on its
 * own, no file can run script in the site's origin.
 */
import { Hono } from 'hono';
import { notFound } from '../../http/errors.ts';
import type { Storage } from '../../storage/storage.ts';

// SVG files come only from the seed's checked drawings (the upload route sniffs and never accepts
// SVG); the sandboxing policy below would keep any script in one inert even if opened on its own.
const uploadName = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|webp|gif|svg)$/;

export const uploadedFileHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
} as const;

export function uploadedFileRoutes({ storage }: { storage: Storage }) {
  return new Hono().get('/:name', async (c) => {
    const name = c.req.param('name');
    const file = uploadName.test(name) ? await storage.get(name) : null;
    if (!file) throw notFound(`There is no uploaded file at /uploads/${name.slice(0, 100)}.`);
    return c.body(file.body, 200, {
      ...uploadedFileHeaders,
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
    });
  });
}
