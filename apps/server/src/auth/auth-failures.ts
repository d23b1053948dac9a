/**
 * What went wrong inside better-auth. When its database query fails, better-auth logs the error and
 * throws its own `FAILED_TO_GET_SESSION` (status 500) without the cause, so a PostgreSQL restart made
 * every signed-in request a 500 (821 of 1 707 writes). Each call into better-auth runs with a place
 * for the error it logs (AsyncLocalStorage: the logger has no request), and a call that failed because
 * the database is away rethrows that error, which the error handler answers with 503 and Retry-After.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';

const logged = new AsyncLocalStorage<{ errors: unknown[] }>();

/** better-auth's `logger` option: keeps the errors of the current call, prints the rest as before. */
export const authLogger = {
  level: 'error' as const,
  log(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
    const call = logged.getStore();
    if (level === 'error' && call) call.errors.push(...args.filter((arg) => arg instanceof Error));
    // An outage is logged once, by the error handler, not once per layer.
    if (level === 'error' && args.some(isDatabaseUnavailable)) return;
    console.error(`[better-auth] ${message}`, ...args);
  },
};

/**
 * Runs a better-auth call; when it fails (throws, or answers 5xx) because the database was away,
 * throws the database's error instead.
 * @example const session = await callAuth(() => auth.api.getSession({ headers }))
 */
export async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  const context = { errors: [] as unknown[] };
  try {
    const result = await logged.run(context, call);
    // A call made with `asResponse: true` answers a failure instead of throwing it.
    const cause =
      result instanceof Response && result.status >= 500 && context.errors.find(isDatabaseUnavailable);
    if (cause) throw cause;
    return result;
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    const cause = context.errors.find(isDatabaseUnavailable);
    throw cause ?? error;
  }
}
