/**
 * The article workflow: a member writes a draft, autosaves it, submits it for review (or withdraws it);
 * an administrator approves it (published at /articles/{slug}) or rejects it with a reason.
 *
 * Author (signed in; someone else's article answers 404, as if it did not exist):
 *   GET    /api/me/articles?status=&page=&pageSize=   → ArticleDraftListResponse (newest change first)
 *   POST   /api/me/articles                            CreateArticleDraftRequest → 201 ArticleDraft
 *   GET    /api/me/articles/{id}                       → ArticleDraft (with its review history)
 *   PATCH  /api/me/articles/{id}                       UpdateArticleDraftRequest → ArticleDraft
 *   POST   /api/me/articles/{id}/submit                ArticleVersionRequest → ArticleDraft (pending)
 *   POST   /api/me/articles/{id}/withdraw              ArticleVersionRequest → ArticleDraft (draft)
 *   DELETE /api/me/articles/{id}                       → 204 (drafts and rejected articles only)
 * Review (administrators only; members get 403):
 *   GET    /api/review/articles?page=&pageSize=        → ArticleReviewListResponse (waiting longest
 *                                                        first; without previews)
 *   GET    /api/review/articles/{id}                   → ArticleReviewItem (any status, with its preview)
 *   POST   /api/review/articles/{id}/approve           ArticleVersionRequest → ArticleDraft (approved)
 *   POST   /api/review/articles/{id}/reject            RejectArticleRequest → ArticleDraft (rejected)
 *
 * Rules the server keeps:
 * - Every change carries `baseVersion`, the version the client last saw. When the article has moved on
 *   (another tab saved, the author submitted, a reviewer decided) the answer is 409 with
 *   `error.kind = 'stale_version'` and `error.current`, the server's copy; nothing is overwritten.
 *   Every successful change (save, submit, withdraw, approve, reject) adds 1 to the version.
 * - Members edit their articles while `draft` or `rejected`; a `pending` one must be withdrawn first
 *   (409); an `approved` (published) one can only be changed by an administrator (403).
 *   Administrators may edit and delete any article in any state.
 * - Slug: lowercase letters, digits and single hyphens, at most 100 characters, unique across all
 *   articles. Empty (or left out when creating) means "derive it from the title" (then it is made
 *   unique by adding -2, -3 …; an untitled draft gets `untitled`). A slug the author typed that is
 *   taken answers 409 with `error.kind = 'slug_taken'` and `error.suggestedSlug`, a free one.
 *   Left out of an update, the slug stays as it is.
 * - The body is checked against the editor's schema (unknown nodes or attributes, script or data
 *   URLs in links and images, oversized documents) and its maths expressions may not use \href, \url,
 *   \includegraphics or the \html… commands: any problem is a 422 naming it, in `error.fields` keyed
 *   by its path (e.g. `body.content.0.content.1.marks.0.attrs.href`) and in `error.message`.
 * - Submitting needs a title, a summary and some text in the body (422 with the fields otherwise).
 */
import { z } from 'zod';
import { maxLength } from './text-length.ts';
import { articleDetailSchema } from './articles.ts';
import { authorSchema } from './authors.ts';
import { historyEntrySchema, type HistoryEntry } from './history.ts';
import { pageQueryShape, pageSchema } from './pagination.ts';
import { enumParam, slugPattern } from './query-params.ts';
import { richTextDocSchema } from './rich-text.ts';
import { tagRefSchema } from './tags.ts';

export const articleStatuses = ['draft', 'pending', 'approved', 'rejected'] as const;
export const articleStatusSchema = z.enum(articleStatuses);
export type ArticleStatus = z.infer<typeof articleStatusSchema>;

export const maxArticleTitleLength = 200;
export const maxArticleSummaryLength = 500;
export const maxArticleSlugLength = 100;
export const maxArticleTags = 8;
export const maxRejectionReasonLength = 1000;

// ---------------------------------------------------------------------------------------------
// Requests

const titleSchema = z
  .string({ error: 'The title must be text.' })
  .trim()
  .check(maxLength(maxArticleTitleLength, `Keep the title under ${maxArticleTitleLength} characters.`));

const summarySchema = z
  .string({ error: 'The summary must be text.' })
  .trim()
  .check(maxLength(maxArticleSummaryLength, `Keep the summary under ${maxArticleSummaryLength} characters.`));

/** '' asks the server to derive the slug from the title. */
const slugSchema = z
  .string({ error: 'The slug must be text.' })
  .trim()
  .check(maxLength(maxArticleSlugLength, `Keep the slug under ${maxArticleSlugLength} characters.`))
  .refine(
    (slug) => slug === '' || slugPattern.test(slug),
    'Use lowercase letters, digits and single hyphens, such as pid-control-basics.',
  );

/** Slugs of existing tags (GET /api/tags). */
const tagsSchema = z
  .array(z.string().regex(slugPattern, 'A tag is given by its slug, such as embedded-systems.'), {
    error: 'Tags are a list of tag slugs.',
  })
  .max(maxArticleTags, `Choose at most ${maxArticleTags} tags.`)
  .refine((tags) => new Set(tags).size === tags.length, 'A tag appears twice.');

