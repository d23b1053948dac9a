/**
 * Answers that belong to one person (their dashboard data, administration, profile, sessions) are
 * never stored by a browser cache or a proxy: `Cache-Control: private, no-store` on every response
 * under the given prefixes, whatever the route set.
 */
import type { MiddlewareHandler } from 'hono';

/** @example api.use('*', privateResponses(['/api/me/', '/api/admin/'])) */
export function privateResponses(prefixes: readonly string[]): MiddlewareHandler {
  return async function privateResponsesMiddleware(c, next) {
    await next();
    if (isPrivateApiPath(c.req.path, prefixes)) {
      c.res.headers.set('Cache-Control', 'private, no-store');
    }
  };
}

/** The API's personal areas. */
export const privateApiPrefixes = [
  '/api/me/',
  '/api/admin/',
  '/api/review/',
  '/api/profile',
  '/api/auth/',
] as const;

/** Whether `path` is in one of the given personal areas (by default the API's). */
export function isPrivateApiPath(path: string, prefixes: readonly string[] = privateApiPrefixes): boolean {
  return prefixes.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}
