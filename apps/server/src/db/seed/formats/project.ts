/** Front matter of projects/<slug>.md: the project's facts and the components it needs. */
import { z } from 'zod';
import { imagePath, isoDate, tagList, text, webUrl } from './fields.ts';

export const projectFrontMatter = z.strictObject({
  title: text,
  summary: text,
  author: text,
  publishedAt: isoDate,
  difficulty: z.enum(['beginner', 'intermediate', 'advanced']),
  estimatedHours: z.number().positive().nullable().default(null),
  tags: tagList,
  repositoryUrl: webUrl.nullable().default(null),
  /** An illustration of the finished build, shown on cards and above the project. */
  cover: imagePath.nullable().default(null),
  components: z
    .array(
      z.strictObject({
        uniqueKey: text,
        quantity: z.number().int().min(1).default(1),
        note: text.nullable().optional(),
      }),
    )
    .default([]),
});
export type ProjectFrontMatter = z.output<typeof projectFrontMatter>;
