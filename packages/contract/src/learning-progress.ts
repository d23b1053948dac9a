/**
 * /api/me/progress: a signed-in member's progress on the exercises of lessons and articles. A record
 * is one exercise of one page (the site path of the document holding it): how many attempts, and
 * when it was first completed. A PUT merges records into the member's (the most attempts, the
 * earliest completion win), so merging a learner's local progress at sign-in may be repeated safely:
 * the same records sent twice change nothing and never make a duplicate.
 */
import { z } from 'zod';
import { maxLength } from './text-length.ts';

/** The most progress records one member keeps. */
export const progressRecordsPerMember = 5_000;
/** The most records one PUT carries. */
export const progressRecordsPerRequest = 500;
/** The most attempts one record counts. */
export const maxProgressAttempts = 10_000;
/** How far ahead of the server's clock a completion time may be before it counts as "now". */
export const progressClockSkewMs = 5 * 60 * 1000;

export const progressPagePattern = /^\/[a-z0-9/_-]*$/;
export const exerciseIdPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

const pageMessage =
  'page must be the site path of the document holding the exercise, such as /learninghub/robotics/kinematics: it starts with /, and has only lowercase letters, digits, /, _ and -.';

export const progressPageSchema = z
  .string({ error: pageMessage })
  .check(maxLength(200, 'page is at most 200 characters.'))
  .regex(progressPagePattern, pageMessage);

export const exerciseIdSchema = z
  .string({ error: 'exerciseId must be text.' })
  .regex(
    exerciseIdPattern,
    'exerciseId must be 1 to 64 lowercase letters, digits and hyphens, starting with a letter or digit.',
  );

export const progressRecordSchema = z.object({
  page: z.string(),
  exerciseId: z.string(),
  attempts: z.number().int(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ProgressRecord = z.infer<typeof progressRecordSchema>;

/** GET /api/me/progress, and the answer of a PUT: all the member's records, newest updatedAt first. */
export const progressListResponseSchema = z.object({ records: z.array(progressRecordSchema) });
export type ProgressListResponse = z.infer<typeof progressListResponseSchema>;

export const progressRecordInputSchema = z.object({
  page: progressPageSchema,
  exerciseId: exerciseIdSchema,
  attempts: z
    .number({ error: `attempts must be a whole number from 0 to ${maxProgressAttempts}.` })
    .int(`attempts must be a whole number from 0 to ${maxProgressAttempts}.`)
    .min(0, `attempts must be a whole number from 0 to ${maxProgressAttempts}.`)
    .max(maxProgressAttempts, `attempts must be a whole number from 0 to ${maxProgressAttempts}.`),
  completedAt: z.iso
    .datetime({
      offset: true,
      error: 'completedAt must be null or a date and time such as 2026-03-01T12:00:00Z.',
    })
    .nullable(),
});
export type ProgressRecordInput = z.input<typeof progressRecordInputSchema>;

/** PUT /api/me/progress: records to merge into the member's. */
export const mergeProgressRequestSchema = z.object({
  records: z
    .array(progressRecordInputSchema, { error: 'records must be a list of progress records.' })
    .min(1, 'Send at least one record.')
    .max(
      progressRecordsPerRequest,
      `Send at most ${progressRecordsPerRequest} records at a time; send the rest in another request.`,
    ),
});
export type MergeProgressRequest = z.input<typeof mergeProgressRequestSchema>;

/** DELETE /api/me/progress?page=…: clears one page's records, or every record without `page`. */
export const clearProgressQuerySchema = z.object({ page: progressPageSchema.optional() });
export type ClearProgressQuery = z.input<typeof clearProgressQuerySchema>;
