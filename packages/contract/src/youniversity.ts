/** GET /api/youniversity (level, tag, pages): free university-level courses. */
import { z } from 'zod';
import { pageQueryShape, pageSchema } from './pagination.ts';
import { enumParam, slugParam } from './query-params.ts';
import { levels } from './resources.ts';
import { tagRefSchema } from './tags.ts';

export const courseListQuerySchema = z.object({
  ...pageQueryShape,
  level: enumParam('level', levels),
  tag: slugParam('tag'),
});
export type CourseListQuery = z.input<typeof courseListQuerySchema>;

export const courseSchema = z.object({
  slug: z.string(),
  title: z.string(),
  provider: z.string(),
  instructors: z.array(z.string()),
  url: z.string(),
  level: z.enum(levels),
  durationHours: z.number().nullable(),
  summary: z.string(),
  topics: z.array(z.string()),
  tags: z.array(tagRefSchema),
});
export type Course = z.infer<typeof courseSchema>;

export const courseListResponseSchema = pageSchema(courseSchema);
export type CourseListResponse = z.infer<typeof courseListResponseSchema>;
