/**
 * Where uploaded files live. The routes see only this interface: files are on the local disk
 * (LocalDiskStorage, under STORAGE_DIR) or in an S3-compatible bucket (S3Storage, STORAGE_URL);
 * create-storage.ts picks one from the configuration. Keys are flat names the server makes up
 * (a random UUID and an extension), never a visitor's file name.
 */

/** What is known of a stored file without reading it. */
export interface StoredFileInfo {
  /** The whole file's size in bytes, even when only a range of it is read. */
  size: number;
  contentType: string;
  /** A strong validator (quoted, as in the ETag header): it changes if the file under a key does. */
  etag: string;
  lastModified: Date;
}

/** A file, or the range of it that was asked for. */
export interface StoredFile extends StoredFileInfo {
  body: ReadableStream<Uint8Array>;
  /** The bytes `body` holds (inclusive offsets) when a range was read; undefined: the whole file. */
  range?: ByteRange;
}

/** A range of bytes, both ends inclusive (as in `Range: bytes=start-end`), within the file. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A file as a listing sees it. */
export interface StoredObject {
  key: string;
  size: number;
  lastModified: Date;
}

export interface Storage {
  /** Stores `data` under `key` (keys are random, so no two uploads share one). */
  put(key: string, data: Uint8Array, meta: { contentType: string }): Promise<void>;
  /** The file, or only `range` of it (which must lie within the file); null when there is none under `key`. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** The file's size, type and validators without its bytes; null when there is none under `key`. */
  head(key: string): Promise<StoredFileInfo | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored file whose name is a storage key, in pages as the store gives them (no order promised). */
  list(): AsyncIterable<StoredObject>;
  /**
   * An address the file can be fetched from directly for a while (a presigned GET), for stores that
   * have one; `signingDate` lets callers make the same address for everyone within a period.
   */
  signedUrl?(key: string, options: { expiresInSeconds: number; signingDate: Date }): Promise<string>;
}

/**
 * How long a stored file may be cached: for ever, as a key never gets other bytes (names are random,
 * or a digest of the bytes for the seed's drawings). The app sends it; a bucket stores it with each
 * object, for the visitors a signed redirect sends there.
 */
export const storedFileCacheControl = 'public, max-age=31536000, immutable';

/** Keys are a name and an extension, without folders: safe as a file name and as an object key. */
export const storageKeyPattern = /^[a-z0-9][a-z0-9-]{0,99}\.[a-z0-9]{1,10}$/;

export function assertStorageKey(key: string): void {
  if (!storageKeyPattern.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/** The content type a key's extension stands for: the server chose the extension from the sniffed type. */
export function contentTypeOfKey(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.'))] ?? 'application/octet-stream';
}

const contentTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml', // the seed's drawings only: uploads are never SVG
};
