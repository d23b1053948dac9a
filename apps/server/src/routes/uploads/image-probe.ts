/**
 * What an uploaded file claims to be, from its first bytes: PNG, JPEG, WebP or GIF (by their magic
 * numbers, never by name or declared type). Sizes, orientation and damage are libvips' business
 * (reencode-image.ts); this gate stays so that no other libvips decoder (SVG, TIFF, HEIF, JPEG 2000 …)
 * ever reads an upload.
 */
import type { UploadContentType } from '@tinkerlabs/contract/uploads';

export interface ImageType {
  contentType: UploadContentType;
  extension: string;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

const signatures: (ImageType & { matches(bytes: Uint8Array): boolean })[] = [
  {
    contentType: 'image/png',
    extension: 'png',
    matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { contentType: 'image/jpeg', extension: 'jpg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  {
    contentType: 'image/webp',
    extension: 'webp',
    matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  },
  {
    contentType: 'image/gif',
    extension: 'gif',
    matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  },
];

/** @example probeImageType(pngBytes) // { contentType: 'image/png', extension: 'png' } */
export function probeImageType(bytes: Uint8Array): ImageType | null {
  const match = signatures.find((s) => s.matches(bytes));
  return match ? { contentType: match.contentType, extension: match.extension } : null;
}

/**
 * Whether a WebP's (first) frame is lossless (VP8L): libvips does not say, and a screenshot or
 * diagram re-encoded lossy would blur its text. Walks the RIFF chunks, and into an animation's
 * first frame (ANMF: 16 bytes of frame header, then the frame's own chunks).
 */
export function isLosslessWebp(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 12;
  while (at + 8 <= bytes.length) {
    const chunk = String.fromCharCode(...bytes.subarray(at, at + 4));
    if (chunk === 'VP8L') return true;
    if (chunk === 'VP8 ') return false;
    if (chunk === 'ANMF') {
      at += 8 + 16;
      continue;
    }
    const size = view.getUint32(at + 4, true);
    at += 8 + size + (size % 2);
  }
  return false;
}
