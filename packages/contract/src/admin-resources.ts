/**
 * Managing the resource library (administrators only; 401 / 403 otherwise), the content of
 * /resources, /resources/{slug} and the RL pages (collection `rl`):
 *   GET    /api/admin/resources?q=&kind=&collection=&page=   → AdminResourceListResponse (by title)
 *   GET    /api/admin/resources/{id}                         → AdminResource (with its history)
 *   GET    /api/admin/resources/by-slug/{slug}               → AdminResource
 *   POST   /api/admin/resources      CreateAdminResourceRequest → 201 AdminResource
 *   PATCH  /api/admin/resources/{id} UpdateAdminResourceRequest → AdminResource
 *   DELETE /api/admin/resources/{id}                         → 204
 * Resources have no version number: an edit carries `baseUpdatedAt`, the `updatedAt` it was based
 * on; a stale one answers 409 `stale_version` with `current` and changes nothing. Slugs are unique:
 * a typed slug that is taken answers 409 `slug_taken` with `fields.slug`; an empty one is derived
 * from the title. Tags name existing tags (GET /api/tags). Only tag links refer to a resource, and
 * they go with it, so a delete is never refused. Every create, edit and delete is recorded in the
 * history (who, when, which fields changed).
 */
import { z } from 'zod';
import { maxLength } from './text-length.ts';
import { historyEntrySchema } from './history.ts';
import { pageQueryShape, pageSchema } from './pagination.ts';
import { enumParam, slugPattern, textParam } from './query-params.ts';
import { levels, resourceCollections, resourceKinds, resourceSchema } from './resources.ts';

export const adminResourceListQuerySchema = z.object({
  ...pageQueryShape,
  q: textParam('q', { max: 200 }),
  kind: enumParam('kind', resourceKinds),
  collection: enumParam('collection', resourceCollections),
});
export type AdminResourceListQuery = z.input<typeof adminResourceListQuerySchema>;

export const adminResourceSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  kind: z.enum(resourceKinds),
  collection: z.enum(resourceCollections),
  year: z.number().int().nullable(),
  level: z.enum(levels),
  free: z.boolean(),
  updatedAt: z.string(),
});
export type AdminResourceSummary = z.infer<typeof adminResourceSummarySchema>;

export const adminResourceListResponseSchema = pageSchema(adminResourceSummarySchema);
export type AdminResourceListResponse = z.infer<typeof adminResourceListResponseSchema>;

export const adminResourceSchema = resourceSchema.extend({
  id: z.string(),
  /** Where the public page shows it, e.g. /resources/sutton-barto. */
  publicPath: z.string(),
  createdAt: z.string(),
  /** The edit token: send it back as `baseUpdatedAt`. */
  updatedAt: z.string(),
  history: z.array(historyEntrySchema),
});
export type AdminResource = z.infer<typeof adminResourceSchema>;

// Field rules: the form shows these messages beside its fields, and the server answers with them.
const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(min, min <= 1 ? `${label} is required.` : `${label} needs at least ${min} characters.`)
    .check(maxLength(max, `Keep ${label.toLowerCase()} under ${max} characters.`));

export const maxResourceSlugLength = 100;
export const currentYearLimit = 2100;

export const resourceFieldsSchema = z.object({
  title: text('The title', 2, 200),
  /** '' asks the server to derive it from the title. */
  slug: z
    .string({ error: 'The slug must be text.' })
    .trim()
    .check(maxLength(maxResourceSlugLength, `Keep the slug under ${maxResourceSlugLength} characters.`))
    .refine(
      (slug) => slug === '' || slugPattern.test(slug),
      'Use lowercase letters, digits and single hyphens, such as sutton-barto.',
    )
    .optional(),
  kind: z.enum(resourceKinds, { error: `Choose a kind: ${resourceKinds.join(', ')}.` }),
  collection: z.enum(resourceCollections, { error: 'Choose a collection: rl or general.' }),
  authors: z
    .array(text('An author', 1, 120), { error: 'Authors are a list of names.' })
    .max(20, 'List at most 20 authors.'),
  year: z
    .number({ error: 'The year must be a number such as 2018, or empty.' })
    .int('The year must be a whole number such as 2018.')
    .min(1450, 'The year must be 1450 or later.')
    .max(currentYearLimit, `The year must be ${currentYearLimit} or earlier.`)
    .nullable(),
  publisher: text('The publisher', 1, 200).nullable(),
  url: z
    .string({ error: 'The link must be an address.' })
    .trim()
    .check(maxLength(2048, 'The link is too long.'))
    .regex(
      /^https?:\/\/[^\s/?#:]+\.[^\s/?#:]+(?::\d+)?(?:[/?#]\S*)?$/i,
      'The link must be a full web address starting with https://.',
    ),
  summary: text('The summary', 10, 2000),
  level: z.enum(levels, { error: 'Choose a level: beginner, intermediate or advanced.' }),
  free: z.boolean({ error: 'Say whether it is free.' }),
  /** Slugs of existing tags. */
  tags: z
    .array(z.string().regex(slugPattern, 'A tag is a slug such as robotics.'), {
      error: 'Tags are a list of tag slugs.',
    })
    .max(10, 'Give at most 10 tags.'),
});

export const createAdminResourceRequestSchema = resourceFieldsSchema;
export type CreateAdminResourceRequest = z.input<typeof createAdminResourceRequestSchema>;

export const updateAdminResourceRequestSchema = resourceFieldsSchema.partial().extend({
  baseUpdatedAt: z.iso.datetime({
    offset: true,
    error: 'baseUpdatedAt (the updatedAt this change is based on) is required.',
  }),
});
export type UpdateAdminResourceRequest = z.input<typeof updateAdminResourceRequestSchema>;

export const resourceStaleErrorBodySchema = z.object({
  error: z.object({
    code: z.literal('conflict'),
    kind: z.literal('stale_version'),
    message: z.string(),
    /** The server's copy, to show both. */
    current: adminResourceSchema,
  }),
});

export const resourceSlugTakenErrorBodySchema = z.object({
  error: z.object({
    code: z.literal('conflict'),
    kind: z.literal('slug_taken'),
    message: z.string(),
    fields: z.object({ slug: z.string() }),
    suggestedSlug: z.string(),
  }),
});
