/**
 * Limits on sign-in links: one per address per 60 s, 30 per client per hour. Kept in the database so
 * they hold across server processes; addresses and IPs are hashed (the rows are only counted).
 */
import { createHash } from 'node:crypto';
import { signInResendAfterSeconds } from '@tinkerlabs/contract/auth';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { withLimitLock } from '../../db/limit-lock.ts';
import { signInRequests } from '../../db/schema.ts';
import { rateLimited } from '../../http/errors.ts';

export const perAddressWindowMs = signInResendAfterSeconds * 1000;
export const perClientWindowMs = 60 * 60_000;
export const perClientLimit = 30;

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** Throws a 429 when a limit is reached; otherwise records the request (both limits hold under concurrency). */
export async function recordSignInRequest(
  db: Database,
  email: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  const emailHash = hash(email.toLowerCase());
  const ipHash = hash(ip);
  await withLimitLock(db, [`sign-in-address:${emailHash}`, `sign-in-client:${ipHash}`], (tx) =>
    checkAndRecord(tx, emailHash, ipHash, now),
  );
  // Old rows are of no use to either limit.
  await db
    .delete(signInRequests)
    .where(lt(signInRequests.createdAt, new Date(now.getTime() - perClientWindowMs)));
}

async function checkAndRecord(db: Database, emailHash: string, ipHash: string, now: Date): Promise<void> {
  const [byAddress] = await db
    .select({ n: count() })
    .from(signInRequests)
    .where(
      and(
        eq(signInRequests.emailHash, emailHash),
        gt(signInRequests.createdAt, new Date(now.getTime() - perAddressWindowMs)),
      ),
    );
  if (Number(byAddress?.n ?? 0) > 0) {
    throw rateLimited(
      'A sign-in link was just sent to this address. Wait a minute before asking for another.',
    );
  }
  const [byClient] = await db
    .select({ n: count() })
    .from(signInRequests)
    .where(
      and(
        eq(signInRequests.ipHash, ipHash),
        gt(signInRequests.createdAt, new Date(now.getTime() - perClientWindowMs)),
      ),
    );
  if (Number(byClient?.n ?? 0) >= perClientLimit) {
    throw rateLimited('Too many sign-in requests from your network. Try again in an hour.');
  }
  await db.insert(signInRequests).values({ emailHash, ipHash, createdAt: now });
}
