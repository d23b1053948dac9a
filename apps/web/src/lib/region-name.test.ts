import { describe, expect, it } from 'vitest';
import { namedRegionCodes, regionName } from './region-name.ts';

describe('regionName', () => {
  it('names every region as CLDR does in English', () => {
    const cldr = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    expect(namedRegionCodes.length).toBeGreaterThan(240);
    for (const code of namedRegionCodes) expect(regionName(code), code).toBe(cldr.of(code));
  });

  it('knows every two-letter code CLDR names (but its placeholders)', () => {
    const cldr = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    const named = letters.flatMap((a) => letters.map((b) => a + b)).filter((code) => cldr.of(code));
    const placeholders = ['QO', 'XA', 'XB', 'ZZ']; // "Outlying Oceania", pseudo-locales, "Unknown Region"
    expect(named.filter((code) => !placeholders.includes(code)).sort()).toEqual([...namedRegionCodes].sort());
  });

  it('reads codes in any case, says "Worldwide" and keeps an unknown code as it is', () => {
    expect(regionName('de')).toBe('Germany');
    expect(regionName('GB')).toBe('United Kingdom');
    expect(regionName('worldwide')).toBe('Worldwide');
    expect(regionName('QQ')).toBe('QQ');
    expect(regionName('Atlantis')).toBe('Atlantis');
  });
});
