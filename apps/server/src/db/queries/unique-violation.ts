/** Whether a failed write broke a unique constraint (SQLSTATE 23505), on pg and PGlite alike. */

/** @example catch (error) { if (isUniqueViolation(error)) throw conflict('That name is taken.'); throw error; } */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return String(e?.cause?.code ?? e?.code) === '23505';
}
