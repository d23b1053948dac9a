/**
 * What members submit and administrators review, besides articles: stores, store items and
 * projects. The three share one workflow and one shape of API (`{kind}` is `stores`, `items` or
 * `projects`):
 *
 * Member (signed in; someone else's submission answers 404, as if it did not exist):
 *   GET    /api/me/submissions?page=&pageSize=       → MySubmissionsResponse (a page of every type,
 *          articles included, newest change first, 20 a page by default; `needsAction` counts all pages)
 *   POST   /api/me/{kind}                            Create…Request → 201 …Record (status pending)
 *   GET    /api/me/{kind}/{id}                       → …Record (with its history)
 *   PATCH  /api/me/{kind}/{id}                       Update…Request → …Record
 *   POST   /api/me/{kind}/{id}/withdraw              VersionRequest → …Record (draft)
 *   POST   /api/me/{kind}/{id}/submit                VersionRequest → …Record (pending again)
 *   DELETE /api/me/{kind}/{id}                       → 204
 * Review (administrators only; members 403):
 *   GET    /api/review/{kind}?page=&pageSize=        → page of …ReviewItem (waiting longest first)
 *   GET    /api/review/{kind}/{id}/preview           → what the public detail endpoint will answer
 *                                                      once approved (StoreDetail, StoreItem, ProjectDetail)
 *   POST   /api/review/{kind}/{id}/approve           VersionRequest → …Record (approved, public)
 *   POST   /api/review/{kind}/{id}/reject            RejectRequest → …Record (rejected with the reason)
 * Management (administrators only):
 *   GET    /api/admin/{kind}?q=&status=&page=        → page of SubmissionSummary
 *   GET    /api/admin/stores/by-slug/{slug}          → StoreRecord
 *   GET    /api/admin/items/by-key/{uniqueKey}       → ItemRecord
 *   GET    /api/admin/projects/by-slug/{slug}        → ProjectRecord
 *   PATCH  /api/admin/{kind}/{id}                    Update…Request → …Record (any status)
 *   DELETE /api/admin/{kind}/{id}                    → 204, or 409 `in_use` when others refer to it
 *   GET    /api/admin/pending-counts                 → PendingCounts
 * Notifications (signed in, own only):
 *   GET    /api/me/notifications?unread=             → NotificationListResponse (newest first)
 *   POST   /api/me/notifications/read                MarkNotificationsReadRequest → 204
 *
 * Rules the server keeps:
 * - A new submission is `pending` at once. Its author may edit it while pending, draft or rejected,
 *   withdraw it while pending (→ draft), submit it again from draft or rejected, and delete it
 *   unless it is approved. An approved one only an administrator changes (403 for the member).
 * - Every change carries `baseVersion`; a stale one answers 409 `stale_version` with `current` (the
 *   server's copy) and changes nothing. Every change adds 1 to the version.
 * - Store slugs and project slugs are unique (derived from the name / title when left empty, made
 *   unique with -2, -3 …); an item's `uniqueKey` is unique, case-insensitively. A taken slug or key
 *   the member typed answers 409 `slug_taken` / `key_taken` with `fields` naming the field.
 * - An item belongs to an approved store; a project's components are approved items.
 * - Deleting a store that has items, or an item that a project lists, answers 409 `in_use` naming
 *   what refers to it; nothing is deleted.
 * - Every step (submitted, withdrawn, approved, rejected, edited with the changed fields, deleted)
 *   is recorded in the history shown on the record.
 */
import { z } from 'zod';
import { maxLength } from './text-length.ts';
import { authorSchema } from './authors.ts';
import { historyEntrySchema } from './history.ts';
import { maxPageSize, pageQueryShape, pageSchema } from './pagination.ts';
import { difficultySchema, projectDetailSchema } from './projects.ts';
import { enumParam, intParam, slugPattern, textParam } from './query-params.ts';
import { richTextDocSchema } from './rich-text.ts';
import { storeDetailSchema, storeItemSchema } from './stores.ts';
import { tagRefSchema } from './tags.ts';

