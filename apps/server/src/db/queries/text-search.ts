/**
 * Full-text conditions on a content table through the search index: whether a row matches a
 * visitor's query, and how well. `websearch_to_tsquery` reads the query the way search boxes do
 * ("quoted phrases", -exclusions, or), and never fails on odd input.
 */
import type { SearchType } from '@tinkerlabs/contract/search';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from './qualified.ts';

/** A visitor's words, or a placeholder for them in a prepared statement. */
type Words = string | Placeholder;

export const tsQuery = (q: Words): SQL => sql`websearch_to_tsquery('english', ${q})`;

export function matchesText(type: SearchType, contentId: PgColumn, q: Words): SQL {
  return sql`exists (select 1 from search_documents sd where sd.content_type = ${type} and sd.content_id = ${qualified(contentId)} and sd.search_vector @@ ${tsQuery(q)})`;
}

export function textRank(type: SearchType, contentId: PgColumn, q: Words): SQL<number> {
  return sql<number>`(select ts_rank(sd.search_vector, ${tsQuery(q)}) from search_documents sd where sd.content_type = ${type} and sd.content_id = ${qualified(contentId)})`;
}
