/**
 * One ranked full-text query over the index: matches of the visitor's words, ranked with ts_rank over
 * the stored, GIN-indexed weighted vector (title A > summary B > body C), the best `limit` of each
 * type returned with the type's total and a snippet from ts_headline. Each type ranks its candidates
 * only (db/queries/text-search.ts: title matches, then any), and counts its matches up to a
 * thousand, estimating beyond: ranking and counting every match of a common word took 0.2–1 s at
 * 100 000 articles.
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
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { estimatedRows, isPglite } from '../db/queries/pagination.ts';
import { candidatesPerKind, rankedCandidates, typeIs, typeLiteral } from '../db/queries/text-search.ts';
import { ownIndexTypes, searchDocuments } from '../db/schema.ts';

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
  const query = searchTsQuery(q);
  // A branch for each type members add to by the thousand, naming it as a literal so it reads its
  // own GIN indexes: it ranks its candidates as the index scans fetch them, and only its best
  // `limit` are joined back for their text; its total is counted once (an uncorrelated subquery),
  // up to `countedMatches`.
  const branches = types.filter(isGrowingType).map(
    (type) => sql`(select c.content_type, c.content_id, c.rank, c.published_at, c.title,
        (select count(*) from (select 1 from search_documents n
          where ${typeIs(type, 'n')} and n.search_vector @@ ${query} limit ${countedMatches}) counted) as total
      from (${rankedCandidates(type, query, candidatesPerKind)}) c
      order by c.rank desc, c.published_at desc nulls last, c.title
      limit ${limit})`,
  );
  // One branch for the curated types (a few hundred entries in all): every match ranked and
  // counted, numbered within its type. A branch per type made planning cost more than searching.
  const curated = types.filter((type) => !isGrowingType(type));
  if (curated.length > 0) {
    branches.push(sql`(select content_type, content_id, rank, published_at, title, total from (
        select d.content_type, d.content_id, ts_rank(d.search_vector, ${query}) as rank, d.published_at, d.title,
          row_number() over (partition by d.content_type
            order by ts_rank(d.search_vector, ${query}) desc, d.published_at desc nulls last, d.title) as n,
          count(*) over (partition by d.content_type) as total
        from search_documents d
        where d.content_type in (${sql.join(curated.map(typeLiteral), sql`, `)})
          and d.search_vector @@ ${query}) numbered
      where n <= ${limit})`);
  }
  const statement = sql`
    select hits.content_type as type, d.slug, d.path, hits.title, hits.total::int as total,
      ts_headline('english', left(d.summary || E'\n' || d.body, ${snippetSourceChars}), ${query}, ${headlineOptions}) as snippet
    from (${sql.join(branches, sql` union all `)}) hits
    join search_documents d on d.content_type = hits.content_type and d.content_id = hits.content_id
    order by hits.content_type, hits.rank desc, hits.published_at desc nulls last, hits.title`;
  // Matches are found through the GIN indexes only. For a word in a third of the articles (the
  // type-ahead's "ser"), the planner expected a sequential scan to meet a thousand matches sooner,
  // not counting that testing a row reads its whole stored vector: 200 ms instead of 90.
  // (PGlite, a small site's database, has no such numbers to misjudge.)
  const result = isPglite(db)
    ? await db.execute(statement)
    : await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx.execute(statement);
      });
  // node-postgres answers { rows }, PGlite's drizzle driver too; keep both shapes working.
  const rows = ((result as { rows?: unknown }).rows ?? result) as Array<Record<string, unknown>>;
  const found = rows.map((row) => ({
    type: row.type as SearchType,
    slug: String(row.slug),
    path: String(row.path),
    title: String(row.title),
    snippet: String(row.snippet ?? ''),
    total: Number(row.total),
  }));
  return withEstimatedTotals(db, found, query);
}

const isGrowingType = (type: SearchType) => (ownIndexTypes as readonly string[]).includes(type);

/**
 * The visitor's words as a tsquery expression: `websearch_to_tsquery`, and the last plain word also
 * as a prefix (type-ahead). Written out where it is used rather than in a CTE, so the planner sees
 * its value (a constant) and every count is computed once.
 */
function searchTsQuery(q: string): SQL {
  const { words, prefix } = splitPrefix(q);
  return prefix
    ? sql`(websearch_to_tsquery('english', ${words}) && (to_tsquery('english', ${prefix + ':*'}) || to_tsquery('simple', ${prefix + ':*'})))`
    : sql`websearch_to_tsquery('english', ${words})`;
}

/**
 * How many matches of a type are counted exactly. Past it the total is PostgreSQL's estimate (the
 * planner's statistics of the vector's words, no scan), like a long list's (db/queries/pagination.ts).
 */
const countedMatches = 1001;

async function withEstimatedTotals(db: Database, rows: SearchRow[], query: SQL): Promise<SearchRow[]> {
  const capped = [...new Set(rows.filter((r) => r.total >= countedMatches).map((r) => r.type))];
  if (capped.length === 0 || isPglite(db)) return rows;
  const estimates = new Map(
    await Promise.all(
      capped.map(async (type) => {
        const where = () =>
          sql`${typeIs(type, 'search_documents')} and search_documents.search_vector @@ ${query}`;
        return [type, await estimatedRows(db, searchDocuments, where)] as const;
      }),
    ),
  );
  return rows.map((row) => {
    const estimate = estimates.get(row.type);
    return estimate === undefined ? row : { ...row, total: Math.max(row.total, estimate) };
  });
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
