/**
 * The full-text search index: one row per published article, blog post, project, learning-hub
 * topic, resource, store and store item. A separate table, rather than a generated tsvector column
 * on each content table, because (1) rich-text bodies are JSON documents whose plain text is
 * extracted in TypeScript (`docToPlainText`), which a generated column cannot call; (2) one GIN
 * index and one ranked query cover all seven types, grouped with a window function; (3) only
 * published rows are in it, so search never needs to know each table's visibility rules. The
 * vector itself is a generated column (title A, summary B, body C). Rows are written by
 * `refreshSearchDocuments` (search/search-index.ts), which the seed calls and every write path
 * that creates, edits, publishes or unpublishes content must call.
 */
import { sql } from 'drizzle-orm';
import { customType, index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const searchContentType = pgEnum('search_content_type', [
  'article',
  'blogPost',
  'project',
  'topic',
  'resource',
  'store',
  'storeItem',
  'board',
  'hardware',
  'simulator',
  'programming',
  'lab',
]);

/** The types with GIN indexes of their own: those members add to, by the thousand. */
export const ownIndexTypes = ['article', 'project', 'store', 'storeItem'] as const;
const otherTypesCondition = `content_type not in (${ownIndexTypes.map((t) => `'${t}'`).join(', ')})`;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchDocuments = pgTable(
  'search_documents',
  {
    contentType: searchContentType('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    slug: text('slug').notNull(),
    /** The page that shows the hit, e.g. /learninghub/control-systems/pid-basics. */
    path: text('path').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(body, '')), 'C')`,
      ),
  },
  (table) => [
    primaryKey({ columns: [table.contentType, table.contentId] }),
    // GIN indexes of the vector and of the title's words (a ranking's first candidates:
    // db/queries/text-search.ts), one pair per type that grows with the members and one pair for the
    // rest: a search of one type reads that type's entries only, where one index over all types
    // made a search of the stores read every article the words matched to find the stores among
    // them. A pair per type of the twelve made planning the twelve-type search cost 30–50 ms.
    // Queries name the type as a literal, so the planner can match the index's condition.
    ...[
      ...ownIndexTypes.map((type) => [snakeCase(type), `content_type = '${type}'`]),
      ['other', otherTypesCondition],
    ].flatMap(([name, condition]) => [
      index(`search_documents_${name}_vector_idx`)
        .using('gin', table.searchVector)
        .where(sql.raw(condition!)),
      index(`search_documents_${name}_title_idx`)
        .using('gin', sql`to_tsvector('english', ${table.title})`)
        .where(sql.raw(condition!)),
    ]),
  ],
);

/** @example snakeCase('storeItem') // 'store_item' */
function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
