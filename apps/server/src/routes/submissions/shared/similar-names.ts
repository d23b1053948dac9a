/**
 * How the review queue spots likely duplicates: names compared after normalising (case,
 * punctuation and filler words such as "electronics", "store" or "shop" ignored; equal, or one
 * contains the other), websites by host (scheme and `www.` ignored), and unique keys by their
 * letters and digits only.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { prepared } from '../../../db/queries/prepared.ts';

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
 * The rows of `table` whose `column` may be similar to one of `names`, on the database's indexes of
 * names by their words (`similar_name_key`, migration 0012, the same words as `normaliseName`): the
 * name is one of a name's runs of consecutive words (equal, or contained in it), or holds all of its
 * words (it may contain it). `isSimilarName` then decides. Passing every name that shared a word, and
 * testing each, took 57 ms a project at 5 000 projects; these are index look-ups. One prepared
 * statement (`statement`) whatever the number of names: the names travel as two texts that the
 * statement unnests, each name's look-up a lateral join. Planning a condition ORed per name cost
 * 3 ms a queue page, more than running it.
 * @example await similarNameCandidates(db, 'project_title_candidates', projects, projects.title, { id: projects.id }, ['Line-following robot'])
 */
export function similarNameCandidates<Fields extends Record<string, PgColumn>>(
  db: Database,
  statement: string,
  table: PgTable,
  column: PgColumn,
  fields: Fields,
  names: readonly string[],
) {
  const looked = names.flatMap((name) => {
    const words = normaliseName(name).split(' ').filter(Boolean);
    if (words.length === 0) return [];
    const phraseWords = words.slice(0, maxPhraseWords);
    const phrases: string[] = [];
    for (let start = 0; start < phraseWords.length; start++)
      for (let end = start + 1; end <= phraseWords.length; end++)
        phrases.push(phraseWords.slice(start, end).join(' '));
    return [{ words: words.join(' '), phrases: phrases.join('|') }];
  });
  type Row = { [K in keyof Fields]: Fields[K]['_']['data'] };
  if (looked.length === 0) return Promise.resolve<Row[]>([]);
  // The lateral join's rows are the table's, under another name.
  const selected = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      sql`candidate.${sql.identifier(field.name)}`.mapWith(field),
    ]),
  ) as { [K in keyof Fields]: SQL<Row[K]> };
  // Words hold letters a–z and digits only (normaliseName): spaces, '|' and newlines separate them safely.
  return prepared(db, statement, (name) =>
    db
      .selectDistinct(selected)
      .from(
        sql`unnest(string_to_array(${sql.placeholder('words')}, E'\n'), string_to_array(${sql.placeholder('phrases')}, E'\n')) as q(words, phrases)
          cross join lateral (select * from ${table} where similar_name_key(${column}) = any(string_to_array(q.phrases, '|'))
            or string_to_array(similar_name_key(${column}), ' ') @> string_to_array(q.words, ' ')) as candidate`,
      )
      .prepare(name),
  ).execute({
    words: looked.map((l) => l.words).join('\n'),
    phrases: looked.map((l) => l.phrases).join('\n'),
  });
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
