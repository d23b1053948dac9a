/**
 * Where uploaded files live. The routes see only this interface: today files are on the local disk
 * (LocalDiskStorage, under STORAGE_DIR); an S3-compatible backend implements the same three calls
 * (PutObject with ContentType, GetObject, DeleteObject). Keys are flat names the server makes up
 * (a random UUID and an extension), never a visitor's file name.
 */

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
}

export interface Storage {
  /** Stores `data` under `key` (keys are random, so no two uploads share one). */
  put(key: string, data: Uint8Array, meta: { contentType: string }): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are a name and an extension, without folders: safe as a file name and as an object key. */
export const storageKeyPattern = /^[a-z0-9][a-z0-9-]{0,99}\.[a-z0-9]{1,10}$/;

export function assertStorageKey(key: string): void {
  if (!storageKeyPattern.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
