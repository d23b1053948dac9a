/**
 * Paginated lists: every list endpoint takes `page` (from 1) and `pageSize` (1–50, default 12 unless
 * its contract says otherwise) and answers `{ items, page, pageSize, total, totalPages }`. A page past
 * the end has no items; it is not an error. `totalPages` is 0 when nothing matches.
 *
 * Lists that grow with the community (articles, blog posts, projects, stores) number only their
 * first `maxNumberedPage` pages. Every page of theirs also answers `nextCursor`, and the page after
 * it is `after=<nextCursor>` (null: this is the last page). A numbered page skips the rows before it,
 * which costs the database more the further it goes; a cursor starts where the page before ended, so
 * page 5 000 costs what page 2 does. The cursor is opaque: send it back as it came. On such a list,
 * past a thousand or so matches, `total` may be an estimate.
 */
import { z } from 'zod';
import { defaultPageSize, maxNumberedPage, maxPageSize } from './page-limits.ts';
import { intParam } from './query-params.ts';

export { defaultPageSize, maxNumberedPage, maxPageSize };

export const pageQueryShape = {
  page: intParam('page', { min: 1, max: 100_000, fallback: 1 }),
  pageSize: intParam('pageSize', { min: 1, max: maxPageSize, fallback: defaultPageSize }),
};
export const pageQuerySchema = z.object(pageQueryShape);
export type PageQuery = z.output<typeof pageQuerySchema>;

export const invalidCursorMessage =
  "after must be a page's nextCursor from this list, in the same order, sent back as it came.";

/** The query of a list paged by cursor past its first `maxNumberedPage` pages. */
export const cursorPageQueryShape = {
  page: intParam('page', {
    min: 1,
    max: maxNumberedPage,
    fallback: 1,
    hint: 'later pages are reached with after, the nextCursor of the page before.',
  }),
  pageSize: pageQueryShape.pageSize,
  /** Opaque to clients; the server reads it (apps/server/src/db/queries/keyset.ts). */
  after: z
    .string()
    .optional()
    .transform((value, ctx): string | undefined => {
      if (value === undefined || value === '') return undefined;
      if (/^[A-Za-z0-9_-]{1,2000}$/.test(value)) return value;
      ctx.addIssue({ code: 'custom', message: invalidCursorMessage });
      return z.NEVER;
    }),
};
export type CursorPageQuery = z.output<z.ZodObject<typeof cursorPageQueryShape>>;

/** @example const articlePageSchema = pageSchema(articleSummarySchema) */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(maxPageSize),
    total: z.number().int().min(0),
    totalPages: z.number().int().min(0),
  });
}

export type Page<T> = { items: T[]; page: number; pageSize: number; total: number; totalPages: number };

/** @example const articlePageSchema = cursorPageSchema(articleSummarySchema) */
export function cursorPageSchema<T extends z.ZodType>(item: T) {
  return pageSchema(item).extend({ nextCursor: z.string().nullable() });
}

export type CursorPage<T> = Page<T> & { nextCursor: string | null };
