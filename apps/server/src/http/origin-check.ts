/**
 * Refuses cross-site state-changing requests (CSRF): a POST, PUT, PATCH or DELETE must come from the
 * site itself — its Origin is APP_URL or the origin the request was sent to. Requests without an
 * Origin header are allowed unless the browser marks them cross-site (Sec-Fetch-Site).
 *
 * Kept rather than hono/csrf, which differs twice. It checks only what an HTML form can send
 * (url-encoded, multipart, text/plain or no Content-Type; the pattern is fixed), so a JSON write
 * with a foreign Origin would reach its route: auth-routes.test.ts pins that a cross-site JSON
 * sign-in is refused and sends no email. (A browser would first ask a CORS preflight we never grant;
 * this check does not rely on that.) And it refuses a write with neither Origin nor Sec-Fetch-Site,
 * that is every client that is not a browser (curl, scripts, the tests), though no browser sends a
 * write without Origin.
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
