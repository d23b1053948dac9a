/**
 * A memory image without its empty pages: Pyodide's booted memory (tooling/pyodide-snapshot.ts) is
 * 31 MB, of which half is 64 KiB pages of zeros. The build stores only the pages that hold data, and
 * the Python worker rebuilds the image before handing it to Pyodide, so the browser downloads, decodes
 * and caches 15 MB instead of 31 MB (a second and a half less of a cold start, bench:labs).
 *
 * Layout (little-endian): the magic `TLSPMEM1`, the image's length (u32), the page size (u32), one byte
 * per page (1 = stored), then the stored pages in order (the last page may be short).
 */
const magic = 'TLSPMEM1';
const headerBytes = magic.length + 8;
export const sparsePageBytes = 65_536;

/** @example packSparse(memory).byteLength < memory.byteLength when it has empty pages */
export function packSparse(image: Uint8Array, pageBytes = sparsePageBytes): Uint8Array {
  const pages = Math.ceil(image.byteLength / pageBytes);
  const stored: Uint8Array[] = [];
  const map = new Uint8Array(pages);
  for (let page = 0; page < pages; page += 1) {
    const bytes = image.subarray(page * pageBytes, (page + 1) * pageBytes);
    if (bytes.some((byte) => byte !== 0)) {
      map[page] = 1;
      stored.push(bytes);
    }
  }
  const packed = new Uint8Array(
    headerBytes + pages + stored.reduce((sum, bytes) => sum + bytes.byteLength, 0),
  );
  packed.set(new TextEncoder().encode(magic));
  const view = new DataView(packed.buffer);
  view.setUint32(magic.length, image.byteLength, true);
  view.setUint32(magic.length + 4, pageBytes, true);
  packed.set(map, headerBytes);
  let offset = headerBytes + pages;
  for (const bytes of stored) {
    packed.set(bytes, offset);
    offset += bytes.byteLength;
  }
  return packed;
}

/** The whole image again; throws on bytes that are not a packed image (a truncated download). */
export function unpackSparse(packed: Uint8Array): Uint8Array {
  if (packed.byteLength < headerBytes || new TextDecoder().decode(packed.subarray(0, magic.length)) !== magic)
    throw new Error('This is not a packed memory image.');
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  const length = view.getUint32(magic.length, true);
  const pageBytes = view.getUint32(magic.length + 4, true);
  const pages = Math.ceil(length / pageBytes);
  if (pageBytes === 0 || packed.byteLength < headerBytes + pages)
    throw new Error('The packed memory image is cut short.');
  const map = packed.subarray(headerBytes, headerBytes + pages);
  const image = new Uint8Array(length);
  let offset = headerBytes + pages;
  for (let page = 0; page < pages; page += 1) {
    if (map[page] !== 1) continue;
    const size = Math.min(pageBytes, length - page * pageBytes);
    if (offset + size > packed.byteLength) throw new Error('The packed memory image is cut short.');
    image.set(packed.subarray(offset, offset + size), page * pageBytes);
    offset += size;
  }
  if (offset !== packed.byteLength) throw new Error('The packed memory image has bytes left over.');
  return image;
}
