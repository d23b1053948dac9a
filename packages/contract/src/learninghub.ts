/**
 * The learning hub: GET /api/learninghub (domains, pages), GET /api/learninghub/:domain (a domain
 * with its topics in order) and GET /api/learninghub/:domain/:topic (a lesson with its neighbours).
 */
import { z } from 'zod';
import { pageQueryShape, pageSchema } from './pagination.ts';
import { docHeadingSchema, richTextDocSchema } from './rich-text.ts';

export const domainListQuerySchema = z.object({ ...pageQueryShape });
export type DomainListQuery = z.input<typeof domainListQuerySchema>;

export const domainSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  position: z.number().int(),
  topicCount: z.number().int().min(0),
  /** Each published topic's exercise ids, in order: a learner's progress is counted against them. */
  topicExercises: z.array(
    z.object({ slug: z.string(), title: z.string(), exerciseIds: z.array(z.string()) }),
  ),
});
export type DomainSummary = z.infer<typeof domainSummarySchema>;

export const domainListResponseSchema = pageSchema(domainSummarySchema);
export type DomainListResponse = z.infer<typeof domainListResponseSchema>;

export const topicSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  position: z.number().int(),
  readingMinutes: z.number().int().min(1),
  /** The ids of the lesson's exercises, in order. */
  exerciseIds: z.array(z.string()),
});
export type TopicSummary = z.infer<typeof topicSummarySchema>;

export const domainDetailSchema = domainSummarySchema.extend({ topics: z.array(topicSummarySchema) });
export type DomainDetail = z.infer<typeof domainDetailSchema>;

const topicLinkSchema = z.object({ slug: z.string(), title: z.string() });

export const topicDetailSchema = topicSummarySchema.extend({
  body: richTextDocSchema,
  headings: z.array(docHeadingSchema),
  updatedAt: z.string(),
  domain: z.object({ slug: z.string(), title: z.string() }),
  /** The topics before and after this one in the domain's order; null at either end. */
  previous: topicLinkSchema.nullable(),
  next: topicLinkSchema.nullable(),
});
export type TopicDetail = z.infer<typeof topicDetailSchema>;
