/**
 * GET /api/resources (collection, kind, level, tag, sort, pages) and GET /api/resources/:slug:
 * books, papers, courses, tools and references. The RL pages list `collection=rl` by kind.
 */
import { z } from 'zod';
import { pageQueryShape, pageSchema } from './pagination.ts';
import { enumParam, slugParam } from './query-params.ts';
import { tagRefSchema } from './tags.ts';
import { levels, resourceCollections, resourceKinds } from './vocabularies.ts';

export { levels, resourceCollections, resourceKinds };

export const resourceListQuerySchema = z.object({
  ...pageQueryShape,
  collection: enumParam('collection', resourceCollections),
  kind: enumParam('kind', resourceKinds),
  level: enumParam('level', levels),
  tag: slugParam('tag'),
  /** title (default), newest or oldest by year. */
  sort: enumParam('sort', ['title', 'newest', 'oldest']),
});
export type ResourceListQuery = z.input<typeof resourceListQuerySchema>;

export const resourceSchema = z.object({
  slug: z.string(),
  title: z.string(),
  kind: z.enum(resourceKinds),
  collection: z.enum(resourceCollections),
  authors: z.array(z.string()),
  year: z.number().int().nullable(),
  publisher: z.string().nullable(),
  url: z.string(),
  summary: z.string(),
  level: z.enum(levels),
  free: z.boolean(),
  tags: z.array(tagRefSchema),
});
export type Resource = z.infer<typeof resourceSchema>;

export const resourceListResponseSchema = pageSchema(resourceSchema);
export type ResourceListResponse = z.infer<typeof resourceListResponseSchema>;