export const submissionKinds = ['stores', 'items', 'projects'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

export const submissionStatuses = ['draft', 'pending', 'approved', 'rejected'] as const;
export const submissionStatusSchema = z.enum(submissionStatuses);
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;

export const maxRejectionReasonLength = 1000;

// ---------------------------------------------------------------------------------------------
// Field rules (shared by create and update; the web forms use the same schemas for their messages)

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(min, min <= 1 ? `${label} is required.` : `${label} needs at least ${min} characters.`)
    .check(maxLength(max, `Keep ${label.toLowerCase()} under ${max} characters.`));

const webAddress = (label: string) =>
  z
    .string({ error: `${label} must be an address.` })
    .trim()
    .check(maxLength(2048, `${label} is too long.`))
    .regex(
      /^https?:\/\/[^\s/?#:]+\.[^\s/?#:]+(?::\d+)?(?:[/?#]\S*)?$/i,
      `${label} must be a full web address starting with https://.`,
    );

/** '' asks the server to derive it from the name or title. */
const slugSchema = z
  .string({ error: 'The slug must be text.' })
  .trim()
  .check(maxLength(100, 'Keep the slug under 100 characters.'))
  .refine(
    (slug) => slug === '' || slugPattern.test(slug),
    'Use lowercase letters, digits and single hyphens, such as maker-parts-berlin.',
  );

const countryCode = z
  .string({ error: 'A country is a two-letter code such as DE.' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'A country is a two-letter code such as DE.')
  .transform((code) => code.toUpperCase());

/** An uploaded image's address (from POST /api/uploads, `/uploads/…`), or null for none. */
const imageSchema = z
  .string({ error: 'The image must be an uploaded file.' })
  .check(maxLength(300, 'The image must be a file uploaded here.'))
  .regex(/^\/uploads(\/[A-Za-z0-9._-]+)+$/, 'The image must be a file uploaded here.')
  .refine(
    (address) => !address.split('/').some((segment) => segment === '.' || segment === '..'),
    'An image address may not contain "." or ".." segments.',
  )
  .nullable();

const baseVersionSchema = z
  .number({ error: 'baseVersion (the version this change is based on) is required.' })
  .int()
  .min(1);

export const uniqueKeyPattern = /^[A-Za-z0-9][A-Za-z0-9._+/-]{1,63}$/;

export const storeFieldsSchema = z.object({
  name: text('The name', 2, 120),
  slug: slugSchema.optional(),
  website: webAddress('The website'),
  description: text('The description', 20, 2000),
  country: countryCode,
  /** Country codes, or ['worldwide']. */
  shipsTo: z
    .array(
      z
        .string()
        .trim()
        .transform((v) => (v.toLowerCase() === 'worldwide' ? 'worldwide' : v.toUpperCase()))
        .refine(
          (v) => v === 'worldwide' || /^[A-Z]{2}$/.test(v),
          'Use two-letter country codes or worldwide.',
        ),
      { error: 'Ships to is a list of country codes.' },
    )
    .min(1, 'Say where the store ships to (country codes, or worldwide).')
    .max(60, 'List at most 60 countries, or choose worldwide.'),
  categories: z
    .array(text('A category', 2, 40), { error: 'Categories are a list of words.' })
    .min(1, 'Give at least one category, such as sensors.')
    .max(8, 'Give at most 8 categories.'),
  logo: imageSchema.optional(),
});
export const createStoreRequestSchema = storeFieldsSchema;
export type CreateStoreRequest = z.input<typeof createStoreRequestSchema>;
export const updateStoreRequestSchema = storeFieldsSchema
  .partial()
  .extend({ baseVersion: baseVersionSchema });
export type UpdateStoreRequest = z.input<typeof updateStoreRequestSchema>;

export const itemFieldsSchema = z.object({
  /** The slug of an approved store. */
  storeSlug: z
    .string({ error: 'Choose the store that sells it.' })
    .regex(slugPattern, 'Choose the store that sells it.'),
  name: text('The name', 2, 160),
  uniqueKey: z
    .string({ error: 'The unique key must be text.' })
    .trim()
    .regex(uniqueKeyPattern, 'Use the part number or SKU: 2–64 letters, digits, and . _ + / -'),
  description: text('The description', 10, 2000),
  price: z
    .number({ error: 'The price must be a number.' })
    .min(0, 'The price cannot be negative.')
    .max(1_000_000, 'The price is too high.')
    .refine(
      (p) => Math.round(p * 100) === p * 100 || Math.abs(Math.round(p * 100) - p * 100) < 1e-6,
      'Use at most two decimals.',
    ),
  currency: z
    .string({ error: 'The currency is a three-letter code such as EUR.' })
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'The currency is a three-letter code such as EUR.')
    .transform((c) => c.toUpperCase()),
  url: webAddress('The link'),
  category: text('The category', 2, 40),
  image: imageSchema.optional(),
});
export const createItemRequestSchema = itemFieldsSchema;
export type CreateItemRequest = z.input<typeof createItemRequestSchema>;
export const updateItemRequestSchema = itemFieldsSchema.partial().extend({ baseVersion: baseVersionSchema });
export type UpdateItemRequest = z.input<typeof updateItemRequestSchema>;

export const projectComponentInputSchema = z.object({
  /** An approved item's unique key. */
  uniqueKey: z.string().trim().regex(uniqueKeyPattern, 'Choose a component from the list.'),
  quantity: z.number({ error: 'The quantity must be a number.' }).int('Use a whole number.').min(1).max(1000),
  note: z.string().trim().check(maxLength(200, 'Keep the note under 200 characters.')).nullable().optional(),
});

export const projectFieldsSchema = z.object({
  title: text('The title', 3, 200),
  slug: slugSchema.optional(),
  summary: text('The summary', 20, 500),
  coverImage: imageSchema.optional(),
  difficulty: difficultySchema,
  estimatedHours: z.number().min(0.25).max(1000).nullable().optional(),
  tags: z
    .array(z.string().regex(slugPattern, 'A tag is given by its slug.'))
    .max(8, 'Choose at most 8 tags.')
    .optional(),
  components: z
    .array(projectComponentInputSchema)
    .max(60, 'List at most 60 components.')
    .refine(
      (list) => new Set(list.map((c) => c.uniqueKey.toLowerCase())).size === list.length,
      'A component is listed twice: change its quantity instead.',
    ),
  repositoryUrl: webAddress('The repository link').nullable().optional(),
  body: richTextDocSchema,
});
export const createProjectRequestSchema = projectFieldsSchema;
export type CreateProjectRequest = z.input<typeof createProjectRequestSchema>;
export const updateProjectRequestSchema = projectFieldsSchema
  .partial()
  .extend({ baseVersion: baseVersionSchema });
export type UpdateProjectRequest = z.input<typeof updateProjectRequestSchema>;

export const versionRequestSchema = z.object({ baseVersion: baseVersionSchema });
export type VersionRequest = z.input<typeof versionRequestSchema>;

export const rejectRequestSchema = z.object({
  baseVersion: baseVersionSchema,
  reason: z
    .string({ error: 'Give the member a reason.' })
    .trim()
    .min(1, 'Give the member a reason.')
    .check(
      maxLength(maxRejectionReasonLength, `Keep the reason under ${maxRejectionReasonLength} characters.`),
    ),
});
export type RejectRequest = z.input<typeof rejectRequestSchema>;

export const managementQuerySchema = z.object({
  ...pageQueryShape,
  q: textParam('q', { max: 100 }),
  status: enumParam('status', submissionStatuses),
});
export type ManagementQuery = z.input<typeof managementQuerySchema>;

export const reviewQueuePageQuerySchema = z.object(pageQueryShape);

/** Rows of "my submissions" are short (a title, a status, a date): more of them fit a page. */
export const mySubmissionsDefaultPageSize = 20;

export const mySubmissionsQuerySchema = z.object({
  page: pageQueryShape.page,
  pageSize: intParam('pageSize', { min: 1, max: maxPageSize, fallback: mySubmissionsDefaultPageSize }),
});
export type MySubmissionsQuery = z.input<typeof mySubmissionsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Responses

export { historyEntrySchema, type HistoryEntry } from './history.ts';

const moderationShape = {
  id: z.string(),
  status: submissionStatusSchema,
  version: z.number().int().min(1),
  rejectionReason: z.string().nullable(),
  author: authorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  reviewedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** Where the public sees it while approved, else null. */
  publicPath: z.string().nullable(),
  /** Oldest first. */
  history: z.array(historyEntrySchema),
};

export const storeRecordSchema = z.object({
  ...moderationShape,
  slug: z.string(),
  name: z.string(),
  website: z.string(),
  description: z.string(),
  country: z.string(),
  shipsTo: z.array(z.string()),
  categories: z.array(z.string()),
  logo: z.string().nullable(),
  itemCount: z.number().int().min(0),
});
export type StoreRecord = z.infer<typeof storeRecordSchema>;

export const itemRecordSchema = z.object({
  ...moderationShape,
  uniqueKey: z.string(),
  store: z.object({ slug: z.string(), name: z.string() }),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  url: z.string(),
  category: z.string(),
  image: z.string().nullable(),
  /** Projects that list it as a component. */
  usedBy: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export type ItemRecord = z.infer<typeof itemRecordSchema>;

export const projectRecordSchema = z.object({
  ...moderationShape,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverImage: z.string().nullable(),
  difficulty: difficultySchema,
  estimatedHours: z.number().nullable(),
  tags: z.array(tagRefSchema),
  components: z.array(
    z.object({
      quantity: z.number().int(),
      note: z.string().nullable(),
      item: z.object({ uniqueKey: z.string(), name: z.string(), price: z.number(), currency: z.string() }),
    }),
  ),
  repositoryUrl: z.string().nullable(),
  body: richTextDocSchema,
});
export type ProjectRecord = z.infer<typeof projectRecordSchema>;

/** Something already on the site that the submission may duplicate. */
export const duplicateHintSchema = z.object({
  reason: z.enum(['same_website', 'same_unique_key', 'similar_title']),
  /** e.g. "Same website as Maker Parts (approved)". */
  message: z.string(),
  id: z.string(),
  name: z.string(),
  status: submissionStatusSchema,
  /** The dashboard edit page of the other record. */
  path: z.string(),
});
export type DuplicateHint = z.infer<typeof duplicateHintSchema>;

/**
 * A submission in a review queue: what the queue shows of it (its name, who sent it and when, its
 * history) and hints about duplicates. The rest of the record, exactly as the public detail endpoint
 * will answer once approved, comes with its preview from GET /api/review/{kind}/{id}/preview, loaded
 * as the entry comes near the screen: a page of ten with their previews was 177 kB, and ten projects
 * with their parts and tags 35 kB, whose details took half the page's time.
 */
const reviewShape = {
  submittedAt: z.string().nullable(),
  /** The strongest few (`shownDuplicates`): the same website or key first, then approved ones. */
  duplicates: z.array(duplicateHintSchema),
  /** How many more there are. */
  moreDuplicates: z.number().int().min(0),
};

/** How many duplicate hints a queue entry shows: past that, a count (a page once carried 225 hints, 92 kB). */
export const shownDuplicates = 5;
export const storeReviewItemSchema = z.object({
  ...moderationShape,
  slug: z.string(),
  name: z.string(),
  ...reviewShape,
});
export type StoreReviewItem = z.infer<typeof storeReviewItemSchema>;

export const itemReviewItemSchema = z.object({
  ...moderationShape,
  uniqueKey: z.string(),
  /** The store whose page will list it. */
  store: z.object({ slug: z.string(), name: z.string() }),
  name: z.string(),
  ...reviewShape,
});
export type ItemReviewItem = z.infer<typeof itemReviewItemSchema>;

export const projectReviewItemSchema = z.object({
  ...moderationShape,
  slug: z.string(),
  title: z.string(),
  ...reviewShape,
});
export type ProjectReviewItem = z.infer<typeof projectReviewItemSchema>;

/** GET /api/review/{kind}/{id}/preview of each kind. */
export const reviewPreviewSchemas = {
  stores: storeDetailSchema,
  items: storeItemSchema,
  projects: projectDetailSchema,
};
export interface ReviewPreviewOf {
  stores: z.infer<typeof storeDetailSchema>;
  items: z.infer<typeof storeItemSchema>;
  projects: z.infer<typeof projectDetailSchema>;
}

export const storeReviewListResponseSchema = pageSchema(storeReviewItemSchema);
export const itemReviewListResponseSchema = pageSchema(itemReviewItemSchema);
export const projectReviewListResponseSchema = pageSchema(projectReviewItemSchema);
export type StoreReviewListResponse = z.infer<typeof storeReviewListResponseSchema>;
export type ItemReviewListResponse = z.infer<typeof itemReviewListResponseSchema>;
export type ProjectReviewListResponse = z.infer<typeof projectReviewListResponseSchema>;

/** One row of a management list or of "my submissions". */
export const submissionSummarySchema = z.object({
  kind: z.enum(['stores', 'items', 'projects', 'articles']),
  id: z.string(),
  /** The store's or item's name, the project's or article's title. */
  title: z.string(),
  /** Slug, or the item's unique key. */
  key: z.string(),
  status: submissionStatusSchema,
  rejectionReason: z.string().nullable(),
  version: z.number().int(),
  author: authorSchema,
  updatedAt: z.string(),
  publicPath: z.string().nullable(),
  /** Where the member (or administrator) changes it in the dashboard. */
  editPath: z.string(),
});
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

export const submissionListResponseSchema = pageSchema(submissionSummarySchema);
export type SubmissionListResponse = z.infer<typeof submissionListResponseSchema>;

/** A page of the member's submissions, newest change first, every type. */
export const mySubmissionsResponseSchema = pageSchema(submissionSummarySchema).extend({
  /** How many of all their submissions (not only this page's) are drafts or rejected: waiting for them. */
  needsAction: z.number().int().min(0),
});
export type MySubmissionsResponse = z.infer<typeof mySubmissionsResponseSchema>;

export const pendingCountsSchema = z.object({
  stores: z.number().int().min(0),
  items: z.number().int().min(0),
  projects: z.number().int().min(0),
  articles: z.number().int().min(0),
  unreadMessages: z.number().int().min(0),
});
export type PendingCounts = z.infer<typeof pendingCountsSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(['stores', 'items', 'projects', 'articles']),
  contentId: z.string(),
  action: z.enum(['approved', 'rejected']),
  title: z.string(),
  reason: z.string().nullable(),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int().min(0),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationListQuerySchema = z.object({
  /** `true`: only the unread ones. */
  unread: enumParam('unread', ['true', 'false']).transform((value) => value === 'true'),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const markNotificationsReadRequestSchema = z.object({
  /** Leave out to mark every notification read. */
  ids: z.array(z.string().uuid()).max(200).optional(),
});
export type MarkNotificationsReadRequest = z.input<typeof markNotificationsReadRequestSchema>;

export const inUseErrorBodySchema = z.object({
  error: z.object({
    code: z.literal('conflict'),
    kind: z.literal('in_use'),
    message: z.string(),
    /** What refers to it, e.g. the projects that list an item. */
    usedBy: z.array(z.object({ kind: z.string(), title: z.string(), path: z.string() })),
  }),
});
