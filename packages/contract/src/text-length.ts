/**
 * Text limits count UTF-16 code units, as a browser's `maxlength` and JavaScript's `length` do (an
 * emoji is two): what a form lets a person type is what the server accepts. zod's own `.max()` counts
 * code points since 4.x, which let a 100 000-"character" snippet of emoji store 400 kB; the stored
 * size of a limited text is at most three bytes a unit.
 */
import { z } from 'zod';

/**
 * A check for `z.string().check(…)`: at most `maximum` UTF-16 code units.
 * @example z.string().trim().check(maxLength(80, 'A name is at most 80 characters.'))
 */
export function maxLength(maximum: number, message?: string) {
  return z.refine<string>((value) => value.length <= maximum, {
    message: message ?? `Keep this under ${maximum} characters (an emoji counts as two).`,
  });
}
