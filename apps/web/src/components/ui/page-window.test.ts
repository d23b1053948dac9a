import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.ts';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 12, [1, 2, null, 12]],
    [5, 12, [1, null, 4, 5, 6, null, 12]],
    [12, 12, [1, null, 11, 12]],
    [3, 5, [1, 2, 3, 4, 5]],
  ])('page %i of %i shows %j', (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });
});
