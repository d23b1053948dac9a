import { describe, expect, it } from 'vitest';
import { packSparse, unpackSparse } from './sparse-memory.ts';

/** An image of `pages` pages of 16 bytes, where the listed pages hold data. */
function image(length: number, filled: Record<number, number>) {
  const bytes = new Uint8Array(length);
  for (const [offset, value] of Object.entries(filled)) bytes[Number(offset)] = value;
  return bytes;
}

describe('sparse memory images', () => {
  it('stores only the pages that hold data and gives back the same image', () => {
    const memory = image(100, { 3: 9, 40: 1, 99: 255 }); // pages 0, 2 and 6 (the short last one)
    const packed = packSparse(memory, 16);
    expect(packed.byteLength).toBe(16 + 7 + 16 + 16 + 4);
    expect(unpackSparse(packed)).toEqual(memory);
  });

  it('keeps an image of zeros as its length alone, and a full image whole', () => {
    const zeros = new Uint8Array(64);
    expect(packSparse(zeros, 16).byteLength).toBe(16 + 4);
    expect(unpackSparse(packSparse(zeros, 16))).toEqual(zeros);
    const full = Uint8Array.from({ length: 48 }, (_, index) => index + 1);
    expect(unpackSparse(packSparse(full, 16))).toEqual(full);
  });

  it('unpacks a view into a larger buffer', () => {
    const memory = image(40, { 20: 7 });
    const packed = packSparse(memory, 16);
    const larger = new Uint8Array(packed.byteLength + 10);
    larger.set(packed, 10);
    expect(unpackSparse(larger.subarray(10))).toEqual(memory);
  });

  it('refuses bytes that are not an image, or one cut short or too long', () => {
    const packed = packSparse(image(64, { 1: 1, 50: 2 }), 16);
    expect(() => unpackSparse(new Uint8Array(40))).toThrow('This is not a packed memory image.');
    expect(() => unpackSparse(packed.subarray(0, packed.byteLength - 1))).toThrow('cut short');
    const longer = new Uint8Array(packed.byteLength + 1);
    longer.set(packed);
    expect(() => unpackSparse(longer)).toThrow('bytes left over');
  });
});
