/**
 * The server's hourly housekeeping, in the background (and once a minute after start): uploads that
 * nothing uses once their grace period is over (upload-cleanup.ts), and Idempotency-Keys past their
 * day with the answers kept for them (idempotency.ts), which would otherwise stay until the same
 * key came back. Several server processes may run it at once: deleting a missing file or row is
 * harmless.
 */
import type { Database } from './db/client.ts';
import { sweepIdempotencyKeys } from './http/idempotency.ts';
import { removeUnreferencedUploads } from './routes/uploads/upload-cleanup.ts';
import type { Storage } from './storage/storage.ts';

type Log = (line: string) => void;

/** One round; a step that fails is logged and does not keep the other from running. */
export async function cleanUpOnce(db: Database, storage: Storage, log: Log = console.log): Promise<void> {
  const step = async (name: string, work: () => Promise<string | null>) => {
    try {
      const line = await work();
      if (line) log(line);
    } catch (error) {
      log(`The ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  await step('upload clean-up', async () => {
    const keys = await removeUnreferencedUploads(db, storage);
    return keys.length > 0 ? `Removed ${keys.length} unused upload(s).` : null;
  });
  await step('Idempotency-Key sweep', async () => {
    const swept = await sweepIdempotencyKeys(db);
    return swept > 0 ? `Removed ${swept} expired Idempotency-Key(s).` : null;
  });
}

/** @example const stop = scheduleHourlyCleanup(db, storage) */
export function scheduleHourlyCleanup(db: Database, storage: Storage, log: Log = console.log): () => void {
  const run = () => void cleanUpOnce(db, storage, log);
  const first = setTimeout(run, 60_000);
  const hourly = setInterval(run, 60 * 60 * 1000);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
