import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text.ts';
import { namedRegionCodes, regionName } from './region-name.ts';

describe('compareText', () => {
  it('orders every region name as Intl.Collator does in English', () => {
    const names = namedRegionCodes.map(regionName);
    expect([...names].sort(compareText)).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('sets accents and case aside, then breaks ties by the text itself', () => {
    expect(['Zambia', 'Åland Islands', 'albania', 'Albania'].sort(compareText)).toEqual([
      'Åland Islands',
      'Albania',
      'albania',
      'Zambia',
    ]);
    expect(compareText('same', 'same')).toBe(0);
  });
});
