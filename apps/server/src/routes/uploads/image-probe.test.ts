import { describe, expect, it } from 'vitest';
import {
  gifBytes,
  jpeg3x2,
  pngBytes,
  webpAlpha,
  webpLossless,
  webpLossy,
} from '../../testing/image-bytes.ts';
import { isLosslessWebp, probeImageType } from './image-probe.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('probeImageType', () => {
  it.each([
    ['PNG', pngBytes(3, 2), 'image/png', 'png'],
    ['JPEG', jpeg3x2, 'image/jpeg', 'jpg'],
    ['GIF', gifBytes(5, 3), 'image/gif', 'gif'],
    ['lossy WebP', webpLossy, 'image/webp', 'webp'],
    ['lossless WebP', webpLossless, 'image/webp', 'webp'],
    ['extended WebP', webpAlpha, 'image/webp', 'webp'],
  ])('knows a %s by its signature', (_name, image, contentType, extension) => {
    expect(probeImageType(image)).toEqual({ contentType, extension });
  });

  it.each([
    ['text', bytes('just some text, named photo.png')],
    ['HTML', bytes('<html><script>alert(1)</script></html>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a PDF', bytes('%PDF-1.7\n')],
    ['a TIFF', Uint8Array.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0])],
    ['a BMP', Uint8Array.from([0x42, 0x4d, 0, 0, 0, 0])],
    ['a RIFF that is not WebP', bytes('RIFF\0\0\0\0WAVEfmt ')],
    ['nothing', new Uint8Array(0)],
  ])('does not take %s for an image', (_name, data) => {
    expect(probeImageType(data)).toBeNull();
  });
});

describe('isLosslessWebp', () => {
  it.each([
    ['lossless (VP8L)', webpLossless, true],
    ['lossy (VP8)', webpLossy, false],
    ['extended, lossy with alpha (VP8X, ALPH, VP8)', webpAlpha, false],
    ['cut short', webpLossless.subarray(0, 14), false],
  ])('tells a %s WebP', (_name, data, lossless) => {
    expect(isLosslessWebp(data)).toBe(lossless);
  });
});
