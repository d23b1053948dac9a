/**
 * GET /api/search?q=&types=&limit=: full-text search over published articles, blog posts, projects,
 * resources, stores, store items, learning-hub topics, and the labs (their tools, development
 * boards, hardware parts, simulators and programming pages), grouped by type (in the order of
 * `searchTypes`) with each group's total and its best matches. Snippets come as segments, the
 * matched words marked, so the page highlights them without ever handling HTML.
 */
import { z } from 'zod';
import { enumListParam, intParam, requiredTextParam } from './query-params.ts';

export const searchTypes = [
  'article',
  'blogPost',
  'project',
  'topic',
  'resource',
  'store',
  'storeItem',
  'lab',
  'board',
  'hardware',
  'simulator',
  'programming',
] as const;
export const searchTypeSchema = z.enum(searchTypes);
export type SearchType = z.infer<typeof searchTypeSchema>;

export const searchQuerySchema = z.object({
  q: requiredTextParam('q', { max: 200 }),
  /** Comma-separated; all types when absent. */
  types: enumListParam('types', searchTypes),
  /** Results per group. */
  limit: intParam('limit', { min: 1, max: 20, fallback: 5 }),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const snippetSegmentSchema = z.object({ text: z.string(), highlight: z.boolean() });
export type SnippetSegment = z.infer<typeof snippetSegmentSchema>;

export const searchHitSchema = z.object({
  type: searchTypeSchema,
  slug: z.string(),
  title: z.string(),
  /** The page to open, e.g. /articles/pid-control or /stores/pololu#item-POLOLU-2130. */
  path: z.string(),
  snippet: z.array(snippetSegmentSchema),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  type: searchTypeSchema,
  total: z.number().int().min(0),
  items: z.array(searchHitSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResponseSchema = z.object({
  query: z.string(),
  total: z.number().int().min(0),
  groups: z.array(searchGroupSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
