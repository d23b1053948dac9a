/**
 * What an article may hold, checked before anything is written: a body the editor's schema allows
 * (content/rich-text-body.ts), a cover image on this site, and existing tags. Problems are
 * 422s that name the field and say what is wrong.
 */
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { docToPlainText } from '@tinkerlabs/rich-text/plain-text';
import { checkImageSrc } from '@tinkerlabs/rich-text/safe-url';
import { checkRichTextBody } from '../../content/rich-text-body.ts';
import type { Database } from '../../db/client.ts';
import { validationFailed } from '../../http/errors.ts';
import { findTagIds } from './article-draft-queries.ts';

/** @example const body = checkArticleBody(input.body) // throws a 422 naming the first problem */
export function checkArticleBody(value: unknown): RichTextDoc {
  return checkRichTextBody(value, 'The article body');
}

export function checkCoverImage(src: string | null): string | null {
  if (src === null || src === '') return null;
  const verdict = checkImageSrc(src);
  if (!verdict.ok) throw validationFailed({ coverImage: verdict.reason }, `Cover image: ${verdict.reason}`);
  return src;
}

/** The ids of the tags, or a 422 naming the unknown ones. */
export async function resolveTags(db: Database, slugs: readonly string[]): Promise<string[]> {
  const { ids, unknown } = await findTagIds(db, slugs);
  if (unknown.length) {
    const message = `There is no tag ${unknown.map((s) => `"${s}"`).join(', ')}: choose from the tags at /api/tags.`;
    throw validationFailed({ tags: message }, message);
  }
  return ids;
}

/** Submitting needs a title, a summary and some text: a 422 listing what is missing. */
export function checkReadyForReview(article: { title: string; summary: string; body: RichTextDoc }): void {
  const fields: Record<string, string> = {};
  if (!article.title.trim()) fields.title = 'Give the article a title before submitting it.';
  if (!article.summary.trim()) {
    fields.summary = 'Write a short summary before submitting it: lists of articles show it.';
  }
  if (!docToPlainText(article.body).trim()) fields.body = 'Write the article before submitting it.';
  if (Object.keys(fields).length) {
    throw validationFailed(fields, `The article is not ready for review. ${Object.values(fields).join(' ')}`);
  }
}
