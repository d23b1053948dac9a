/**
 * Removes what a photo says about its taker before it is stored and served to everyone: EXIF (GPS
 * position, camera serial number, time), XMP, IPTC and comments. Pixels and colour are untouched:
 * the ICC profile and Adobe colour segment stay, and a JPEG keeps its orientation as a minimal Exif
 * segment holding that one tag, so a phone photo still shows upright. One walker per format, no
 * image library; the input has already been read by image-probe.ts.
 */
import { exifOrientation } from './image-probe.ts';

import type { UploadContentType } from '@tinkerlabs/contract/uploads';

export type ImageType = UploadContentType;

/** @example const clean = stripImageMetadata(bytes, 'image/jpeg') */
export function stripImageMetadata(bytes: Uint8Array, type: ImageType): Uint8Array {
  switch (type) {
    case 'image/jpeg':
      return stripJpeg(bytes);
    case 'image/png':
      return stripPng(bytes);
    case 'image/webp':
      return stripWebp(bytes);
    case 'image/gif':
      return stripGif(bytes);
  }
}

const concat = (parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** APP1 (Exif, XMP), APP3–APP13 and APP15 (IPTC, vendor notes), comments: dropped. APP0, APP2 (ICC), APP14 (Adobe) kept. */
const droppedJpegMarkers = (marker: number) =>
  marker === 0xe1 || marker === 0xfe || (marker >= 0xe3 && marker <= 0xef && marker !== 0xee);

function stripJpeg(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation = 1;
  let at = 2;
  while (at + 4 <= bytes.length) {
    const marker = view.getUint8(at + 1);
    if (view.getUint8(at) !== 0xff || marker === 0xda || marker === 0xd9) break; // image data: copied as is
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(at, at + (marker === 0xff ? 1 : 2)));
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (marker === 0xe1) orientation = exifOrientation(view, at + 4, length - 2) ?? orientation;
    if (!droppedJpegMarkers(marker)) kept.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  kept.push(bytes.subarray(at));
  if (orientation !== 1) kept.splice(1, 0, orientationSegment(orientation));
  return concat(kept);
}

/** An APP1 Exif segment with a single tag: Orientation. */
function orientationSegment(orientation: number): Uint8Array {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.alloc(4);
  header.set([0xff, 0xe1]);
  header.writeUInt16BE(payload.length + 2, 2);
  return concat([header, payload]);
}

const droppedPngChunks = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function stripPng(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = Buffer.from(bytes.subarray(at + 4, at + 8)).toString('latin1');
    const end = Math.min(at + 12 + length, bytes.length);
    if (!droppedPngChunks.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return concat(kept);
}

function stripWebp(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = Buffer.from(bytes.subarray(at, at + 4)).toString('latin1');
    const size = view.getUint32(at + 4, true);
    const end = Math.min(at + 8 + size + (size % 2), bytes.length);
    if (type !== 'EXIF' && type !== 'XMP ') {
      const chunk = new Uint8Array(bytes.subarray(at, end));
      if (type === 'VP8X' && chunk.length > 8) chunk[8] = chunk[8]! & ~0x0c; // no EXIF (0x08) or XMP (0x04) any more
      kept.push(chunk);
    }
    at = end;
  }
  const body = concat(kept);
  const header = Buffer.from(bytes.subarray(0, 12));
  header.writeUInt32LE(body.length + 4, 4);
  return concat([header, body]);
}

/** GIF: comment extensions and application extensions other than the looping ones (XMP lives there) go. */
function stripGif(bytes: Uint8Array): Uint8Array {
  const flags = bytes[10]!;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const kept: Uint8Array[] = [bytes.subarray(0, at)];
  const skipSubBlocks = (from: number) => {
    let position = from;
    while (position < bytes.length && bytes[position] !== 0) position += bytes[position]! + 1;
    return position + 1;
  };
  while (at < bytes.length) {
    const introducer = bytes[at]!;
    if (introducer === 0x3b) {
      kept.push(bytes.subarray(at, at + 1));
      break;
    }
    if (introducer === 0x21) {
      const label = bytes[at + 1]!;
      const end = skipSubBlocks(at + 2);
      const application = Buffer.from(bytes.subarray(at + 3, at + 14)).toString('latin1');
      const looping = application === 'NETSCAPE2.0' || application === 'ANIMEXTS1.0';
      if (label !== 0xfe && (label !== 0xff || looping)) kept.push(bytes.subarray(at, end));
      at = end;
      continue;
    }
    if (introducer === 0x2c) {
      const local = bytes[at + 9]!;
      const tableEnd = at + 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0);
      const end = skipSubBlocks(tableEnd + 1);
      kept.push(bytes.subarray(at, end));
      at = end;
      continue;
    }
    kept.push(bytes.subarray(at)); // not a block we know: keep the rest as it is
    break;
  }
  return concat(kept);
}
