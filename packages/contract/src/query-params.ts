/**
 * Query-string parameters of the read API. Each arrives as text; these schemas turn it into a typed
 * value or refuse it with a message that names the parameter, e.g. "pageSize must be a whole number
 * from 1 to 50." An empty parameter counts as absent.
 */
import { z } from 'zod';

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const absent = (value: string | undefined): value is undefined | '' => value === undefined || value === '';

/**
 * @param options.hint said after the range when the value is refused
 * @example intParam('page', { min: 1, max: 10_000, fallback: 1 })
 */
export function intParam<F extends number | undefined>(
  name: string,
  options: { min: number; max: number; fallback: F; hint?: string },
) {
  const range = `${name} must be a whole number from ${options.min} to ${options.max}`;
  const message = options.hint ? `${range}; ${options.hint}` : `${range}.`;
  return z
    .string()
    .optional()
    .transform((value, ctx): number | F => {
      if (absent(value)) return options.fallback;
      const n = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
      if (!(n >= options.min && n <= options.max)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

/** A non-negative amount with up to two decimals, such as a price. */
export function amountParam(name: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx): number | undefined => {
      if (absent(value)) return undefined;
      if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be an amount such as 25 or 12.50.` });
        return z.NEVER;
      }
      return Number(value);
    });
}

/** @example enumParam('sort', ['newest', 'oldest', 'title']) */
export function enumParam<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  const allowed = new Set<string>(values);
  return z
    .string()
    .optional()
    .transform((value, ctx): T[number] | undefined => {
      if (absent(value)) return undefined;
      if (!allowed.has(value)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be one of ${values.join(', ')}.` });
        return z.NEVER;
      }
      return value;
    });
}

/** A comma-separated list of allowed values, such as `wireless=wifi,bluetooth-le`. */
export function enumListParam<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  const allowed = new Set<string>(values);
  return z
    .string()
    .optional()
    .transform((value, ctx): T[number][] => {
      if (absent(value)) return [];
      const items = [...new Set(value.split(',').map((v) => v.trim()))].filter(Boolean);
      const bad = items.find((item) => !allowed.has(item));
      if (bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} takes a comma-separated list of ${values.join(', ')}.`,
        });
        return z.NEVER;
      }
      return items;
    });
}

export function slugParam(name: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx): string | undefined => {
      if (absent(value)) return undefined;
      if (value.length > 200 || !slugPattern.test(value)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a slug such as "embedded-systems".` });
        return z.NEVER;
      }
      return value;
    });
}

/** A comma-separated list of up to `max` slugs. */
export function slugListParam(name: string, max: number) {
  return z
    .string()
    .optional()
    .transform((value, ctx): string[] => {
      if (absent(value)) return [];
      const slugs = [...new Set(value.split(',').map((s) => s.trim()))].filter(Boolean);
      if (slugs.length > max || slugs.some((s) => s.length > 200 || !slugPattern.test(s))) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} takes a comma-separated list of at most ${max} slugs.`,
        });
        return z.NEVER;
      }
      return slugs;
    });
}

/** Free text such as a search query, trimmed, with runs of spaces collapsed; empty counts as absent. */
export function textParam(name: string, options: { max: number }) {
  return z
    .string()
    .optional()
    .transform((value, ctx): string | undefined => {
      const text = value?.trim().replace(/\s+/g, ' ');
      if (!text) return undefined;
      if (text.length > options.max) {
        ctx.addIssue({ code: 'custom', message: `${name} may be at most ${options.max} characters long.` });
        return z.NEVER;
      }
      return text;
    });
}

/** Like `textParam`, but it must be given. */
export function requiredTextParam(name: string, options: { max: number }) {
  return textParam(name, options).transform((text, ctx): string => {
    if (text === undefined) {
      ctx.addIssue({ code: 'custom', message: `${name} must not be empty: enter something to search for.` });
      return z.NEVER;
    }
    return text;
  });
}
