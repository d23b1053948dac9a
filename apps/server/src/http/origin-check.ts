/**
 * Refuses cross-site state-changing requests (CSRF): a POST, PUT, PATCH or DELETE must come from the
 * site itself — its Origin is APP_URL or the origin the request was sent to. Requests without an
 * Origin header are allowed unless the browser marks them cross-site (Sec-Fetch-Site).
 */
import type { MiddlewareHandler } from 'hono';
import { forbidden } from './errors.ts';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function originCheck(options: { appUrl: string }): MiddlewareHandler {
  const trusted = new URL(options.appUrl).origin;
  return async function originCheckMiddleware(c, next) {
    if (unsafeMethods.has(c.req.method)) {
      const origin = c.req.header('origin');
      const ownOrigin = new URL(c.req.url).origin;
      if (origin !== undefined && origin !== trusted && origin !== ownOrigin) {
        throw forbidden('This request came from another site and was refused.');
      }
      if (origin === undefined && c.req.header('sec-fetch-site') === 'cross-site') {
        throw forbidden('This request came from another site and was refused.');
      }
    }
    await next();
  };
}
