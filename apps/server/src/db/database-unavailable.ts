/**
 * Tells a database outage (the server restarting, unreachable, or closing our connection) apart
 * from a bug, so that requests made meanwhile answer 503 with Retry-After instead of 500.
 */

/** Socket errors from the pg driver when the server is not there or drops the connection. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/** SQLSTATE: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now; class 08 connection exceptions. */
const unavailableSqlStates = /^(57P0[123]|08...)$/;
/** pg's own messages for a connection it lost or could not open in time. */
const unavailableMessages =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed and is not queryable|terminating connection due to administrator command/i;

/**
 * True when `error` (or an error it wraps as `cause`, as drizzle does) means the database is away.
 * @example if (isDatabaseUnavailable(error)) return serviceUnavailable();
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (networkCodes.has(code) || unavailableSqlStates.test(code))) return true;
    if (unavailableMessages.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    current = current.cause;
  }
  return false;
}
