/** programming.yaml: the four programming lab pages. `introduction` is Markdown. */
import { z } from 'zod';
import { text, webUrl } from './fields.ts';

export const programmingRecord = z.strictObject({
  slug: z.enum(['cpp', 'python', 'tinyml', 'micropython']),
  name: text,
  summary: text,
  introduction: text,
  examples: z.array(z.strictObject({ title: text, description: text, code: text })).default([]),
  references: z.array(z.strictObject({ title: text, url: webUrl })).default([]),
});
export type ProgrammingRecord = z.output<typeof programmingRecord>;