/** An uploaded image's address (from POST /api/uploads), or null for none. */
const coverImageSchema = z
  .string({ error: 'The cover image must be an address.' })
  .check(maxLength(2048))
  .nullable();

const baseVersionSchema = z
  .number({ error: 'baseVersion (the version this change is based on) is required.' })
  .int()
  .min(1);

export const createArticleDraftRequestSchema = z.object({
  title: titleSchema.optional(),
  slug: slugSchema.optional(),
  summary: summarySchema.optional(),
  tags: tagsSchema.optional(),
  coverImage: coverImageSchema.optional(),
  body: richTextDocSchema,
});
export type CreateArticleDraftRequest = z.input<typeof createArticleDraftRequestSchema>;

/** Only the fields present change; `baseVersion` is required. */
export const updateArticleDraftRequestSchema = z.object({
  baseVersion: baseVersionSchema,
  title: titleSchema.optional(),
  slug: slugSchema.optional(),
  summary: summarySchema.optional(),
  tags: tagsSchema.optional(),
  coverImage: coverImageSchema.optional(),
  body: richTextDocSchema.optional(),
});
export type UpdateArticleDraftRequest = z.input<typeof updateArticleDraftRequestSchema>;

/** Submit, withdraw, approve. */
export const articleVersionRequestSchema = z.object({ baseVersion: baseVersionSchema });
export type ArticleVersionRequest = z.input<typeof articleVersionRequestSchema>;

export const rejectArticleRequestSchema = z.object({
  baseVersion: baseVersionSchema,
  reason: z
    .string({ error: 'Give the author a reason.' })
    .trim()
    .min(1, 'Give the author a reason.')
    .check(
      maxLength(maxRejectionReasonLength, `Keep the reason under ${maxRejectionReasonLength} characters.`),
    ),
});
export type RejectArticleRequest = z.input<typeof rejectArticleRequestSchema>;

export const myArticlesQuerySchema = z.object({
  ...pageQueryShape,
  status: enumParam('status', articleStatuses),
});
export type MyArticlesQuery = z.input<typeof myArticlesQuerySchema>;

export const reviewQueueQuerySchema = z.object(pageQueryShape);
export type ReviewQueueQuery = z.input<typeof reviewQueueQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Responses

/** One step of an article's review history ('edited': a published article was changed). */
export const reviewEventSchema = historyEntrySchema;
export type ReviewEvent = HistoryEntry;

export const articleDraftSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  tags: z.array(tagRefSchema),
  coverImage: z.string().nullable(),
  status: articleStatusSchema,
  version: z.number().int().min(1),
  /** The reviewer's reason while the article is `rejected`, else null. */
  rejectionReason: z.string().nullable(),
  author: authorSchema,
  readingMinutes: z.number().int().min(1),
  createdAt: z.string(),
  updatedAt: z.string(),
  reviewedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** Where the public reads it (`/articles/{slug}`) while approved, else null. */
  publicPath: z.string().nullable(),
});
export type ArticleDraftSummary = z.infer<typeof articleDraftSummarySchema>;

/** An article as its author (or an administrator) works on it, in any status. */
export const articleDraftSchema = articleDraftSummarySchema.extend({
  body: richTextDocSchema,
  /** Oldest first. */
  history: z.array(reviewEventSchema),
});
export type ArticleDraft = z.infer<typeof articleDraftSchema>;

export const articleDraftListResponseSchema = pageSchema(articleDraftSummarySchema);
export type ArticleDraftListResponse = z.infer<typeof articleDraftListResponseSchema>;

/**
 * A submission in the review queue. `preview` is exactly what GET /api/articles/{slug} will answer
 * once it is approved (for an article not yet published, its publishedAt is the time of this
 * response), so the review page can render it with the public article view.
 */
export const articleReviewItemSchema = articleDraftSummarySchema.extend({
  /** When it was last submitted, or null if it never was. */
  submittedAt: z.string().nullable(),
  preview: articleDetailSchema,
  history: z.array(reviewEventSchema),
});
export type ArticleReviewItem = z.infer<typeof articleReviewItemSchema>;

/** An article in a page of the queue: without `preview`, which GET /api/review/articles/{id} gives. */
export const articleReviewSummarySchema = articleReviewItemSchema.omit({ preview: true });
export type ArticleReviewSummary = z.infer<typeof articleReviewSummarySchema>;

export const articleReviewListResponseSchema = pageSchema(articleReviewSummarySchema);
export type ArticleReviewListResponse = z.infer<typeof articleReviewListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The two conflicts (409), in the common error shape with extra fields

export const staleVersionErrorBodySchema = z.object({
  error: z.object({
    code: z.literal('conflict'),
    kind: z.literal('stale_version'),
    message: z.string(),
    /** The server's copy, to show the author both versions. */
    current: articleDraftSchema,
  }),
});
export type StaleVersionErrorBody = z.infer<typeof staleVersionErrorBodySchema>;

export const slugTakenErrorBodySchema = z.object({
  error: z.object({
    code: z.literal('conflict'),
    kind: z.literal('slug_taken'),
    message: z.string(),
    fields: z.object({ slug: z.string() }),
    suggestedSlug: z.string(),
  }),
});
export type SlugTakenErrorBody = z.infer<typeof slugTakenErrorBodySchema>;
