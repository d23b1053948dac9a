import { describe, expect, it } from 'vitest';
import { categoryCounts } from './category-counts.ts';

const page = (categories: string[], total = categories.length) => ({
  items: categories.map((category) => ({ category })),
  page: 1,
  pageSize: 24,
  total,
  totalPages: 1,
});

describe('categoryCounts', () => {
  it('counts each category of a page that holds the whole catalogue', () => {
    expect(categoryCounts(page(['sensor', 'power', 'sensor']))).toEqual(
      new Map([
        ['sensor', 2],
        ['power', 1],
      ]),
    );
  });

  it('is null while loading or when the catalogue runs past the page', () => {
    expect(categoryCounts(undefined)).toBeNull();
    expect(categoryCounts(page(['sensor'], 30))).toBeNull();
  });
});
