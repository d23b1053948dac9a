import { describe, expect, it } from 'vitest';
import {
  gifBytes,
  jpeg3x2,
  pngBytes,
  webpAlpha,
  webpLossless,
  webpLossy,
  withExifOrientation,
} from '../../testing/image-bytes.ts';
import { probeImage } from './image-probe.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('probeImage', () => {
  it.each([
    ['PNG', pngBytes(3, 2), 'image/png', 'png', 3, 2],
    ['large PNG', pngBytes(640, 1), 'image/png', 'png', 640, 1],
    ['JPEG', jpeg3x2, 'image/jpeg', 'jpg', 3, 2],
    ['GIF', gifBytes(5, 3), 'image/gif', 'gif', 5, 3],
    ['lossy WebP', webpLossy, 'image/webp', 'webp', 1, 1],
    ['lossless WebP', webpLossless, 'image/webp', 'webp', 1, 1],
    ['extended WebP', webpAlpha, 'image/webp', 'webp', 1, 1],
  ])('reads a %s', (_name, image, contentType, extension, width, height) => {
    expect(probeImage(image)).toEqual({ ok: true, contentType, extension, width, height });
  });

  it.each([1, 2, 3, 4])('keeps a JPEG’s size for EXIF orientation %i', (orientation) => {
    expect(probeImage(withExifOrientation(jpeg3x2, orientation))).toMatchObject({ width: 3, height: 2 });
  });

  it.each([5, 6, 7, 8])('swaps a JPEG’s size for EXIF orientation %i, as browsers show it', (orientation) => {
    expect(probeImage(withExifOrientation(jpeg3x2, orientation))).toMatchObject({ width: 2, height: 3 });
    expect(probeImage(withExifOrientation(jpeg3x2, orientation, 'II'))).toMatchObject({
      width: 2,
      height: 3,
    });
  });

  it('reads the larger sizes of each WebP header', () => {
    const vp8x = Buffer.from(webpAlpha);
    vp8x.writeUIntLE(1919, 24, 3);
    vp8x.writeUIntLE(1079, 27, 3);
    expect(probeImage(vp8x)).toMatchObject({ width: 1920, height: 1080 });
    const vp8l = Buffer.from(webpLossless);
    vp8l.writeUInt32LE((799 & 0x3fff) | ((599 & 0x3fff) << 14), 21);
    expect(probeImage(vp8l)).toMatchObject({ width: 800, height: 600 });
    const vp8 = Buffer.from(webpLossy);
    vp8.writeUInt16LE(1024, 26);
    vp8.writeUInt16LE(768, 28);
    expect(probeImage(vp8)).toMatchObject({ width: 1024, height: 768 });
  });

  it.each([
    ['text', bytes('just some text, named photo.png')],
    ['HTML', bytes('<html><script>alert(1)</script></html>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a PDF', bytes('%PDF-1.7\n')],
    ['a BMP', Uint8Array.from([0x42, 0x4d, 0, 0, 0, 0])],
    ['a RIFF that is not WebP', bytes('RIFF\0\0\0\0WAVEfmt ')],
    ['nothing', new Uint8Array(0)],
  ])('does not take %s for an image', (_name, data) => {
    expect(probeImage(data)).toEqual({ ok: false, problem: 'unknown_type' });
  });

  it.each([
    ['a PNG signature alone', pngBytes(1, 1).subarray(0, 8), /IHDR/],
    [
      'a PNG of width 0',
      (() => {
        const png = Buffer.from(pngBytes(1, 1));
        png.writeUInt32BE(0, 16);
        return png;
      })(),
      /no width or height/,
    ],
    ['a JPEG cut after its first segment', jpeg3x2.subarray(0, 30), /runs past the end|no frame header/],
    [
      'a JPEG with garbage where a segment should be',
      // the start marker and the 18-byte JFIF segment, then text
      Buffer.concat([jpeg3x2.subarray(0, 20), Buffer.from('xxxxxxxx')]),
      /a JPEG segment does not start where it should/,
    ],
    ['a GIF header cut short', gifBytes(1, 1).subarray(0, 8), /cut short/],
    [
      'a WebP with an unknown chunk',
      Buffer.concat([webpLossy.subarray(0, 12), Buffer.from('ABCD'), webpLossy.subarray(16)]),
      /unknown first chunk/,
    ],
    ['a WebP cut short', webpLossy.subarray(0, 20), /cut short/],
  ])('reports %s as damaged', (_name, data, message) => {
    const result = probeImage(data);
    expect(result).toMatchObject({ ok: false, problem: 'damaged' });
    expect(!result.ok && result.problem === 'damaged' && result.message).toMatch(message);
  });
});
