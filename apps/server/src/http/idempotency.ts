/**
 * Idempotent creates. A client that may retry a create (its answer lost to a dropped connection)
 * sends an `Idempotency-Key` header; the first request's answer is kept for a day and a repeat of
 * the same request gets that answer (with `Idempotent-Replayed: true`) instead of creating a second
 * record. The same key with another request is a 422; a repeat while the first still runs is a 409.
 * Only successful answers are kept: a refused or failed request may simply be sent again. Keys past
 * their day are swept by the hourly clean-up (hourly-cleanup.ts).
 */
import { createHash, type Hash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import type { AppEnv } from './app-env.ts';
import { AppError, badRequest } from './errors.ts';

export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;
/** A first request that has not finished after this long crashed with its server; the key is free again. */
const abandonedAfterMs = 2 * 60 * 1000;
const keyPattern = /^[A-Za-z0-9_-]{8,100}$/;

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** @example api.use('/contact', idempotentCreates({ db })) */
export function idempotentCreates({ db }: { db: Database }): MiddlewareHandler<AppEnv> {
  return async function idempotencyMiddleware(c, next) {
    const key = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || key === undefined) return next();
    if (!keyPattern.test(key)) {
      throw badRequest('An Idempotency-Key is 8 to 100 letters, digits, "-" or "_" (a UUID is ideal).');
    }
    const viewer = c.get('viewer');
    const scope = viewer ? `user:${viewer.user.id}` : `client:${sha256(c.get('clientIp'))}`;
    const requestHash = await hashOfRequest(c);
    const mine = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

    await db
      .delete(idempotencyKeys)
      .where(and(mine, lt(idempotencyKeys.createdAt, new Date(Date.now() - idempotencyKeyLifetimeMs))));
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });

    if (claimed.length === 0) {
      const [first] = await db.select().from(idempotencyKeys).where(mine);
      if (!first) return next(); // expired between the two statements: nothing to replay
      if (first.requestHash !== requestHash) {
        throw new AppError(
          422,
          'validation_failed',
          'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
        );
      }
      if (first.status === null) {
        if (Date.now() - first.createdAt.getTime() < abandonedAfterMs) {
          c.header('Retry-After', '1');
          throw new AppError(
            409,
            'conflict',
            'The first request with this key is still being processed. Try again in a moment.',
          );
        }
        await db.update(idempotencyKeys).set({ createdAt: new Date() }).where(mine);
      } else {
        c.header('Idempotent-Replayed', 'true');
        return c.json(first.response as object, first.status as ContentfulStatusCode);
      }
    }

    let kept = false;
    try {
      await next();
      if (c.res.status >= 200 && c.res.status < 300 && c.res.headers.get('content-type')?.includes('json')) {
        const response: unknown = await c.res.clone().json();
        await db.update(idempotencyKeys).set({ status: c.res.status, response }).where(mine);
        kept = true;
      }
    } finally {
      if (!kept) await db.delete(idempotencyKeys).where(mine);
    }
  };
}

/**
 * What makes two requests "the same": method, path and body. A multipart body is compared by its
 * parts (names, file names and types, contents, in order), not its bytes: a browser picks a new
 * boundary for every send, so a retried upload's bytes never match the first's.
 */
async function hashOfRequest(c: Context<AppEnv>): Promise<string> {
  const hash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n`);
  const multipart = c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data');
  const form = multipart
    ? await c.req.raw
        .clone()
        .formData()
        .catch(() => null)
    : null;
  if (form) await hashParts(hash, form);
  else hash.update(new Uint8Array(await c.req.raw.clone().arrayBuffer()));
  return hash.digest('hex');
}

async function hashParts(hash: Hash, form: FormData) {
  for (const [name, value] of form) {
    if (typeof value === 'string') {
      hash.update(JSON.stringify(['field', name, value]));
    } else {
      // The size before the contents: where one file ends and the next part begins is never in doubt.
      hash.update(JSON.stringify(['file', name, value.name, value.type, value.size]));
      hash.update(new Uint8Array(await value.arrayBuffer()));
    }
  }
}

/**
 * Deletes the keys (and the answers kept with them) created before `olderThan`, by default those
 * past their day; answers how many went. Without it a key would stay until the same key came back.
 * @example await sweepIdempotencyKeys(db) // 42
 */
export async function sweepIdempotencyKeys(
  db: Database,
  olderThan = new Date(Date.now() - idempotencyKeyLifetimeMs),
): Promise<number> {
  const swept = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, olderThan))
    .returning({ key: idempotencyKeys.key });
  return swept.length;
}
