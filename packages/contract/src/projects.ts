/**
 * GET /api/projects (difficulty, tag, sort, pages) and GET /api/projects/:slug: the build with its
 * steps and the components it needs, each linked to a store item that sells it.
 */
import { z } from 'zod';
import { authorSchema } from './authors.ts';
import { cursorPageQueryShape, cursorPageSchema } from './pagination.ts';
import { enumParam, slugParam } from './query-params.ts';
import { docHeadingSchema, richTextDocSchema } from './rich-text.ts';
import { tagRefSchema } from './tags.ts';
import { difficulties } from './vocabularies.ts';

export { difficulties };

export const difficultySchema = z.enum(difficulties);
export type Difficulty = z.infer<typeof difficultySchema>;

export const projectListQuerySchema = z.object({
  ...cursorPageQueryShape,
  difficulty: enumParam('difficulty', difficulties),
  tag: slugParam('tag'),
  sort: enumParam('sort', ['newest', 'oldest', 'title']),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

export const projectSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  author: authorSchema,
  publishedAt: z.string(),
  updatedAt: z.string(),
  difficulty: difficultySchema,
  estimatedHours: z.number().nullable(),
  /** An uploaded image's address (/uploads/…), or null. */
  coverImage: z.string().nullable(),
  tags: z.array(tagRefSchema),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectListResponseSchema = cursorPageSchema(projectSummarySchema);
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

export const projectComponentSchema = z.object({
  quantity: z.number().int().min(1),
  note: z.string().nullable(),
  item: z.object({
    uniqueKey: z.string(),
    name: z.string(),
    price: z.number(),
    currency: z.string(),
    url: z.string(),
    store: z.object({ slug: z.string(), name: z.string() }),
  }),
});
export type ProjectComponent = z.infer<typeof projectComponentSchema>;

export const projectDetailSchema = projectSummarySchema.extend({
  body: richTextDocSchema,
  headings: z.array(docHeadingSchema),
  readingMinutes: z.number().int().min(1),
  repositoryUrl: z.string().nullable(),
  /** Only components sold by a published item of a published store. */
  components: z.array(projectComponentSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;
