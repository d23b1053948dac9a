/**
 * Request bodies: a size limit on every API request and strict JSON parsing, so a malformed body is
 * a 400 and an oversized one a 413 before any route sees it. Routes read the parsed, validated body
 * with `readJson(c, schema)`.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { AppError, invalidJson, payloadTooLarge, unsupportedMediaType, validationFailed } from './errors.ts';
import { jsonShapeProblem, type JsonShapeLimits } from './json-shape.ts';
import { assertStorableBody } from './storable-text.ts';

export const defaultBodyLimitBytes = 1024 * 1024;
/**
 * Beyond any valid body: a rich-text document nests at most 20 nodes (two JSON levels each) and holds
 * at most 20 000 nodes (about six values each); no request has an object of more than a few dozen keys.
 */
export const jsonBodyLimits: JsonShapeLimits = { maxDepth: 64, maxValues: 250_000, maxKeys: 1_000 };

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses bodies over `maxBytes` (by Content-Length, and by counting when the length is not declared),
 * with a 413 `payloadTooLarge` or the error `tooLarge` makes.
 * @example app.use('/api/*', bodyLimit({ maxBytes: 1024 * 1024 }))
 */
export function bodyLimit(options: { maxBytes: number; tooLarge?: () => AppError }): MiddlewareHandler {
  const { maxBytes } = options;
  const tooLarge = options.tooLarge ?? (() => payloadTooLarge(maxBytes));
  return async function bodyLimitMiddleware(c, next) {
    if (!methodsWithBody.has(c.req.method) || !c.req.raw.body) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && Number(declared) > maxBytes) throw tooLarge();
    if (declared === undefined) {
      // Chunked upload: read it under the limit so later readers see the same bytes.
      const buffer = await readLimited(c.req.raw.body, maxBytes, tooLarge);
      c.req.raw = new Request(c.req.raw, { body: buffer });
    }
    await next();
  };
}

async function readLimited(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

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
