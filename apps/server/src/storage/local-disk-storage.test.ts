import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage.ts';

let root: string;
let storage: LocalDiskStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'tl-storage-'));
  storage = new LocalDiskStorage(path.join(root, 'uploads')); // created on the first put
});
afterEach(() => rm(root, { recursive: true, force: true }));

const read = async (stream: ReadableStream<Uint8Array>) =>
  new Uint8Array(await new Response(stream).arrayBuffer());

describe('LocalDiskStorage', () => {
  it('puts, gets (with the type of its extension) and deletes a file', async () => {
    const data = Uint8Array.from([1, 2, 3, 4]);
    await storage.put('a1b2.webp', data, { contentType: 'image/webp' });
    const file = await storage.get('a1b2.webp');
    expect(file).toMatchObject({ size: 4, contentType: 'image/webp' });
    expect(await read(file!.body)).toEqual(data);
    await storage.delete('a1b2.webp');
    expect(await storage.get('a1b2.webp')).toBeNull();
    await storage.delete('a1b2.webp'); // deleting again is fine
  });

  it('answers null for a file that is not there, and leaves no temporary files behind', async () => {
    expect(await storage.get('missing.png')).toBeNull();
    await storage.put('x.png', Uint8Array.from([9]), { contentType: 'image/png' });
    expect(await readdir(path.join(root, 'uploads'))).toEqual(['x.png']);
  });

  it.each(['../escape.png', 'a/b.png', '.hidden.png', 'UPPER.png', 'no-extension', '', 'x.png/..'])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Uint8Array.from([1]), { contentType: 'image/png' })).rejects.toThrow(
        /Not a storage key/,
      );
      await expect(storage.get(key)).rejects.toThrow(/Not a storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Not a storage key/);
    },
  );
});
