/**
 * Errors are values with a status, a code and a user-facing message. Routes throw them; `handleError`
 * is the one place that turns any thrown value into the JSON error body of the contract.
 */
import type { ErrorCode, ApiErrorBody } from '@tinkerlabs/contract/errors';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** More members of the error object, for errors whose contract adds some (e.g. a conflict's `current`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, 'bad_request', message);
export const invalidJson = () =>
  new AppError(400, 'invalid_json', 'The request body is not valid JSON. Check the syntax and try again.');
export const validationFailed = (fields: Record<string, string>, message = 'Some fields need attention.') =>
  new AppError(422, 'validation_failed', message, fields);
export const unauthenticated = (message = 'Sign in to continue.') =>
  new AppError(401, 'unauthenticated', message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const payloadTooLarge = (limitBytes: number) =>
  new AppError(
    413,
    'payload_too_large',
    `The request body is larger than the limit of ${formatBytes(limitBytes)}.`,
  );
export const unsupportedMediaType = (message: string) => new AppError(415, 'unsupported_media_type', message);
export const rateLimited = (message: string) => new AppError(429, 'rate_limited', message);
/** Seconds a client should wait before retrying while the database is away. */
export const databaseRetryAfterSeconds = 5;
export const serviceUnavailable = () =>
  new AppError(
    503,
    'service_unavailable',
    'The site is briefly unavailable; your changes are kept in this browser and will be saved when it is back.',
  );

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} kB`;
}

export function errorBody(error: AppError): ApiErrorBody {
  return {
    error: {
      ...error.details,
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    },
  };
}

/** Hono `onError` handler: known errors keep their status; anything else is logged and becomes a 500. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof AppError) {
    if (err.status === 503) c.header('Retry-After', String(databaseRetryAfterSeconds));
    return c.json(errorBody(err), err.status);
  }
  if (err instanceof HTTPException) {
    const code: ErrorCode =
      err.status === 413 ? 'payload_too_large' : err.status === 404 ? 'not_found' : 'bad_request';
    return c.json(
      errorBody(new AppError(err.status as ContentfulStatusCode, code, err.message || 'Bad request.')),
      err.status,
    );
  }
  if (isDatabaseUnavailable(err)) {
    console.error(`Database unavailable on ${c.req.method} ${c.req.path}: ${err.message}`);
    c.header('Retry-After', String(databaseRetryAfterSeconds));
    c.header('Cache-Control', 'no-store');
    return c.json(errorBody(serviceUnavailable()), 503);
  }
  console.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, err);
  return c.json(
    errorBody(new AppError(500, 'internal', 'Something went wrong on our side. Please try again.')),
    500,
  );
}
