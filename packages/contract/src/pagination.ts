/**
 * Paginated lists: every list endpoint takes `page` (from 1) and `pageSize` (1–50, default 12) and
 * answers `{ items, page, pageSize, total, totalPages }`. A page past the end has no items; it is
 * not an error. `totalPages` is 0 when nothing matches.
 */
import { z } from 'zod';
import { intParam } from './query-params.ts';

export const defaultPageSize = 12;
export const maxPageSize = 50;

export const pageQueryShape = {
  page: intParam('page', { min: 1, max: 100_000, fallback: 1 }),
  pageSize: intParam('pageSize', { min: 1, max: maxPageSize, fallback: defaultPageSize }),
};
export const pageQuerySchema = z.object(pageQueryShape);
export type PageQuery = z.output<typeof pageQuerySchema>;

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
