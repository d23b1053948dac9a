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
  return areSimilarNormalised(normaliseName(a), normaliseName(b));
}

/**
 * `isSimilarName` of two names already normalised: a review-queue page compares each row with every
 * candidate, and normalising the same names again and again took a fifth of the server's time.
 * @example areSimilarNormalised('maker parts', 'maker parts berlin') // true
 */
export function areSimilarNormalised(x: string, y: string): boolean {
  if (!x || !y) return false;
  return x === y || ` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `);
}

/** The most words of a name whose phrases `similarNameCandidates` lists (a name's phrases grow as n²/2). */
const maxPhraseWords = 24;

/**
 * A condition that every name similar to `name` meets, on the database's indexes of names by their
 * words (`similar_name_key`, migration 0012, the same words as `normaliseName`): the name is one of
 * `name`'s runs of consecutive words (equal, or contained in it), or holds all of `name`'s words
 * (it may contain it). `isSimilarName` then decides. Passing every name that shared a word, and
 * testing each, took 57 ms a project at 5 000 projects; this is an index look-up.
 * @example db.select().from(projects).where(similarNameCandidates(projects.title, 'Line-following robot'))
 */
export function similarNameCandidates(column: PgColumn, name: string): SQL {
  const words = normaliseName(name).split(' ').filter(Boolean);
  if (words.length === 0) return sql`false`;
  const phrases: string[] = [];
  const phraseWords = words.slice(0, maxPhraseWords);
  for (let start = 0; start < phraseWords.length; start++)
    for (let end = start + 1; end <= phraseWords.length; end++)
      phrases.push(phraseWords.slice(start, end).join(' '));
  // Words hold letters a–z and digits only (normaliseName): quoted, they need no escaping in an array.
  const phraseList = `{${phrases.map((phrase) => `"${phrase}"`).join(',')}}`;
  const wordList = `{${words.join(',')}}`;
  return sql`(similar_name_key(${column}) = any(${phraseList}::text[]) or string_to_array(similar_name_key(${column}), ' ') @> ${wordList}::text[])`;
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
