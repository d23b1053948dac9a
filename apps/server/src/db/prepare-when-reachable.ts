/**
 * Starting while PostgreSQL is away. The server used to exit after 1 s with a raw stack when its
 * database was unreachable, so a database restart at the wrong moment (or a deploy before the
 * database) took the site down with it. Instead the first preparation (migrations, seed) is retried
 * with backoff while the server already listens and answers 503; one line is logged per attempt.
 */
import { isDatabaseUnavailable } from './database-unavailable.ts';

/** Seconds between attempts: quick at first, then every 30 s. */
export const preparationDelaysMs = [1_000, 2_000, 5_000, 10_000, 30_000];

export interface Preparation {
  /** True once `prepare` has succeeded. */
  ready(): boolean;
  /** Resolves when `prepare` has succeeded. */
  whenReady: Promise<void>;
  /** Stops retrying (the server is closing). */
  stop(): void;
}

/**
 * Runs `prepare` now; while it fails because the database is away, again after each delay. Any other
 * failure of the first attempt is thrown (a wrong password or a broken migration is not an outage);
 * a later one is logged and retried, since the process already serves.
 * @example const preparation = await prepareWhenReachable(() => migrate(db), { log: console.log, name: 'PostgreSQL at db:5432' });
 */
export async function prepareWhenReachable(
  prepare: () => Promise<void>,
  {
    log,
    name,
    delaysMs = preparationDelaysMs,
  }: { log: (line: string) => void; name: string; delaysMs?: number[] },
): Promise<Preparation> {
  let done = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let resolveReady!: () => void;
  const whenReady = new Promise<void>((resolve) => (resolveReady = resolve));
  const succeed = () => {
    done = true;
    resolveReady();
  };
  const preparation: Preparation = {
    ready: () => done,
    whenReady,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };

  // One line per attempt: what failed, and when the next one is.
  const failed = (attempt: number, error: unknown) => {
    const delay = delaysMs[Math.min(attempt - 1, delaysMs.length - 1)]!;
    const what = isDatabaseUnavailable(error) ? 'not reachable' : 'not ready';
    log(
      `Attempt ${attempt}: ${name} is ${what} (${reason(error)}); the site answers 503 meanwhile. Next attempt in ${delay / 1000} s.`,
    );
    timer = setTimeout(() => {
      if (stopped) return;
      prepare().then(
        () => {
          if (stopped) return;
          log(`Attempt ${attempt + 1}: ${name} is reachable and ready; the site serves.`);
          succeed();
        },
        (next: unknown) => {
          if (!stopped) failed(attempt + 1, next);
        },
      );
    }, delay);
    timer.unref?.();
  };

  try {
    await prepare();
    succeed();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    failed(1, error);
  }
  return preparation;
}

function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // AggregateError (every address refused) has an empty message; its first error says it best.
  if (!error.message && error instanceof AggregateError && error.errors[0] instanceof Error) {
    return error.errors[0].message;
  }
  return error.message || error.name;
}
