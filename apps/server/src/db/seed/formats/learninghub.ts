/** learninghub/<domain>/domain.yaml and the front matter of its NN-<topic>.md lessons. */
import { z } from 'zod';
import { text } from './fields.ts';

export const domainFile = z.strictObject({
  title: text,
  summary: text,
  position: z.number().int().min(1),
});
export type DomainFile = z.output<typeof domainFile>;

export const topicFrontMatter = z.strictObject({ title: text, summary: text });
export type TopicFrontMatter = z.output<typeof topicFrontMatter>;

/** `01-how-a-microcontroller-runs-code.md` → position 1, slug how-a-microcontroller-runs-code. */
export const topicFileName = /^(\d{1,3})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
