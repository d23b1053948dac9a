/**
 * Request bodies: strict JSON parsing and validation, so a malformed body is a 400 and a wrong one a
 * 422 with a message per field. Routes read the parsed, validated body with `readJson(c, schema)`.
 *
 * The size limit is Hono's `bodyLimit` (hono/body-limit, wired in app.ts with our JSON 413): it
 * refuses a declared Content-Length over the limit at once and counts a body sent without one
 * (chunked) as it streams. A Content-Length smaller than the body cannot smuggle more in: Node's
 * HTTP parser ends the body at the declared length (json-body.test.ts checks both over a socket).
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, invalidJson, unsupportedMediaType, validationFailed } from './errors.ts';
import { jsonShapeProblem, type JsonShapeLimits } from './json-shape.ts';
import { assertStorableBody } from './storable-text.ts';

/** The limit of every API request body but an upload's. */
export const defaultBodyLimitBytes = 1024 * 1024;
/**
 * Beyond any valid body: a rich-text document nests at most 20 nodes (two JSON levels each) and holds
 * at most 20 000 nodes (about six values each); no request has an object of more than a few dozen keys.
 */
export const jsonBodyLimits: JsonShapeLimits = { maxDepth: 64, maxValues: 250_000, maxKeys: 1_000 };

/**
 * Parses the JSON body and validates it; field problems become a 422 with a message per field.
 * @example const input = await readJson(c, contactMessageSchema)
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  // Only JSON is read: a plain HTML form (text/plain, url-encoded) from another site never gets this far.
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
    throw unsupportedMediaType(
      'Send the request body as JSON, with the header Content-Type: application/json.',
    );
  }
  const text = await c.req.text();
  // Before parsing: a deep or huge body costs the parser time and overflows a walk of the result.
  const shapeProblem = jsonShapeProblem(text, jsonBodyLimits);
  if (shapeProblem) throw new AppError(400, 'invalid_json', shapeProblem);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw invalidJson();
  }
  assertStorableBody(raw);
  const result = schema.safeParse(raw);
  if (!result.success) {
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_';
      fields[key] ??= issue.message;
    }
    throw validationFailed(fields);
  }
  return result.data;
}
