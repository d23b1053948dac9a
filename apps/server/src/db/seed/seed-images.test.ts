import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../storage/local-disk-storage.ts';
import { withDarkVariant } from './drawing-dark-variant.ts';
import { readSeedImages, storeSeedImages } from './seed-images.ts';

const temporary: string[] = [];
const svg = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><text>${label}</text></svg>`;

function folderWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-images-'));
  temporary.push(dir);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('readSeedImages', () => {
  it('names each drawing by a digest of its bytes, so a redrawn file gets a new address', () => {
    const a = readSeedImages(folderWith({ 'images/x/a.svg': svg('A'), 'images/b.svg': svg('B') }));
    expect(a.problems).toEqual([]);
    expect([...a.images.keys()]).toEqual(['images/b.svg', 'images/x/a.svg']);
    const image = a.images.get('images/x/a.svg')!;
    expect(image).toMatchObject({ width: 320, height: 180 });
    expect(image.src).toBe(`/uploads/${image.key}`);
    expect(image.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.svg$/);

    const same = readSeedImages(folderWith({ 'images/renamed.svg': svg('A') }));
    expect(same.images.get('images/renamed.svg')!.key).toBe(image.key);
    const redrawn = readSeedImages(folderWith({ 'images/x/a.svg': svg('A2') }));
    expect(redrawn.images.get('images/x/a.svg')!.key).not.toBe(image.key);
  });

  it('reads each drawing with its dark variant, the bytes the address is made from', () => {
    const { images } = readSeedImages(folderWith({ 'images/a.svg': svg('A') }));
    const image = images.get('images/a.svg')!;
    const stored = new TextDecoder().decode(image.data);
    expect(stored).toBe(withDarkVariant(svg('A')));
    expect(stored).toMatch(/^<svg id="dark" xmlns=/);
  });

  it('refuses unsafe drawings and files that are not SVG, naming the file', () => {
    const { images, problems } = readSeedImages(
      folderWith({
        'images/evil.svg': svg('<script>alert(1)</script>'),
        'images/photo.png': 'not an svg',
      }),
    );
    expect(images.size).toBe(0);
    expect(problems).toEqual([
      'images/evil.svg: the drawing uses the element <script>',
      'images/photo.png: seed images are SVG drawings (.svg)',
    ]);
  });

  it('finds nothing when the folder has no images/', () => {
    expect(readSeedImages(folderWith({ 'stores.yaml': '' })).images.size).toBe(0);
  });
});

describe('storeSeedImages', () => {
  it('stores the drawings once, and again only when storage has lost them', async () => {
    const { images } = readSeedImages(folderWith({ 'images/a.svg': svg('A'), 'images/b.svg': svg('B') }));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-storage-'));
    temporary.push(dir);
    const storage = new LocalDiskStorage(dir);
    expect(await storeSeedImages(storage, images.values())).toBe(2);
    expect(await storeSeedImages(storage, images.values())).toBe(0);
    const a = images.get('images/a.svg')!;
    await storage.delete(a.key);
    expect(await storeSeedImages(storage, images.values())).toBe(1);
    const stored = await storage.get(a.key);
    expect(stored?.contentType).toBe('image/svg+xml');
    expect(await new Response(stored!.body).text()).toBe(withDarkVariant(svg('A')));
  });
});
