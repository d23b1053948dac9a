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
    index('search_documents_vector_idx').using('gin', table.searchVector),
  ],
);
