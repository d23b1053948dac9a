/**
 * One ranked full-text query over the index: matches of the visitor's words, ranked with ts_rank over
 * the stored, GIN-indexed weighted vector (title A > summary B > body C), numbered within their type,
 * the best `limit` of each type returned with the type's total and a snippet from ts_headline.
 *
 * The words are read as `websearch_to_tsquery('english', q)` (quotes, `or`, `-word`); a query of
 * plain words also matches the last one as a prefix, so the header's type-ahead finds "robot" while
 * "rob" is being typed. Snippets are computed for the rows returned only, over the summary and the
 * first `snippetSourceChars` characters of the body: ts_headline parses all the text it is given, and
 * a few long bodies made it cost most of the query (a match deeper in the body shows the opening).
 * Snippets mark matched words with the private-use characters U+E000 … U+E001, which the index
 * never contains; the presenter turns them into segments, so no HTML is ever produced.
 */
import type { SearchType } from '@tinkerlabs/contract/search';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export const snippetStart = '\ue000';
export const snippetStop = '\ue001';

export const snippetSourceChars = 1500;

export type SearchRow = {
  type: SearchType;
  slug: string;
  path: string;
  title: string;
  snippet: string;
  total: number;
};

const headlineOptions = sql.raw(
  `'StartSel=' || chr(57344) || ', StopSel=' || chr(57345) || ', MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "'`,
);

/** @example await searchIndex(db, 'kalman filter', ['article', 'topic'], 5) */
export async function searchIndex(
  db: Database,
  q: string,
  types: readonly SearchType[],
  limit: number,
): Promise<SearchRow[]> {
  const typeList = sql.join(
    types.map((t) => sql`${t}`),
    sql`, `,
  );
  const { words, prefix } = splitPrefix(q);
  const prefixQuery = prefix
    ? sql` && (to_tsquery('english', ${prefix + ':*'}) || to_tsquery('simple', ${prefix + ':*'}))`
    : sql``;
  const result = await db.execute(sql`
    with query as (select websearch_to_tsquery('english', ${words})${prefixQuery} as q),
    hits as (
      select d.content_type, d.slug, d.path, d.title, d.summary, d.body,
        row_number() over (
          partition by d.content_type
          order by ts_rank(d.search_vector, query.q) desc, d.published_at desc nulls last, d.title
        ) as n,
        count(*) over (partition by d.content_type) as total
      from search_documents d, query
      where d.search_vector @@ query.q and d.content_type::text in (${typeList})
    )
    select hits.content_type as type, hits.slug, hits.path, hits.title, hits.total::int as total,
      ts_headline('english', left(hits.summary || E'\n' || hits.body, ${snippetSourceChars}), query.q, ${headlineOptions}) as snippet
    from hits, query
    where hits.n <= ${limit}
    order by hits.content_type, hits.n`);
  // node-postgres answers { rows }, PGlite's drizzle driver too; keep both shapes working.
  const rows = ((result as { rows?: unknown }).rows ?? result) as Array<Record<string, unknown>>;
  return rows.map((row) => ({
    type: row.type as SearchType,
    slug: String(row.slug),
    path: String(row.path),
    title: String(row.title),
    snippet: String(row.snippet ?? ''),
    total: Number(row.total),
  }));
}

/**
 * A query of plain words ending in a word of three or more letters or digits, split into the words
 * before it and that last word, matched as a prefix; any other query (quotes, operators, a trailing
 * space) is left whole.
 * @example splitPrefix('pid cont') // { words: 'pid', prefix: 'cont' }
 * @example splitPrefix('"pid control"') // { words: '"pid control"', prefix: null }
 */
export function splitPrefix(q: string): { words: string; prefix: string | null } {
  const match = /^([\p{L}\p{N}\s]*?)([\p{L}\p{N}]{3,})$/u.exec(q);
  if (!match || /(^|\s)(or|and)$/i.test((match[1] ?? '').trim())) return { words: q, prefix: null };
  return { words: (match[1] ?? '').trim(), prefix: (match[2] ?? '').toLowerCase() };
}
