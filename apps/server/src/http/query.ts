/**
 * Reads and validates a request's query string with a contract schema. A bad parameter is a 400
 * whose message names it ("pageSize must be a whole number from 1 to 50."), with a message per
 * parameter in `fields`.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/** @example const query = readQuery(c, articleListQuerySchema) */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new AppError(400, 'bad_request', Object.values(fields).join(' '), fields);
}
