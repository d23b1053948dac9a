/** Checks of route parameters. A failed check is a fatal not-found error for the requested path. */
import { createError } from './app-error.ts';

/** Lowercase letters and digits in groups joined by single hyphens: `esp32-devkit-v1`. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A store item's key, such as a manufacturer part number: `ESP32-DEVKITC-32E`, `LM7805_TO220`. */
export const uniqueKeyPattern = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,98}[A-Za-z0-9])?$/;

export type ParamRule = 'slug' | 'uniqueKey';

const rules: Record<ParamRule, RegExp> = { slug: slugPattern, uniqueKey: uniqueKeyPattern };

/**
 * @example validateParams({ slug: 'Bad Slug' }, { slug: 'slug' }, '/articles/Bad%20Slug') // throws
 */
export function validateParams(
  params: Record<string, string | undefined>,
  spec: Record<string, ParamRule>,
  path: string,
): void {
  for (const [name, rule] of Object.entries(spec)) {
    const value = params[name];
    if (value === undefined || !rules[rule].test(value) || value.length > 200) {
      throw createError({ statusCode: 404, statusMessage: `Page Not Found: ${path}`, fatal: true });
    }
  }
}
