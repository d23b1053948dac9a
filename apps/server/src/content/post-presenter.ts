/**
 * Article and blog-post rows → the contract's post shapes (articles and blog posts share one shape;
 * the row's review fields never leave the server).
 */
import type { ArticleDetail, ArticleSummary } from '@tinkerlabs/contract/articles';
import type { TagRef } from '@tinkerlabs/contract/tags';
import { docHeadings } from '@tinkerlabs/rich-text/headings';
import type { PostListRow, PostRow } from './post-queries.ts';
import { presentAuthor } from './public-author.ts';

export function presentPostSummary(row: PostListRow, tags: TagRef[]): ArticleSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    author: presentAuthor(row),
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingMinutes: row.readingMinutes,
    coverImage: row.coverImage,
    tags,
  };
}

export function presentPostDetail(row: PostRow, tags: TagRef[]): ArticleDetail {
  return { ...presentPostSummary(row, tags), body: row.body, headings: docHeadings(row.body) };
}
