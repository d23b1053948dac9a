// A growing list's total (pagination.ts): exact below the cap; past it, PostgreSQL's estimate from the
// planner's statistics, which does not count (rows added since the estimate do not change it), and
// on PGlite an exact count however many rows match.
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublished } from '../../content/visibility.ts';
import { createStore } from '../../testing/content-factories.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import { stores } from '../schema.ts';
import { estimatedRows, listTotal } from './pagination.ts';

let database: DatabaseHandle;
const published = () => isPublished(stores);
const exactCount = async () =>
  Number((await database.db.select({ n: count() }).from(stores).where(published()))[0]?.n);

beforeAll(async () => {
  database = await openTestDatabase();
  for (let i = 0; i < 30; i++) await createStore(database.db, { slug: `counted-${i}` });
  await database.db.execute(sql`analyze stores`);
});

afterAll(async () => {
  await database?.close();
});

describe('listTotal', () => {
  it('counts exactly while the rows are fewer than the cap', async () => {
    const exact = await exactCount();
    expect(await listTotal(database.db, stores, published, undefined, { cap: exact + 1 })).toBe(exact);
    expect(await listTotal(database.db, stores, published, 7, { cap: exact + 1 })).toBe(7);
  });

  it('past the cap estimates on PostgreSQL without counting, and counts on PGlite', async () => {
    const before = await exactCount();
    const first = await listTotal(database.db, stores, published, undefined, { cap: 5 });
    for (let i = 0; i < 10; i++) await createStore(database.db, { slug: `added-${i}` });
    const second = await listTotal(database.db, stores, published, undefined, { cap: 5 });
    if (database.kind === 'pglite') {
      expect([first, second]).toEqual([before, before + 10]);
    } else {
      // Analyzed with every row: the planner's figure is close to the count, and kept a minute.
      expect(first).toBe(Math.max(5, await estimatedRows(database.db, stores, published)));
      expect(Math.abs(first - before)).toBeLessThanOrEqual(before * 0.1);
      expect(second).toBe(first);
    }
  });
});
