// The search ranks candidates only (search-query.ts, db/queries/text-search.ts): on the seeded site,
// where every type has fewer matches than the candidates, it answers exactly what ranking every match
// answered — the same hits in the same order, the same totals and snippets.
import { searchTypes, type SearchType } from '@tinkerlabs/contract/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { searchIndex, snippetSourceChars, splitPrefix } from './search-query.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase({ seed: true });
});

afterAll(async () => {
  await database?.close();
});

/** The search as it was before candidates: every match ranked, counted by a window function. */
async function rankEveryMatch(q: string, types: readonly SearchType[], limit: number) {
  const { words, prefix } = splitPrefix(q);
  const prefixQuery = prefix
    ? sql` && (to_tsquery('english', ${prefix + ':*'}) || to_tsquery('simple', ${prefix + ':*'}))`
    : sql``;
  const options = sql.raw(
    `'StartSel=' || chr(57344) || ', StopSel=' || chr(57345) || ', MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "'`,
  );
  const result = await database.db.execute(sql`
    with query as (select websearch_to_tsquery('english', ${words})${prefixQuery} as q),
    hits as (
      select d.content_type, d.slug, d.path, d.title, d.summary, d.body,
        row_number() over (
          partition by d.content_type
          order by ts_rank(d.search_vector, query.q) desc, d.published_at desc nulls last, d.title
        ) as n,
        count(*) over (partition by d.content_type) as total
      from search_documents d, query
      where d.search_vector @@ query.q and d.content_type::text in (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})
    )
    select hits.content_type as type, hits.slug, hits.path, hits.title, hits.total::int as total,
      ts_headline('english', left(hits.summary || E'\\n' || hits.body, ${snippetSourceChars}), query.q, ${options}) as snippet
    from hits, query
    where hits.n <= ${limit}
    order by hits.content_type, hits.n`);
  const rows = ((result as { rows?: unknown }).rows ?? result) as Array<Record<string, unknown>>;
  return rows.map((row) => ({
    type: row.type,
    slug: String(row.slug),
    path: String(row.path),
    title: String(row.title),
    snippet: String(row.snippet ?? ''),
    total: Number(row.total),
  }));
}

describe('searchIndex', () => {
  it.each([
    'robot',
    'kalman',
    'pid control',
    'sensor',
    'ser',
    'motor driver',
    '"state space"',
    'arduino -uno',
  ])('answers %s as ranking every match did', async (q) => {
    const found = await searchIndex(database.db, q, searchTypes, 5);
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(await rankEveryMatch(q, searchTypes, 5));
  });

  it('answers a longer list of two types as ranking every match did', async () => {
    const types = ['article', 'topic'] as const;
    const found = await searchIndex(database.db, 'control', types, 20);
    expect(found.length).toBeGreaterThan(5);
    expect(found).toEqual(await rankEveryMatch('control', types, 20));
  });
});
