/**
 * Full-text conditions on a content table through the search index: whether a row matches a
 * visitor's query, and how well. `websearch_to_tsquery` reads the query the way search boxes do
 * ("quoted phrases", -exclusions, or), and never fails on odd input.
 *
 * A relevance order ranks candidates, not every match: ranking reads each match's stored vector, and
 * a common word matches thousands of articles at scale (ranking every match of `robot` took 0.1–0.5 s at 100 000 articles). The
 * candidates are the first `candidatesPerKind` matches whose title has the words, and as many of any
 * match, each found through a GIN index without reading the rows: the best matches are nearly
 * always among them (ts_rank weighs a title word five times a body word), and every match is, while
 * a type has fewer matches than that.
 */
import { searchTypes, type SearchType } from '@tinkerlabs/contract/search';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from './qualified.ts';

/** A visitor's words, or a placeholder for them in a prepared statement. */
type Words = string | Placeholder;

export const tsQuery = (q: Words): SQL => sql`websearch_to_tsquery('english', ${q})`;

/**
 * `alias.content_type = 'type'` with the type as a literal: the index of each type is partial (WHERE
 * content_type = 'article' …, schema/search-documents.ts), which the planner uses only when it can
 * see the type. The type is one of the enum's values, never a visitor's text.
 */
export function typeIs(type: SearchType, alias: string): SQL {
  return sql`${sql.identifier(alias)}.content_type = ${typeLiteral(type)}`;
}

/** A search type written as a literal (see `typeIs`). */
export function typeLiteral(type: SearchType): SQL {
  if (!searchTypes.includes(type)) throw new Error(`Not a search type: ${type}`);
  return sql.raw(`'${type}'`);
}

export function matchesText(type: SearchType, contentId: PgColumn, q: Words): SQL {
  return sql`exists (select 1 from search_documents sd where ${typeIs(type, 'sd')} and sd.content_id = ${qualified(contentId)} and sd.search_vector @@ ${tsQuery(q)})`;
}

/** How many matches of each kind (title, anywhere) a relevance order ranks. */
export const candidatesPerKind = 300;

/**
 * A type's candidates for the tsquery `query` (an expression), with their rank: (content_type,
 * content_id, rank, published_at, title) rows, each once. The rank is computed as the index scan
 * fetches the row, so no candidate is read twice.
 */
export function rankedCandidates(type: SearchType, query: SQL, limit: number | Placeholder): SQL {
  const columns = sql`sd.content_type, sd.content_id, ts_rank(sd.search_vector, ${query}) as rank, sd.published_at, sd.title`;
  return sql`(select ${columns} from search_documents sd where ${typeIs(type, 'sd')} and to_tsvector('english', sd.title) @@ ${query} limit ${limit})
    union
    (select ${columns} from search_documents sd where ${typeIs(type, 'sd')} and sd.search_vector @@ ${query} limit ${limit})`;
}
