import { describe, expect, it } from 'vitest';
import { itemFieldsSchema, projectFieldsSchema, storeFieldsSchema } from './submissions.ts';

describe('uploaded image addresses of stores, items and projects', () => {
  const logo = (value: string) => storeFieldsSchema.shape.logo.safeParse(value);
  const image = (value: string) => itemFieldsSchema.shape.image.safeParse(value);
  const cover = (value: string) => projectFieldsSchema.shape.coverImage.safeParse(value);

  it('accepts a file uploaded here, and none', () => {
    expect(logo('/uploads/2026/11/logo-ab12.webp').success).toBe(true);
    expect(image('/uploads/item.png').success).toBe(true);
    expect(cover(null as unknown as string).success).toBe(true);
  });

  it.each([
    '/uploads/../secret.txt',
    '/uploads/2026/../../etc/passwd',
    '/uploads/./x.png',
    '/uploads/..',
    '/uploads//x.png',
    '/uploads/',
    '/elsewhere/x.png',
    'https://example.org/x.png',
  ])('refuses %s for every kind', (value) => {
    expect(logo(value).success).toBe(false);
    expect(image(value).success).toBe(false);
    expect(cover(value).success).toBe(false);
  });
});
