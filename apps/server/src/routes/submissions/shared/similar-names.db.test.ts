// The database's words of a name (similar_name_key, migration 0012) are normaliseName's, and the
// candidates it finds by them include every similar name: the review queue's hints depend on both.
import { sql } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { openTestDatabase } from '../../../testing/test-database.ts';
import { isSimilarName, normaliseName, similarNameCandidates, websiteHost } from './similar-names.ts';

const names = pgTable('similar_name_probe', { id: serial('id').primaryKey(), name: text('name').notNull() });
const stored = [
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
  await database.db.execute(sql`create table similar_name_probe (id serial primary key, name text not null)`);
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

describe('similarNameCandidates', () => {
  const candidatesOf = async (...of: string[]) =>
    (
      await similarNameCandidates(
        database.db,
        'probe_candidates',
        names,
        names.name,
        { name: names.name },
        of,
      )
    ).map((row) => row.name);

  it.each(stored)('passes every stored name similar to %s', async (name) => {
    const similar = stored.filter((other) => isSimilarName(name, other));
    expect(await candidatesOf(name)).toEqual(expect.arrayContaining(similar));
  });

  it('passes few of the names that only share a word', async () => {
    expect((await candidatesOf('Maker Parts')).sort()).toEqual(
      [
        'Maker Parts',
        'Maker Parts Electronics Store',
        'Berlin Maker Parts',
        'The Maker-Parts Shop',
        'Parts Maker',
        'Maker Parts & Tools Berlin',
      ].sort(),
    );
  });

  it('passes, for several names at once, each of their candidates once', async () => {
    const both = await candidatesOf('Maker Parts', 'Line-following robot', 'The Shop');
    expect(both.sort()).toEqual(
      [
        ...new Set([...(await candidatesOf('Maker Parts')), ...(await candidatesOf('Line-following robot'))]),
      ].sort(),
    );
    expect(both).toContain('Line-following robot with a TB6612FNG');
  });

  it('passes nothing for a name of filler words only', async () => {
    expect(await candidatesOf('The Shop')).toEqual([]);
    expect(await candidatesOf()).toEqual([]);
  });
});
