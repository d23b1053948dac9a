/**
 * Per-field messages from a contract schema, keyed by the top-level field as the API names it
 * (`shipsTo`, not `shipsTo.2`), so a form shows one message under each control: the same keys the
 * API's `error.fields` uses.
 */
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** Empty when the value may be sent. The first message per field wins. */
export function fieldErrorsOf(schema: z.ZodType, value: unknown): FieldErrors {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Keeps only the API's messages keyed by top-level field (`shipsTo.2` → `shipsTo`). */
export function topLevelFields(fields: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) errors[path.split('.')[0]!] ??= message;
  return errors;
}
