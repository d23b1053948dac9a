/**
 * Storage in a folder of the local disk (STORAGE_DIR). A file is written under a temporary name and
 * renamed into place, so a reader never sees half a file. The content type is not kept beside the
 * file: it follows from the extension, which the server chose from the sniffed type.
 */
import { createReadStream, type Stats } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  assertStorageKey,
  contentTypeOfKey,
  storageKeyPattern,
  type ByteRange,
  type Storage,
  type StoredFile,
  type StoredFileInfo,
  type StoredObject,
} from './storage.ts';

/** @example const storage = new LocalDiskStorage(config.storageDir) */
export class LocalDiskStorage implements Storage {
  constructor(private readonly root: string) {}

  async put(key: string, data: Uint8Array, _meta: { contentType: string }): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(this.root, { recursive: true });
    const temporary = path.join(this.root, `.${key}.${process.pid}.${Date.now()}.tmp`);
    try {
      await writeFile(temporary, data, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    const info = await this.statOf(file);
    if (!info) return null;
    return {
      ...describe(key, info),
      body: Readable.toWeb(createReadStream(file, range)) as ReadableStream<Uint8Array>,
      ...(range ? { range } : {}),
    };
  }

  async head(key: string): Promise<StoredFileInfo | null> {
    const info = await this.statOf(this.pathOf(key));
    return info ? describe(key, info) : null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** The files named like keys: a write in progress (its hidden temporary name) or `lost+found` is none. */
  async *list(): AsyncIterable<StoredObject> {
    let names: string[];
    try {
      names = await readdir(this.root);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const key of names.filter((name) => storageKeyPattern.test(name)).sort()) {
      const info = await this.statOf(path.join(this.root, key));
      if (info) yield { key, size: info.size, lastModified: info.mtime }; // else removed just now
    }
  }

  private async statOf(file: string): Promise<Stats | null> {
    try {
      const info = await stat(file);
      return info.isFile() ? info : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }
}

/** A file is only ever written whole under a new name, so its size and time tell its versions apart. */
function describe(key: string, info: Stats): StoredFileInfo {
  return {
    size: info.size,
    contentType: contentTypeOfKey(key),
    etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    lastModified: info.mtime,
  };
}
