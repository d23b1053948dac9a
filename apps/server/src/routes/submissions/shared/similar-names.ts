/**
 * How the review queue spots likely duplicates: names compared after normalising (case,
 * punctuation and filler words such as "electronics", "store" or "shop" ignored; equal, or one
 * contains the other), websites by host (scheme and `www.` ignored), and unique keys by their
 * letters and digits only.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const fillerWords = new Set([
  'the',
  'a',
  'an',
  'and',
  'of',
  'electronics',
  'electronic',
  'store',
  'shop',
  'online',
  'gmbh',
  'ltd',
  'inc',
  'co',
]);

/**
 * @example normaliseName('The Maker-Parts Electronics Shop') // 'maker parts'
 */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !fillerWords.has(word))
    .join(' ');
}

/**
 * Equal after normalising, or one contains the other (as whole words); a name that is only filler
 * words matches nothing.
 * @example isSimilarName('Maker Parts', 'Maker Parts Electronics') // true
 */
export function isSimilarName(a: string, b: string): boolean {
  const x = normaliseName(a);
  const y = normaliseName(b);
  if (!x || !y) return false;
  return x === y || ` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `);
}

/**
 * A condition: `column` holds one of the words of `name` in lower case, or has a letter outside
 * ASCII (whose accents normalising drops, so it is left to `isSimilarName`). Every name similar to
 * `name` passes, so it can narrow a search for them in the database before that exact test.
 * @example db.select().from(projects).where(sharingAWord(projects.title, 'Line-following robot'))
 */
export function sharingAWord(column: PgColumn, name: string): SQL {
  const patterns = normaliseName(name)
    .split(' ')
    .filter(Boolean)
    .map((word) => `%${word}%`);
  if (patterns.length === 0) return sql`false`;
  // Words hold letters a–z and digits only (normaliseName), so none needs escaping in LIKE.
  return sql`(lower(${column}) like any (${`{${patterns.join(',')}}`}::text[]) or ${column} ~ '[^[:ascii:]]')`;
}

/**
 * @example websiteHost('https://www.Maker-Parts.example/shop') // 'maker-parts.example'
 */
export function websiteHost(address: string): string | null {
  try {
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? address : `https://${address}`;
    return new URL(withScheme).hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/**
 * @example compactKey('BME-280_i2c') // 'bme280i2c'
 */
export function compactKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, '');
}
