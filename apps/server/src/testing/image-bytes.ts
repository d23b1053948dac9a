/**
 * Tests' images: real files of each uploadable format. PNG and GIF are encoded here at any size
 * (deflate and a minimal LZW); the JPEG was made by an encoder (jpeg-js, quality 50, 3 × 2 pixels)
 * and the WebPs are the well-known 1 × 1 files browsers' feature tests decode. Photos with Exif, GPS,
 * a colour profile or several frames are made by sharp, the library the server re-encodes with.
 */
import zlib from 'node:zlib';
import sharp from 'sharp';

/** A PNG of `width` × `height` RGB pixels (random pixels when `noisy`, which do not compress). */
export function pngBytes(width: number, height: number, options: { noisy?: boolean } = {}): Uint8Array {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width * 3; x++) {
      rows[y * (width * 3 + 1) + 1 + x] = options.noisy
        ? Math.floor(Math.random() * 256)
        : (x * 40 + y) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A two-colour GIF89a of `width` × `height`. The LZW stream sends a clear code before every two
 * pixels, so codes stay 3 bits wide: valid for every decoder, if not small.
 */
export function gifBytes(width: number, height: number): Uint8Array {
  const clear = 4;
  const end = 5;
  const codes: number[] = [];
  for (let i = 0; i < width * height; i++) {
    if (i % 2 === 0) codes.push(clear);
    codes.push((i + Math.floor(i / width)) % 2);
  }
  codes.push(end);
  const packed: number[] = [];
  let bits = 0;
  let count = 0;
  for (const code of codes) {
    bits |= code << count;
    count += 3;
    while (count >= 8) {
      packed.push(bits & 0xff);
      bits >>= 8;
      count -= 8;
    }
  }
  if (count > 0) packed.push(bits & 0xff);
  const blocks: number[] = [];
  for (let i = 0; i < packed.length; i += 255) {
    const block = packed.slice(i, i + 255);
    blocks.push(block.length, ...block);
  }
  const u16 = (n: number) => [n & 0xff, n >> 8];
  return Uint8Array.from([
    ...Buffer.from('GIF89a', 'latin1'),
    ...u16(width),
    ...u16(height),
    0x80, // a global colour table of 2 entries
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
    0x2c, // image descriptor
    ...u16(0),
    ...u16(0),
    ...u16(width),
    ...u16(height),
    0,
    2, // LZW minimum code size
    ...blocks,
    0,
    0x3b,
  ]);
}

/** 3 × 2 pixels, made by jpeg-js. */
export const jpeg3x2 = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAIAAwMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/ANlEXaPlH5V41atU9o/ef3kUqVPkXur7j//Z',
  'base64',
);

/** The JPEG with an Exif segment (APP1) giving `orientation`, inserted after the start marker. */
export function withExifOrientation(
  jpeg: Uint8Array,
  orientation: number,
  order: 'II' | 'MM' = 'MM',
): Uint8Array {
  const little = order === 'II';
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write(order, 0, 'latin1');
  const u16 = (value: number, at: number) =>
    little ? tiff.writeUInt16LE(value, at) : tiff.writeUInt16BE(value, at);
  const u32 = (value: number, at: number) =>
    little ? tiff.writeUInt32LE(value, at) : tiff.writeUInt32BE(value, at);
  u16(42, 2);
  u32(8, 4); // the first directory follows the header
  u16(1, 8); // one entry
  u16(0x0112, 10); // Orientation
  u16(3, 12); // SHORT
  u32(1, 14); // one value
  u16(orientation, 18);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const segment = Buffer.alloc(4);
  segment.set([0xff, 0xe1]);
  segment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, payload, jpeg.subarray(2)]);
}

const base64 = (text: string) => Buffer.from(text, 'base64');
/** 1 × 1 WebPs: lossy (VP8), lossless (VP8L), and extended with alpha (VP8X). */
export const webpLossy = base64('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA');
export const webpLossless = base64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
export const webpAlpha = base64(
  'UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==',
);

/** A `width` × `height` image of one colour (opaque), in any of sharp's formats. */
export const plainImage = (width: number, height: number, colour = '#3a7bd5') =>
  sharp({ create: { width, height, channels: 3, background: colour } });

/** A JPEG as a phone writes it: Exif naming the camera and where the photo was taken (a GPS block). */
export function jpegWithGps(width = 6, height = 4): Promise<Buffer> {
  return plainImage(width, height)
    .withExif({
      IFD0: { Make: 'AdaPhone', Model: 'Serial 12345' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** An animated GIF made by sharp: one `width` × `height` frame per colour, shown `delayMs` each. */
export function animatedGif(
  width: number,
  height: number,
  colours: string[],
  delayMs = 100,
): Promise<Buffer> {
  const frames = colours.map((colour) => plainImage(width, height, colour).png().toBuffer());
  return Promise.all(frames).then((pngs) =>
    sharp(pngs, { join: { animated: true } })
      .gif({ loop: 0, delay: colours.map(() => delayMs) })
      .toBuffer(),
  );
}

/**
 * A GIF of `frames` frames on a `width` × `height` canvas, each frame a single pixel: a few bytes on
 * the wire, `frames` × `width` × `height` pixels once decoded.
 */
export function sparseAnimatedGif(width: number, height: number, frames: number): Uint8Array {
  const u16 = (n: number) => [n & 0xff, n >> 8];
  // One 1 × 1 frame, black or white in turn (an encoder merges equal frames): a graphic control block
  // (10 ms), its descriptor, then the LZW codes clear, colour, end (3 bits each).
  const frame = (i: number) => [
    0x21,
    0xf9,
    4,
    0,
    1,
    0,
    0,
    0,
    0x2c,
    0,
    0,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    2,
    2,
    0x44 | ((i % 2) << 3),
    0x01,
    0,
  ];
  return Uint8Array.from([
    ...Buffer.from('GIF89a', 'latin1'),
    ...u16(width),
    ...u16(height),
    0x80,
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
    ...[0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0', 'latin1'), 3, 1, 0, 0, 0], // loop for ever
    ...Array.from({ length: frames }, (_, i) => frame(i)).flat(),
    0x3b,
  ]);
}
