/** Front matter of articles/<slug>.md and blog/<slug>.md. */
import { z } from 'zod';
import { isoDate, tagList, text } from './fields.ts';

export const postFrontMatter = z.strictObject({
  title: text,
  summary: text,
  author: text,
  publishedAt: isoDate,
  tags: tagList,
});
export type PostFrontMatter = z.output<typeof postFrontMatter>;
