/**
 * The seed's images: SVG drawings kept in the content folder's images/ (project covers and wiring
 * diagrams, article figures, store logos). They are stored through the server's Storage like any
 * upload and served from /uploads/, so the site has one way to serve images. Each file's name in
 * storage comes from a hash of its bytes: uploads are cached as immutable, so a redrawn figure gets
 * a new address, and storing an unchanged file again is a no-op. Each drawing is stored with its
 * dark variant (drawing-dark-variant.ts), which the page shows at `….svg#dark` in dark mode.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Storage } from '../../storage/storage.ts';
import { withDarkVariant } from './drawing-dark-variant.ts';
import { checkSeedSvg } from './svg-safety.ts';

export interface SeedImage {
  /** The path content files use, relative to the content folder: images/projects/x-cover.svg. */
  path: string;
  /** The storage key: a UUID-shaped digest of the bytes and the extension. */
  key: string;
  /** The address pages use: /uploads/<key>. */
  src: string;
  width: number;
  height: number;
  data: Uint8Array;
}

/** Every image of the folder by its path, and the problems found (unsafe or unreadable files). */
export function readSeedImages(root: string): { images: Map<string, SeedImage>; problems: string[] } {
  const images = new Map<string, SeedImage>();
  const problems: string[] = [];
  for (const file of imageFiles(root)) {
    if (!file.endsWith('.svg')) {
      problems.push(`${file}: seed images are SVG drawings (.svg)`);
      continue;
    }
    const drawing = withDarkVariant(fs.readFileSync(path.join(root, file), 'utf8'));
    const data = new TextEncoder().encode(drawing);
    const verdict = checkSeedSvg(drawing);
    if (!verdict.ok) {
      problems.push(`${file}: the drawing ${verdict.reason}`);
      continue;
    }
    const key = `${digestUuid(data)}.svg`;
    images.set(file, {
      path: file,
      key,
      src: `/uploads/${key}`,
      width: verdict.width,
      height: verdict.height,
      data,
    });
  }
  return { images, problems };
}

/** The image files under images/, as content-relative paths with forward slashes, sorted. */
export function imageFiles(root: string): string[] {
  const base = path.join(root, 'images');
  if (!fs.existsSync(base)) return [];
  return fs
    .readdirSync(base, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Puts every image that storage does not hold yet. Runs on every start, even when the content is
 * unchanged, so an emptied upload folder is filled again. @example await storeSeedImages(storage, images)
 */
export async function storeSeedImages(storage: Storage, images: Iterable<SeedImage>): Promise<number> {
  let stored = 0;
  for (const image of images) {
    if (await storage.head(image.key)) continue;
    await storage.put(image.key, image.data, { contentType: 'image/svg+xml' });
    stored++;
  }
  return stored;
}

/** Formats the first 128 bits of the SHA-256 of `data` as a UUID, the shape upload names have. */
function digestUuid(data: Uint8Array): string {
  const hex = createHash('sha256').update(data).digest('hex').slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
