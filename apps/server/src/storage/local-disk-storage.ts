/**
 * Storage in a folder of the local disk (STORAGE_DIR). A file is written under a temporary name and
 * renamed into place, so a reader never sees half a file. The content type is not kept beside the
 * file: it follows from the extension, which the server chose from the sniffed type.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertStorageKey, type Storage, type StoredFile } from './storage.ts';

const contentTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml', // the seed's drawings only: uploads are never SVG
};

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

  async get(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    let size: number;
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      size = info.size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return {
      body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      size,
      contentType: contentTypes[path.extname(key)] ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }
}
