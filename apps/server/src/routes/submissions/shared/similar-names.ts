/**
 * How the review queue spots likely duplicates: names compared after normalising (case,
 * punctuation and filler words such as "electronics", "store" or "shop" ignored; equal, or one
 * contains the other), websites by host (scheme and `www.` ignored), and unique keys by their
 * letters and digits only. The queue decides in SQL (`similarNameTo`, similar_name_key,
 * website_host); the functions here state the rules, and the database tests hold the SQL to them.
 */
import { sql, type SQL } from 'drizzle-orm';

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

/** How many words of a name its contained names are looked for in: a name's runs of words grow as n²/2. */
const phraseWords = 24;

/**
 * Equal after normalising, or one contains the other as whole consecutive words (within its first
 * `phraseWords` words); a name that is only filler words matches nothing.
 * @example isSimilarName('Maker Parts', 'Maker Parts Electronics') // true
 */
export function isSimilarName(a: string, b: string): boolean {
  const [x, y] = [normaliseName(a), normaliseName(b)];
  if (!x || !y) return false;
  return x === y || containsRun(x, y) || containsRun(y, x);
}

/** Whether `part` is a run of consecutive words among the first `phraseWords` words of `whole`. */
function containsRun(whole: string, part: string): boolean {
  return ` ${whole.split(' ').slice(0, phraseWords).join(' ')} `.includes(` ${part} `);
}

/**
 * `isSimilarName` in SQL, for the review queue's hints (shared/duplicate-hints.ts): whether the other
 * record's name is similar to the queue row's, given each one's key (similar_name_key) and phrases
 * (similar_name_phrases: the key's runs of consecutive words within its first 24, and the key itself),
 * which the database keeps in columns (migration 0015). The other's key is one of the row's phrases
 * (equal, or contained in it: a look-up per phrase on the index of keys), or the row's key is one of
 * the other's phrases (one look-up on the index of phrases). Testing every record that shared a word
 * took 57 ms a project at 5 000 projects; finding them by their words and then testing, 0.2 ms a row.
 * @example similarNameTo({ key: sql`other.title_key`, phrases: sql`other.title_phrases` }, { key: …, phrases: … })
 */
export function similarNameTo(other: { key: SQL; phrases: SQL }, row: { key: SQL; phrases: SQL }): SQL {
  return sql`(${row.key} <> '' and (${other.key} = any(${row.phrases}) or ${other.phrases} @> array[${row.key}]))`;
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
