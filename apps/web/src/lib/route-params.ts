/** Checks of route parameters. A failed check is a fatal not-found error for the requested path. */
import { paramPatterns, type ParamRule } from '@tinkerlabs/contract/pages';
import { createError } from './app-error.ts';

/** Lowercase letters and digits in groups joined by single hyphens: `esp32-devkit-v1`. */
export const slugPattern = paramPatterns.slug;
/** A store item's key, such as a manufacturer part number: `ESP32-DEVKITC-32E`, `LM7805_TO220`. */
export const uniqueKeyPattern = paramPatterns.uniqueKey;

const rules: Record<ParamRule, RegExp> = paramPatterns;

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
