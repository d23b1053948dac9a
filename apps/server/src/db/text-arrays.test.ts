// `text[]` values come back as PostgreSQL wrote them, whichever driver reads them (PGlite's own
// parser, or postgres-array 3 on a PostgreSQL server, client.ts): quotes, backslashes, commas,
// braces, spaces, empty strings, the word NULL and a real NULL, other scripts, nested arrays.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards } from './schema.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { DatabaseHandle } from './client.ts';

const awkward = [
  'plain',
  'two words',
  'a,b',
  'say "hi"',
  'back\\slash',
  '\\"',
  '{braced}',
  '',
  'NULL',
  null,
  'ünïcødé → 中文',
  ' padded ',
];

describe('text[] values', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase({ seed: true });
  });
  afterAll(() => database.close());

  it('read back element for element, NULL apart from the word', async () => {
    const { rows } = (await database.db.execute(
      sql`select array[${sql.join(
        awkward.map((value) => sql`${value}::text`),
        sql`, `,
      )}] as values, '{}'::text[] as empty, '{{a,"b c"},{NULL,"}"}}'::text[] as nested`,
    )) as unknown as { rows: { values: unknown; empty: unknown; nested: unknown }[] };
    expect(rows[0]?.values).toEqual(awkward);
    expect(rows[0]?.empty).toEqual([]);
    expect(rows[0]?.nested).toEqual([
      ['a', 'b c'],
      [null, '}'],
    ]);
  });

  it('come through a drizzle column as the strings that were stored', async () => {
    const stored = awkward.filter((value): value is string => value !== null);
    const [board] = await database.db.select({ slug: boards.slug }).from(boards).limit(1);
    if (!board) throw new Error('The seed set has no boards.');
    await database.db
      .update(boards)
      .set({ highlights: stored })
      .where(sql`${boards.slug} = ${board.slug}`);
    const [read] = await database.db
      .select({ highlights: boards.highlights })
      .from(boards)
      .where(sql`${boards.slug} = ${board.slug}`);
    expect(read?.highlights).toEqual(stored);
  });
});
