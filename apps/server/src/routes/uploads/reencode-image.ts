/**
 * Every upload is decoded and encoded afresh by libvips (sharp) before it is stored, so only its
 * pixels reach other people: bytes after the image's end (after PNG `IEND` or JPEG `EOI`), MPF
 * secondary images, maker trailers, Exif (GPS, camera serial, time), XMP and comments all stay
 * behind. A photo is turned upright by its EXIF orientation (the tag goes with the rest), the ICC
 * colour profile is kept so colours look the same, and the format stays as uploaded: an animated
 * GIF or WebP stays animated, a lossless WebP lossless. A damaged, cut-short or oversized image
 * is refused with a message, never a 500.
 */
import type { UploadContentType } from '@tinkerlabs/contract/uploads';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { isLosslessWebp } from './image-probe.ts';
import { maxAnimationPixels, maxImagePixels, maxImageSide } from './upload-limits.ts';

export type Reencoded =
  { ok: true; bytes: Uint8Array; width: number; height: number } | { ok: false; message: string };

// Every upload is a new image: libvips' operation cache would only hold on to memory.
sharp.cache(false);

/** Re-encoding loses a little each time; at 90 a photo looks unchanged. */
const lossyQuality = 90;

const formatNames: Record<UploadContentType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

const encoders: Record<UploadContentType, (image: Sharp, bytes: Uint8Array, header: Metadata) => Sharp> = {
  // A palette PNG stays one (≤ 256 colours come back exactly), rather than tripling in size as RGB.
  'image/png': (image, _bytes, header) => image.png({ palette: header.isPalette }),
  'image/jpeg': (image) => image.jpeg({ quality: lossyQuality }),
  'image/webp': (image, bytes) =>
    image.webp(isLosslessWebp(bytes) ? { lossless: true } : { quality: lossyQuality }),
  // Frame delays and the loop count are carried over by libvips.
  'image/gif': (image) => image.gif(),
};

/**
 * `type` comes from image-probe.ts: the bytes' own signature.
 * @example const image = await reencodeImage(bytes, 'image/jpeg') // { ok: true, bytes, width: 4000, height: 3000 }
 */
export async function reencodeImage(bytes: Uint8Array, type: UploadContentType): Promise<Reencoded> {
  const damaged = {
    ok: false,
    message: `The image could not be read as a ${formatNames[type]}: it is damaged or cut short.`,
  } as const;
  let header: Metadata;
  try {
    // The header only: the limits below say what is wrong, in the member's terms, before any decoding.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return damaged;
  }
  const frames = header.pages ?? 1;
  const animated = frames > 1;
  // An animation is not turned (its frames are stacked into one tall image while decoded).
  const { width, height } = animated ? header : header.autoOrient;
  const tooLarge = sizeProblem(width, height, frames);
  if (tooLarge) return { ok: false, message: tooLarge };

  try {
    const decoded = sharp(bytes, {
      animated,
      // The same limits, enforced by libvips while it decodes.
      limitInputPixels: animated ? maxAnimationPixels : maxImagePixels,
    });
    const image = animated ? decoded : decoded.autoOrient();
    const { data, info } = await encoders[type](image.keepIccProfile(), bytes, header).toBuffer({
      resolveWithObject: true,
    });
    return {
      ok: true,
      bytes: new Uint8Array(data),
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/.test(error.message)) {
      const message = `Images may have at most ${maxImagePixels / 1_000_000} megapixels (animations ${maxAnimationPixels / 1_000_000} in all their frames together), and this one has more. Make it smaller and try again.`;
      return { ok: false, message };
    }
    return damaged;
  }
}

const megapixels = (pixels: number) => (pixels / 1_000_000).toFixed(1);

function sizeProblem(width: number, height: number, frames: number): string | null {
  if (width > maxImageSide || height > maxImageSide) {
    return `Images may be at most ${maxImageSide} pixels wide and high; this one is ${width} × ${height}.`;
  }
  if (width * height > maxImagePixels) {
    return `Images may have at most ${maxImagePixels / 1_000_000} megapixels; this one has ${megapixels(
      width * height,
    )} (${width} × ${height}). Make it smaller and try again.`;
  }
  if (width * height * frames > maxAnimationPixels) {
    return `Animations may have at most ${maxAnimationPixels / 1_000_000} megapixels in all their frames together; this one has ${megapixels(
      width * height * frames,
    )} (${frames} frames of ${width} × ${height}). Make it shorter or smaller and try again.`;
  }
  return null;
}
