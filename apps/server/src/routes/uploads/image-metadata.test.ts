// What a stored image no longer says about its taker, and what it still shows: same format, same
// size, same orientation.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gifBytes, jpeg3x2, pngBytes, webpLossless, withExifOrientation } from '../../testing/image-bytes.ts';
import { stripImageMetadata } from './image-metadata.ts';
import { probeImage } from './image-probe.ts';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** A JPEG segment: marker, length, payload. */
function jpegSegment(marker: number, payload: string): Buffer {
  const header = Buffer.alloc(4);
  header.set([0xff, marker]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, Buffer.from(payload, 'latin1')]);
}

function pngChunk(type: string, data: string): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.from(type + data, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const sizeOf = (bytes: Uint8Array) => {
  const probe = probeImage(bytes);
  return probe.ok ? [probe.width, probe.height] : probe.problem;
};

describe('stripImageMetadata', () => {
  it('drops a JPEG’s Exif (GPS, camera), XMP, IPTC and comments, keeping the orientation and the pixels', () => {
    const rotated = withExifOrientation(jpeg3x2, 6);
    const tagged = Buffer.concat([
      rotated.subarray(0, 2),
      jpegSegment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>Ada Lovelace</x:xmpmeta>'),
      jpegSegment(0xed, 'Photoshop 3.0\0 GPS 52.52N 13.40E'),
      jpegSegment(0xfe, 'Shot on Ada’s phone, serial 12345'),
      rotated.subarray(2),
    ]);
    const clean = stripImageMetadata(tagged, 'image/jpeg');
    expect(latin1(clean)).not.toMatch(/Ada|GPS|serial|xmpmeta/);
    expect(sizeOf(clean)).toEqual([2, 3]); // still portrait: orientation 6 kept
    expect(latin1(clean)).toContain('Exif');
    // Everything from the image data on is unchanged.
    const scanStart = (bytes: Uint8Array) => latin1(bytes).indexOf('\xff\xda');
    expect(latin1(clean).slice(scanStart(clean))).toBe(latin1(jpeg3x2).slice(scanStart(jpeg3x2)));
  });

  it('leaves an upright JPEG without any Exif at all', () => {
    const clean = stripImageMetadata(withExifOrientation(jpeg3x2, 1), 'image/jpeg');
    expect(latin1(clean)).not.toContain('Exif');
    expect(sizeOf(clean)).toEqual([3, 2]);
  });

  it('drops a PNG’s text, time and Exif chunks', () => {
    const png = Buffer.from(pngBytes(4, 2));
    const tagged = Buffer.concat([
      png.subarray(0, 33), // signature + IHDR
      pngChunk('tEXt', 'Author\0Ada Lovelace'),
      pngChunk('eXIf', 'MM\0*GPS'),
      pngChunk('tIME', '\x07\xea\x0b\x19\x0c\x00\x00'),
      png.subarray(33),
    ]);
    const clean = stripImageMetadata(tagged, 'image/png');
    expect(latin1(clean)).not.toMatch(/Ada|GPS|tIME/);
    expect(Buffer.from(clean)).toEqual(png);
  });

  it('drops a WebP’s EXIF and XMP chunks and their flags', () => {
    const image = Buffer.from(webpLossless);
    const vp8x = Buffer.alloc(18);
    vp8x.write('VP8X', 0, 'latin1');
    vp8x.writeUInt32LE(10, 4);
    vp8x[8] = 0x0c; // EXIF and XMP present
    const exif = Buffer.concat([
      Buffer.from('EXIF', 'latin1'),
      Buffer.from([8, 0, 0, 0]),
      Buffer.from('GPS 52.5', 'latin1'),
    ]);
    const body = Buffer.concat([vp8x, image.subarray(12), exif]);
    const riff = Buffer.concat([
      Buffer.from('RIFF', 'latin1'),
      Buffer.alloc(4),
      Buffer.from('WEBP', 'latin1'),
      body,
    ]);
    riff.writeUInt32LE(riff.length - 8, 4);
    const clean = Buffer.from(stripImageMetadata(riff, 'image/webp'));
    expect(clean.toString('latin1')).not.toContain('GPS');
    expect(clean[20]! & 0x0c).toBe(0);
    expect(clean.readUInt32LE(4)).toBe(clean.length - 8);
  });

  it('drops a GIF’s comments and keeps its pixels', () => {
    const gif = Buffer.from(gifBytes(3, 2));
    const comment = Buffer.concat([
      Buffer.from([0x21, 0xfe, 12]),
      Buffer.from('Ada Lovelace', 'latin1'),
      Buffer.from([0]),
    ]);
    const tagged = Buffer.concat([gif.subarray(0, 19), comment, gif.subarray(19)]);
    const clean = stripImageMetadata(tagged, 'image/gif');
    expect(latin1(clean)).not.toContain('Ada');
    expect(Buffer.from(clean)).toEqual(gif);
  });
});
