/**
 * Administering the learning hub: domains and their ordered topics (lessons). Administrators only
 * (anonymous 401, members 403).
 *
 *   GET    /api/admin/learninghub/domains                 → AdminDomainListResponse (all, in order)
 *   POST   /api/admin/learninghub/domains                 CreateDomainRequest → 201 AdminDomain
 *   PATCH  /api/admin/learninghub/domains/{id}            UpdateDomainRequest → AdminDomain
 *   POST   /api/admin/learninghub/domains/{id}/move       MoveRequest → AdminDomainListResponse
 *   DELETE /api/admin/learninghub/domains/{id}            → 204 (409 while it has topics)
 *   GET    /api/admin/learninghub/domains/{id}/topics     → AdminTopicListResponse (in order)
 *   POST   /api/admin/learninghub/domains/{id}/topics     CreateTopicRequest → 201 AdminTopic
 *   GET    /api/admin/learninghub/topics/{id}             → AdminTopic (with body and history)
 *   PATCH  /api/admin/learninghub/topics/{id}             UpdateTopicRequest → AdminTopic
 *   POST   /api/admin/learninghub/topics/{id}/move        MoveRequest → AdminTopicListResponse (its domain)
 *   DELETE /api/admin/learninghub/topics/{id}             → 204
 *
 * Rules the server keeps:
 * - New domains and topics start unpublished: the public pages show neither until `published: true`.
 *   An unpublished domain hides all its topics; previous/next links skip unpublished topics.
 * - Edits carry `baseUpdatedAt`, the `updatedAt` the client last saw. When the record changed since,
 *   the answer is 409 with `error.kind = 'stale'` and `error.current` (the server's copy); nothing is
 *   written. Moving (reordering) does not change `updatedAt`, so an open editor is not disturbed.
 * - Slugs: lowercase letters, digits and single hyphens; a domain's is unique across domains, a
 *   topic's within its domain. Empty or left out when creating means "derive it from the title"
 *   (made unique with -2, -3 …). A typed slug that is taken answers 409 with `error.fields.slug`.
 * - Positions are 1, 2, 3 … without gaps, kept so under concurrent use: moves, creations, deletions
 *   and moving a topic to another domain (it goes last there) renumber in one locked transaction.
 * - A domain with topics cannot be deleted (409): move or delete its topics first, so no public
 *   link breaks silently.
 * - Lesson bodies are checked like article bodies (422 naming the problem in `error.fields`).
 * - Every change records a history entry (created / edited with the changed fields / deleted).
 */
import { z } from 'zod';
import { maxLength } from './text-length.ts';
import { historyEntrySchema } from './history.ts';
import { slugPattern } from './query-params.ts';
import { richTextDocSchema } from './rich-text.ts';

export const maxLearninghubTitleLength = 120;
export const maxLearninghubSummaryLength = 500;
export const maxLearninghubSlugLength = 80;

// ---------------------------------------------------------------------------------------------
// Requests

const titleSchema = z
  .string({ error: 'The title must be text.' })
  .trim()
  .min(1, 'Give it a title.')
  .check(
    maxLength(maxLearninghubTitleLength, `Keep the title under ${maxLearninghubTitleLength} characters.`),
  );

const summarySchema = z
  .string({ error: 'The summary must be text.' })
  .trim()
  .check(
    maxLength(
      maxLearninghubSummaryLength,
      `Keep the summary under ${maxLearninghubSummaryLength} characters.`,
    ),
  );

/** '' asks the server to derive the slug from the title. */
const slugSchema = z
  .string({ error: 'The slug must be text.' })
  .trim()
  .check(maxLength(maxLearninghubSlugLength, `Keep the slug under ${maxLearninghubSlugLength} characters.`))
  .refine(
    (slug) => slug === '' || slugPattern.test(slug),
    'Use lowercase letters, digits and single hyphens, such as control-systems.',
  );

const baseUpdatedAtSchema = z.iso.datetime({
  error: 'baseUpdatedAt (the updatedAt this change is based on) is required.',
});

export const createDomainRequestSchema = z.object({
  title: titleSchema,
  slug: slugSchema.optional(),
  summary: summarySchema.optional(),
});
export type CreateDomainRequest = z.input<typeof createDomainRequestSchema>;

/** Only the fields present change. */
export const updateDomainRequestSchema = z.object({
  baseUpdatedAt: baseUpdatedAtSchema,
  title: titleSchema.optional(),
  slug: slugSchema.optional(),
  summary: summarySchema.optional(),
  published: z.boolean({ error: 'published is true or false.' }).optional(),
});
export type UpdateDomainRequest = z.input<typeof updateDomainRequestSchema>;

export const moveDirections = ['up', 'down'] as const;
export const moveRequestSchema = z.object({
  direction: z.enum(moveDirections, { error: 'direction is "up" or "down".' }),
});
export type MoveRequest = z.input<typeof moveRequestSchema>;

export const createTopicRequestSchema = z.object({
  title: titleSchema,
  slug: slugSchema.optional(),
  summary: summarySchema.optional(),
  body: richTextDocSchema.optional(),
});
export type CreateTopicRequest = z.input<typeof createTopicRequestSchema>;

/** Only the fields present change; `domainId` moves the topic to the end of another domain. */
export const updateTopicRequestSchema = z.object({
  baseUpdatedAt: baseUpdatedAtSchema,
  title: titleSchema.optional(),
  slug: slugSchema.optional(),
  summary: summarySchema.optional(),
  body: richTextDocSchema.optional(),
  published: z.boolean({ error: 'published is true or false.' }).optional(),
  domainId: z.uuid({ error: 'Choose a domain.' }).optional(),
});
export type UpdateTopicRequest = z.input<typeof updateTopicRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Responses

export const adminTopicSummarySchema = z.object({
  id: z.string(),
  domainId: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  position: z.number().int(),
  published: z.boolean(),
  readingMinutes: z.number().int(),
  updatedAt: z.string(),
});
export type AdminTopicSummary = z.infer<typeof adminTopicSummarySchema>;

export const adminDomainSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  position: z.number().int(),
  published: z.boolean(),
  updatedAt: z.string(),
  topicCount: z.number().int(),
  topics: z.array(adminTopicSummarySchema),
  history: z.array(historyEntrySchema),
});
export type AdminDomain = z.infer<typeof adminDomainSchema>;

export const adminDomainListResponseSchema = z.object({ domains: z.array(adminDomainSchema) });
export type AdminDomainListResponse = z.infer<typeof adminDomainListResponseSchema>;

export const adminTopicListResponseSchema = z.object({ topics: z.array(adminTopicSummarySchema) });
export type AdminTopicListResponse = z.infer<typeof adminTopicListResponseSchema>;

export const adminTopicSchema = adminTopicSummarySchema.extend({
  body: richTextDocSchema,
  domain: z.object({ id: z.string(), slug: z.string(), title: z.string(), published: z.boolean() }),
  history: z.array(historyEntrySchema),
});
export type AdminTopic = z.infer<typeof adminTopicSchema>;
