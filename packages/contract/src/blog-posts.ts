/** GET /api/blog-posts (tag, sort, pages) and GET /api/blog-posts/:slug: the site's own news and notes. */
import { z } from 'zod';
import { authorSchema } from './authors.ts';
import { cursorPageQueryShape, cursorPageSchema } from './pagination.ts';
import { enumParam, slugParam } from './query-params.ts';
import { docHeadingSchema, richTextDocSchema } from './rich-text.ts';
import { tagRefSchema } from './tags.ts';

export const blogPostListQuerySchema = z.object({
  ...cursorPageQueryShape,
  tag: slugParam('tag'),
  sort: enumParam('sort', ['newest', 'oldest', 'title']),
});
export type BlogPostListQuery = z.input<typeof blogPostListQuerySchema>;

export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  author: authorSchema,
  publishedAt: z.string(),
  updatedAt: z.string(),
  readingMinutes: z.number().int().min(1),
  /** The first figure's address (/uploads/…), or null when the post has none. */
  coverImage: z.string().nullable(),
  tags: z.array(tagRefSchema),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostListResponseSchema = cursorPageSchema(blogPostSummarySchema);
export type BlogPostListResponse = z.infer<typeof blogPostListResponseSchema>;

export const blogPostDetailSchema = blogPostSummarySchema.extend({
  body: richTextDocSchema,
  headings: z.array(docHeadingSchema),
});
export type BlogPostDetail = z.infer<typeof blogPostDetailSchema>;
