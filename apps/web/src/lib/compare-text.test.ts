import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text.ts';

describe('compareText', () => {
  it('sets accents and case aside but for ties, and orders numbers by value', () => {
    expect(['Zambia', 'Åland Islands', 'Albania', 'albania', 'item 10', 'item 2'].sort(compareText)).toEqual([
      'Åland Islands',
      'albania',
      'Albania',
      'item 2',
      'item 10',
      'Zambia',
    ]);
    expect(compareText('same', 'same')).toBe(0);
  });
});
