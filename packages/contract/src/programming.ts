/**
 * GET /api/labs/programming (the four language pages) and GET /api/labs/programming/:slug: the
 * page's introduction, example programs for its sandbox and references.
 */
import { z } from 'zod';
import { pageQueryShape, pageSchema } from './pagination.ts';
import { docHeadingSchema, richTextDocSchema } from './rich-text.ts';

export const programmingListQuerySchema = z.object({ ...pageQueryShape });
export type ProgrammingListQuery = z.input<typeof programmingListQuerySchema>;

export const programmingLanguageSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
});
export type ProgrammingLanguageSummary = z.infer<typeof programmingLanguageSummarySchema>;

export const programmingListResponseSchema = pageSchema(programmingLanguageSummarySchema);
export type ProgrammingListResponse = z.infer<typeof programmingListResponseSchema>;

export const codeExampleSchema = z.object({ title: z.string(), description: z.string(), code: z.string() });
export type CodeExample = z.infer<typeof codeExampleSchema>;

export const programmingLanguageDetailSchema = programmingLanguageSummarySchema.extend({
  introduction: richTextDocSchema,
  headings: z.array(docHeadingSchema),
  examples: z.array(codeExampleSchema),
  references: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type ProgrammingLanguageDetail = z.infer<typeof programmingLanguageDetailSchema>;
