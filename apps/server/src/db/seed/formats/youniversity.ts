/** youniversity.yaml: free university-level courses. */
import { z } from 'zod';
import { level, slug, tagList, text, webUrl } from './fields.ts';

export const courseRecord = z.strictObject({
  slug,
  title: text,
  provider: text,
  instructors: z.array(text).default([]),
  url: webUrl,
  level,
  durationHours: z.number().positive().nullable(),
  summary: text,
  topics: z.array(text).default([]),
  tags: tagList,
});
export type CourseRecord = z.output<typeof courseRecord>;
