// What re-encoding keeps (format, size, animation, lossless-ness, a palette) and what it refuses
// (damaged, cut-short and oversized images), with a message each. What it drops is tested through the
// upload route (upload-routes.test.ts).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  animatedGif,
  gifBytes,
  jpeg3x2,
  plainImage,
  pngBytes,
  sparseAnimatedGif,
  webpLossless,
  webpLossy,
} from '../../testing/image-bytes.ts';
import { isLosslessWebp } from './image-probe.ts';
import { reencodeImage } from './reencode-image.ts';

async function reencoded(bytes: Uint8Array, type: Parameters<typeof reencodeImage>[1]) {
  const result = await reencodeImage(bytes, type);
  if (!result.ok) throw new Error(result.message);
  return { ...result, header: await sharp(result.bytes).metadata() };
}

describe('reencodeImage', () => {
  it.each([
    ['a PNG', pngBytes(7, 3), 'image/png', 'png', 7, 3],
    ['a JPEG', jpeg3x2, 'image/jpeg', 'jpeg', 3, 2],
    ['a lossy WebP', webpLossy, 'image/webp', 'webp', 1, 1],
    ['a lossless WebP', webpLossless, 'image/webp', 'webp', 1, 1],
    ['a GIF', gifBytes(4, 5), 'image/gif', 'gif', 4, 5],
  ] as const)('keeps %s in its format and size', async (_name, bytes, type, format, width, height) => {
    const image = await reencoded(bytes, type);
    expect([image.width, image.height]).toEqual([width, height]);
    expect(image.header).toMatchObject({ format, width, height });
  });

  it('keeps a lossless WebP lossless and a lossy one lossy', async () => {
    const photo = plainImage(16, 16);
    const lossless = await reencoded(await photo.clone().webp({ lossless: true }).toBuffer(), 'image/webp');
    const lossy = await reencoded(await photo.clone().webp().toBuffer(), 'image/webp');
    expect(isLosslessWebp(lossless.bytes)).toBe(true);
    expect(isLosslessWebp(lossy.bytes)).toBe(false);
  });

  it('keeps a palette PNG a palette PNG', async () => {
    const image = await reencoded(await plainImage(16, 16).png({ palette: true }).toBuffer(), 'image/png');
    expect(image.header.isPalette).toBe(true);
  });

  it('keeps an animated GIF animated, with its frames, delays and looping', async () => {
    const image = await reencoded(await animatedGif(8, 6, ['#f00', '#0f0', '#00f'], 120), 'image/gif');
    expect([image.width, image.height]).toEqual([8, 6]); // one frame's size, not the stacked frames'
    expect(image.header).toMatchObject({ format: 'gif', pages: 3, loop: 0, delay: [120, 120, 120] });
  });

  it('keeps an animated WebP animated', async () => {
    const gif = await animatedGif(8, 6, ['#f00', '#0f0'], 200);
    const webp = await sharp(gif, { animated: true }).webp().toBuffer();
    const image = await reencoded(webp, 'image/webp');
    expect(image.header).toMatchObject({ format: 'webp', pages: 2, delay: [200, 200] });
  });

  it.each([
    ['a PNG signature alone', pngBytes(1, 1).subarray(0, 8), 'image/png', 'PNG'],
    ['a PNG cut in its image data', pngBytes(40, 40, { noisy: true }).subarray(0, 2000), 'image/png', 'PNG'],
    ['a JPEG cut in half', jpeg3x2.subarray(0, jpeg3x2.length / 2), 'image/jpeg', 'JPEG'],
    ['a JPEG cut before its end', jpeg3x2.subarray(0, jpeg3x2.length - 20), 'image/jpeg', 'JPEG'],
    ['a GIF cut short', gifBytes(40, 40).subarray(0, 200), 'image/gif', 'GIF'],
    ['a WebP cut short', webpLossy.subarray(0, 30), 'image/webp', 'WebP'],
  ] as const)('refuses %s as damaged', async (_name, bytes, type, format) => {
    expect(await reencodeImage(bytes, type)).toEqual({
      ok: false,
      message: `The image could not be read as a ${format}: it is damaged or cut short.`,
    });
  });

  it('refuses an image over 10 000 pixels on a side, from its header', async () => {
    expect(await reencodeImage(pngBytes(20_000, 1), 'image/png')).toEqual({
      ok: false,
      message: 'Images may be at most 10000 pixels wide and high; this one is 20000 × 1.',
    });
  });

  it('refuses an animation of over 50 megapixels in all, though each frame is small', async () => {
    // 60 frames of 1000 × 1000: a few kilobytes on the wire, 60 megapixels decoded.
    expect(await reencodeImage(sparseAnimatedGif(1000, 1000, 60), 'image/gif')).toEqual({
      ok: false,
      message:
        'Animations may have at most 50 megapixels in all their frames together; this one has 60.0 (60 frames of 1000 × 1000). Make it shorter or smaller and try again.',
    });
    const short = await reencoded(sparseAnimatedGif(1000, 1000, 3), 'image/gif');
    expect(short.header).toMatchObject({ pages: 3, width: 1000 });
  });
});
