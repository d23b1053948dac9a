/**
 * GET /api/articles (search, tag, sort, pages) and GET /api/articles/:slug (the article with its
 * table of contents and reading time). Only published (approved) articles are ever listed.
 */
import { z } from 'zod';
import { authorSchema } from './authors.ts';
import { cursorPageQueryShape, cursorPageSchema } from './pagination.ts';
import { enumParam, slugParam, textParam } from './query-params.ts';
import { docHeadingSchema, richTextDocSchema } from './rich-text.ts';
import { tagRefSchema } from './tags.ts';

/** `relevance` needs `q`; it is the default when `q` is given, `newest` otherwise. */
export const articleSorts = ['newest', 'oldest', 'title', 'relevance'] as const;

export const articleListQuerySchema = z.object({
  ...cursorPageQueryShape,
  tag: slugParam('tag'),
  q: textParam('q', { max: 200 }),
  sort: enumParam('sort', articleSorts),
});
export type ArticleListQuery = z.input<typeof articleListQuerySchema>;

export const articleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  author: authorSchema,
  publishedAt: z.string(),
  updatedAt: z.string(),
  readingMinutes: z.number().int().min(1),
  /** The article's cover: its first figure's address (/uploads/…), or null. */
  coverImage: z.string().nullable(),
  tags: z.array(tagRefSchema),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleListResponseSchema = cursorPageSchema(articleSummarySchema);
export type ArticleListResponse = z.infer<typeof articleListResponseSchema>;

export const articleDetailSchema = articleSummarySchema.extend({
  body: richTextDocSchema,
  headings: z.array(docHeadingSchema),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;
