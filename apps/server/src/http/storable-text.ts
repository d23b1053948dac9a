/**
 * Text PostgreSQL can store. A NUL character is refused in `text` and `jsonb` values, and a lone UTF-16
 * surrogate (which JSON's `\ud800` escape can carry) is not valid UTF-8: either makes the query fail.
 * Input is checked where it enters (the JSON body reader, and the path and query of every API request),
 * so a user's malformed input is a 4xx naming the field, never a 500.
 */
import type { MiddlewareHandler } from 'hono';
import { AppError, validationFailed } from './errors.ts';

// eslint-disable-next-line no-control-regex -- finding NUL is the point
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const unstorableMessage =
  'This text contains a character that cannot be stored (a NUL character or an unpaired surrogate).';

/**
 * The dotted path of the first string (or object key) in `value` that cannot be stored, else null.
 * Walks with its own stack, depth-first in document order: a body's depth is limited before parsing,
 * but this must not overflow the call stack whatever it is given.
 * @example findUnstorableText({ title: 'a\u0000' }) // 'title'
 */
export function findUnstorableText(value: unknown): string | null {
  // Containers wait on the stack with their key and their parent's entry: a path is built only for
  // the value that is found, not for every value passed. Strings are tested where they are met.
  type Entry = { value: object; key: string | null; parent: Entry | null };
  const pathOf = (parent: Entry | null, key: string | null) => {
    const keys = key === null ? [] : [key];
    for (let at = parent; at; at = at.parent) if (at.key !== null) keys.push(at.key);
    return keys.reverse().join('.') || '_';
  };
  if (typeof value === 'string') return unstorable.test(value) ? '_' : null;
  if (!value || typeof value !== 'object') return null;
  const stack: Entry[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const children: Entry[] = [];
    if (Array.isArray(entry.value)) {
      for (let i = 0; i < entry.value.length; i++) {
        const inner: unknown = entry.value[i];
        if (typeof inner === 'string') {
          if (unstorable.test(inner)) return pathOf(entry, String(i));
        } else if (inner && typeof inner === 'object') {
          children.push({ value: inner, key: String(i), parent: entry });
        }
      }
    } else {
      for (const key in entry.value) {
        if (unstorable.test(key)) return pathOf(entry, key);
        const inner: unknown = (entry.value as Record<string, unknown>)[key];
        if (typeof inner === 'string') {
          if (unstorable.test(inner)) return pathOf(entry, key);
        } else if (inner && typeof inner === 'object') {
          children.push({ value: inner, key, parent: entry });
        }
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return null;
}

/** Throws a 422 naming the field when a parsed JSON body holds text that cannot be stored. */
export function assertStorableBody(body: unknown): void {
  const field = findUnstorableText(body);
  if (field !== null) throw validationFailed({ [field]: unstorableMessage }, unstorableMessage);
}

/**
 * Refuses a request whose path or query string cannot be decoded or holds a NUL character: 400 naming
 * the part. (Decoded query strings and paths cannot hold lone surrogates: invalid UTF-8 fails to decode.)
 * @example api.use('*', storableAddress())
 */
export function storableAddress(): MiddlewareHandler {
  return async function storableAddressMiddleware(c, next) {
    // The path and query are cut from the URL string: parsing a URL object costs more than the rest.
    const url = c.req.url;
    // Without an escape, a path and query can hold neither NUL nor invalid UTF-8: nothing to check.
    if (!url.includes('%')) return next();
    const queryStart = url.indexOf('?');
    const rawPath = url.slice(
      url.indexOf('/', url.indexOf('//') + 2),
      queryStart < 0 ? undefined : queryStart,
    );
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      throw new AppError(400, 'bad_request', 'The address is not valid: its path is not correctly encoded.');
    }
    if (unstorable.test(path)) {
      throw new AppError(400, 'bad_request', `The address is not valid: its path holds a NUL character.`);
    }
    const query = queryStart < 0 ? [] : new URLSearchParams(url.slice(queryStart + 1).split('#')[0]);
    for (const [name, value] of query) {
      if (unstorable.test(name) || unstorable.test(value)) {
        const field = unstorable.test(name) ? '_' : name;
        throw new AppError(
          400,
          'bad_request',
          `The query parameter "${field}" is not valid: ${unstorableMessage}`,
          {
            [field]: unstorableMessage,
          },
        );
      }
    }
    await next();
  };
}
