/**
 * The one shape every API error has on the wire, whatever the route:
 * `{ "error": { "code": "not_found", "message": "No API route matches GET /api/nope." } }`.
 */
import { z } from 'zod';

export const errorCodes = [
  'bad_request',
  'invalid_json',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'service_unavailable',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    /** Per-field messages for validation failures, keyed by the field's dotted path. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
