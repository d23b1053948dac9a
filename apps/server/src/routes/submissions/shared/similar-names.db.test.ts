// The database's words of a name (similar_name_key, migration 0012) are normaliseName's, its hosts
// websiteHost's, and the names it finds similar exactly isSimilarName's: the review queue decides its
// hints in SQL (shared/duplicate-hints.ts), and these are the rules it must keep.
import { sql } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { openTestDatabase } from '../../../testing/test-database.ts';
import { createStore, createStoreItem } from '../../../testing/content-factories.ts';
import { compactKey, isSimilarName, normaliseName, similarNameTo, websiteHost } from './similar-names.ts';

const names = pgTable('similar_name_probe', { id: serial('id').primaryKey(), name: text('name').notNull() });
// Past its first 24 words (phraseWords), a name's contained names are not looked for.
const longName = Array.from({ length: 30 }, (_, i) => `word${i + 1}`).join(' ');
const stored = [
  longName,
  `${longName} extended`,
  'word1 word2 word3',
  'word25 word26',
  'Maker Parts',
  'Maker Parts Electronics Store',
  'Berlin Maker Parts',
  'The Maker-Parts Shop',
  'Parts Maker',
  'Makerspace',
  'Maker Parts & Tools Berlin',
  'Électronique Café',
  'Line-following robot with a TB6612FNG',
  'Line-following robot',
  'Robot',
  'A robot that follows lines',
  'The Shop',
  'ＡＢＣ Straße İstanbul ǅemal',
];
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table similar_name_probe (id serial primary key, name text not null,
      name_key text generated always as (similar_name_key(name)) stored,
      name_phrases text[] generated always as (similar_name_phrases(similar_name_key(name))) stored)`,
  );
  await database.db.insert(names).values(stored.map((name) => ({ name })));
});
afterAll(() => database?.close());

describe('similar_name_key', () => {
  it('gives the words normaliseName gives, for each filler word, accents, widths and other scripts', async () => {
    const samples = [
      ...stored,
      'the a an and of electronics electronic store shop online gmbh ltd inc co',
      'Öko-Löt GmbH & Co. KG',
      '3D-Druck 24/7 — Ltd.',
      'Ωmega Δelta',
      '  spaced   out  ',
      '',
    ];
    for (const name of samples) {
      const [row] = await database.db
        .select({ words: sql<string>`similar_name_key(${name})` })
        .from(sql`(select 1) as one`);
      expect(row?.words, name).toBe(normaliseName(name));
    }
  });
});

describe('store_items.compact_key', () => {
  it('is the key compactKey gives', async () => {
    const store = await createStore(database.db);
    for (const uniqueKey of ['BME-280_i2c', 'bme280.I2C', 'ESP32-S3 (N16R8)', 'Ölf-3', '---']) {
      const item = await createStoreItem(database.db, store.id, { uniqueKey });
      expect(item.compactKey, uniqueKey).toBe(compactKey(uniqueKey));
    }
  });
});

describe('website_host', () => {
  // Where websiteHost finds a host, the index must find the same (else a hint would be missed);
  // where it finds none, the store has no host to match and the database's answer does not matter.
  it('gives the host websiteHost gives, for the addresses stores give', async () => {
    const addresses = [
      'https://www.Maker-Parts.example/shop',
      'http://maker-parts.example',
      'maker-parts.example',
      'www.maker-parts.example/',
      'HTTPS://WWW.MAKER-PARTS.EXAMPLE:8443/path?q=1#top',
      '  https://shop.maker-parts.example/de/  ',
      'https://user:secret@maker-parts.example/',
      'https://a@b@maker-parts.example/x',
      'ftp://files.example.org/pub',
      'https://maker-parts.example?ref=newsletter',
      'https://maker-parts.example#about',
      'https://wwwmaker.example',
      'https://www.www.example',
      'https://192.168.0.10:8080/',
      'https://maker-parts.example\\shop',
    ];
    // Only the address with spaces around it has no host for websiteHost (URL refuses it).
    expect(addresses.filter((address) => websiteHost(address) === null)).toEqual([
      '  https://shop.maker-parts.example/de/  ',
    ]);
    for (const address of addresses) {
      const [row] = await database.db
        .select({ host: sql<string | null>`website_host(${address})` })
        .from(sql`(select 1) as one`);
      const host = websiteHost(address);
      if (host !== null) expect(row?.host, address).toBe(host);
    }
  });
});

describe('similarNameTo', () => {
  const similarTo = async (name: string) =>
    (
      await database.db
        .select({ name: sql<string>`other.name` })
        .from(
          sql`similar_name_probe as other, (select similar_name_key(${name}) as name_key,
            similar_name_phrases(similar_name_key(${name})) as name_phrases) as row`,
        )
        .where(
          similarNameTo(
            { key: sql`other.name_key`, phrases: sql`other.name_phrases` },
            { key: sql`row.name_key`, phrases: sql`row.name_phrases` },
          ),
        )
        .orderBy(sql`other.id`)
    ).map((row) => row.name);

  it.each(stored)('finds exactly the stored names isSimilarName finds for %s', async (name) => {
    expect(await similarTo(name)).toEqual(stored.filter((other) => isSimilarName(name, other)));
  });

  it('finds a name inside a longer one and a longer one around it, not names that only share words', async () => {
    expect(await similarTo('Maker Parts')).toEqual([
      'Maker Parts',
      'Maker Parts Electronics Store',
      'Berlin Maker Parts',
      'The Maker-Parts Shop',
      'Maker Parts & Tools Berlin',
    ]);
    expect(await similarTo('Line-following robot with a TB6612FNG')).toEqual([
      'Line-following robot with a TB6612FNG',
      'Line-following robot',
      'Robot',
    ]);
  });

  it('compares a long name on its first 24 words, and finds it equal to itself', async () => {
    expect(await similarTo(longName)).toEqual([longName, 'word1 word2 word3']);
    expect(await similarTo('word25 word26')).toEqual(['word25 word26']);
  });

  it('finds nothing for a name of filler words only', async () => {
    expect(await similarTo('The Shop')).toEqual([]);
    expect(await similarTo('')).toEqual([]);
  });
});
