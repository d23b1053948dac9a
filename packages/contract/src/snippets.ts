/**
 * /api/me/snippets: a signed-in member's saved programs from the programming labs. A snippet belongs
 * to one lab (its language) and has a name; the list carries no code, one snippet does.
 */
import { z } from 'zod';
import { maxLength } from './text-length.ts';
import { enumParam } from './query-params.ts';

export const snippetLabs = ['python', 'micropython', 'cpp', 'tinyml'] as const;
export type SnippetLab = (typeof snippetLabs)[number];

/** The most code one snippet holds, in characters. */
export const snippetCodeLimit = 100_000;
/** The most snippets one member keeps. */
export const snippetsPerMember = 200;

export const snippetNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the snippet a name.')
  .check(maxLength(80, 'A name is at most 80 characters.'));
const snippetCodeSchema = z
  .string()
  .check(
    maxLength(
      snippetCodeLimit,
      'A snippet holds at most 100,000 characters (counted as UTF-16 code units: an emoji counts as two).',
    ),
  );

export const snippetListQuerySchema = z.object({ lab: enumParam('lab', snippetLabs) });
export type SnippetListQuery = z.input<typeof snippetListQuerySchema>;

export const snippetSummarySchema = z.object({
  id: z.string().uuid(),
  lab: z.enum(snippetLabs),
  name: z.string(),
  updatedAt: z.string(),
});
export type SnippetSummary = z.infer<typeof snippetSummarySchema>;

export const snippetSchema = snippetSummarySchema.extend({ code: z.string(), createdAt: z.string() });
export type Snippet = z.infer<typeof snippetSchema>;

export const snippetListResponseSchema = z.object({ items: z.array(snippetSummarySchema) });
export type SnippetListResponse = z.infer<typeof snippetListResponseSchema>;

export const createSnippetRequestSchema = z.object({
  lab: z.enum(snippetLabs),
  name: snippetNameSchema,
  code: snippetCodeSchema,
});
export type CreateSnippetRequest = z.input<typeof createSnippetRequestSchema>;

export const updateSnippetRequestSchema = z
  .object({ name: snippetNameSchema.optional(), code: snippetCodeSchema.optional() })
  .refine((change) => change.name !== undefined || change.code !== undefined, {
    message: 'Change the name, the code or both.',
  });
export type UpdateSnippetRequest = z.input<typeof updateSnippetRequestSchema>;
