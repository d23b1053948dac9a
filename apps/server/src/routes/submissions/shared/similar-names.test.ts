import { describe, expect, it } from 'vitest';
import { compactKey, isSimilarName, normaliseName, websiteHost } from './similar-names.ts';

describe('duplicate hints', () => {
  it('normalises names, dropping case, punctuation and filler words', () => {
    expect(normaliseName('The Maker-Parts Electronics Shop!')).toBe('maker parts');
    expect(normaliseName('Électronique Café')).toBe('electronique cafe');
  });

  it('finds names that are equal or contain one another as whole words', () => {
    expect(isSimilarName('Maker Parts', 'maker parts electronics store')).toBe(true);
    expect(isSimilarName('Berlin Maker Parts', 'Maker Parts')).toBe(true);
    expect(isSimilarName('Maker Parts', 'Makerspace')).toBe(false);
    expect(isSimilarName('Electronics Shop', 'Store')).toBe(false);
  });

  it('looks for a contained name in the first 24 words of a longer one only', () => {
    const long = Array.from({ length: 30 }, (_, i) => `w${i + 1}`).join(' ');
    expect(isSimilarName(long, 'w23 w24')).toBe(true);
    expect(isSimilarName('w24 w25', long)).toBe(false);
    expect(isSimilarName(long, `${long}!`)).toBe(true);
  });

  it('compares websites by host, ignoring the scheme and www.', () => {
    expect(websiteHost('https://www.Maker-Parts.example/shop?x=1')).toBe('maker-parts.example');
    expect(websiteHost('http://maker-parts.example')).toBe('maker-parts.example');
    expect(websiteHost('not a url at all')).toBeNull();
  });

  it('compares unique keys by letters and digits only', () => {
    expect(compactKey('BME-280_i2c')).toBe(compactKey('bme280.I2C'));
    expect(compactKey('ABC-1')).not.toBe(compactKey('ABC-2'));
  });
});
