/**
 * How much one member may upload: a rate (files per hour) and a total (bytes kept), both configurable,
 * and a decoded-size limit per image (a 10 000 × 10 000 PNG is only kilobytes on the wire but ~400 MB
 * in a browser's memory, and in the server's while it is re-encoded).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { rateLimited } from '../../http/errors.ts';

export interface UploadLimits {
  /** Files per member per hour. */
  perHour: number;
  /** Bytes a member may have stored in all. */
  totalBytes: number;
}

export const defaultUploadLimits: UploadLimits = { perHour: 30, totalBytes: 100 * 1024 * 1024 };
/** Each side at most this many pixels, as an image node's width and height (validate-doc.ts). */
export const maxImageSide = 10_000;
/** Decoded pixels per image (per frame of an animation): 24 megapixels (a 6000 × 4000 photo). */
export const maxImagePixels = 24_000_000;
/**
 * Decoded pixels of all an animation's frames together: 200 frames of 500 × 500. Re-encoding a GIF
 * took about a second per 4 megapixels (2026-12-02, 2-core machine), so this bounds one upload to
 * ~12 s of work.
 */
export const maxAnimationPixels = 50_000_000;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Throws a 429 naming the limit when `size` more bytes from `userId` would pass one. */
export async function checkUploadLimits(db: Database, userId: string, size: number, limits: UploadLimits) {
  const [usage] = await db
    .select({
      lastHour: sql<number>`count(*) filter (where ${uploads.createdAt} > now() - interval '1 hour')`.mapWith(
        Number,
      ),
      stored: sql<number>`coalesce(sum(${uploads.size}), 0)`.mapWith(Number),
    })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  if ((usage?.lastHour ?? 0) >= limits.perHour) {
    throw rateLimited(
      `You can upload ${limits.perHour} images an hour. Please wait a while before uploading more.`,
    );
  }
  if ((usage?.stored ?? 0) + size > limits.totalBytes) {
    throw rateLimited(
      `Your uploads would pass your storage allowance of ${megabytes(limits.totalBytes)}. Images that no page uses are removed after a day.`,
    );
  }
}
