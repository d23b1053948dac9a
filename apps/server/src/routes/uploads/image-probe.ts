/**
 * What an uploaded file really is, from its first bytes: PNG, JPEG, WebP or GIF (by their magic
 * numbers, never by name or declared type), and its width and height from the format's header.
 * One tiny reader per format, no image library. JPEG sizes follow the EXIF orientation, as browsers
 * display them (a portrait phone photo is stored landscape with orientation 6).
 */
import type { UploadContentType } from '@tinkerlabs/contract/uploads';

export type ImageProbe =
  | { ok: true; contentType: UploadContentType; extension: string; width: number; height: number }
  | { ok: false; problem: 'unknown_type' }
  | { ok: false; problem: 'damaged'; message: string };

type Size = { width: number; height: number } | string;

interface Format {
  contentType: UploadContentType;
  extension: string;
  matches(bytes: Uint8Array): boolean;
  /** The size, or what is wrong with the header. */
  size(view: DataView): Size;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

const formats: Format[] = [
  {
    contentType: 'image/png',
    extension: 'png',
    matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    size(view) {
      // The first chunk is IHDR: length 13, then width and height as big-endian 32-bit numbers.
      if (view.byteLength < 33 || !startsWith(bytesOf(view), ascii('IHDR'), 12)) {
        return 'the PNG header (IHDR) is missing';
      }
      return { width: view.getUint32(16), height: view.getUint32(20) };
    },
  },
  {
    contentType: 'image/jpeg',
    extension: 'jpg',
    matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
    size: jpegSize,
  },
  {
    contentType: 'image/webp',
    extension: 'webp',
    matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
    size: webpSize,
  },
  {
    contentType: 'image/gif',
    extension: 'gif',
    matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
    size(view) {
      // The logical screen: little-endian 16-bit width and height after the 6-byte signature.
      if (view.byteLength < 13) return 'the GIF header is cut short';
      return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
    },
  },
];

/**
 * @example probeImage(pngBytes) // { ok: true, contentType: 'image/png', extension: 'png', width: 1, height: 1 }
 */
export function probeImage(bytes: Uint8Array): ImageProbe {
  const format = formats.find((f) => f.matches(bytes));
  if (!format) return { ok: false, problem: 'unknown_type' };
  const size = format.size(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (typeof size === 'string') return { ok: false, problem: 'damaged', message: size };
  if (size.width < 1 || size.height < 1) {
    return { ok: false, problem: 'damaged', message: 'its header gives it no width or height' };
  }
  return { ok: true, contentType: format.contentType, extension: format.extension, ...size };
}

function bytesOf(view: DataView): Uint8Array {
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
const startOfFrame = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(view: DataView): Size {
  let orientation = 1;
  let at = 2;
  while (at + 4 <= view.byteLength) {
    if (view.getUint8(at) !== 0xff) return 'a JPEG segment does not start where it should';
    const marker = view.getUint8(at + 1);
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break; // end of image, or the image data: no size came first
    const length = view.getUint16(at + 2);
    if (length < 2 || at + 2 + length > view.byteLength)
      return 'a JPEG segment runs past the end of the file';
    if (marker === 0xe1) orientation = exifOrientation(view, at + 4, length - 2) ?? orientation;
    if (startOfFrame.has(marker)) {
      if (length < 7) return 'the JPEG frame header is cut short';
      const height = view.getUint16(at + 5);
      const width = view.getUint16(at + 7);
      return orientation >= 5 && orientation <= 8 ? { width: height, height: width } : { width, height };
    }
    at += 2 + length;
  }
  return 'the JPEG has no frame header with its size';
}

/** The orientation (1–8) in an APP1 Exif segment's first directory, if it has one. */
export function exifOrientation(view: DataView, start: number, length: number): number | null {
  const end = start + length;
  if (length < 14 || !startsWith(bytesOf(view), [...ascii('Exif'), 0, 0], start)) return null;
  const tiff = start + 6;
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const little = order === 0x4949;
  const directory = tiff + view.getUint32(tiff + 4, little);
  if (directory + 2 > end) return null;
  const entries = view.getUint16(directory, little);
  for (let i = 0; i < entries; i++) {
    const entry = directory + 2 + i * 12;
    if (entry + 12 > end) return null;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

function webpSize(view: DataView): Size {
  if (view.byteLength < 30) return 'the WebP header is cut short';
  const chunk = String.fromCharCode(...bytesOf(view).subarray(12, 16));
  switch (chunk) {
    case 'VP8 ': {
      // Lossy: a 3-byte frame tag, the start code 9d 01 2a, then 14-bit width and height.
      if (!startsWith(bytesOf(view), [0x9d, 0x01, 0x2a], 23)) return 'the WebP (VP8) start code is missing';
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    }
    case 'VP8L': {
      // Lossless: the signature 0x2f, then width − 1 and height − 1 in 14 bits each.
      if (view.getUint8(20) !== 0x2f) return 'the WebP (VP8L) signature is missing';
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X': {
      // Extended: canvas width − 1 and height − 1 as 24-bit little-endian numbers.
      const uint24 = (at: number) =>
        view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16);
      return { width: uint24(24) + 1, height: uint24(27) + 1 };
    }
    default:
      return `the WebP has an unknown first chunk`;
  }
}
