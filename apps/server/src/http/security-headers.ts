/**
 * Security headers on every response. The policy allows the site's own origin only: the app makes
 * no request to any other host. Inline styles are allowed because React style attributes and KaTeX
 * output use them; scripts are never inline (the theme bootstrap is a file of its own). A route may
 * set a stricter policy of its own (uploaded files are served sandboxed), which is kept.
 *
 * The API answers data, never a document: its answers get the short policy OWASP recommends for
 * APIs (nothing may load, nothing may frame them) and none of the headers that only documents read
 * (opener and permissions policies, X-Frame-Options), which kept every answer several hundred
 * bytes longer than its JSON.
 */
import type { MiddlewareHandler } from 'hono';

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

export function securityHeaders(options: { hsts: boolean }): MiddlewareHandler {
  return async function securityHeadersMiddleware(c, next) {
    await next();
    const h = c.res.headers;
    const api = c.req.path.startsWith('/api/');
    if (!h.has('Content-Security-Policy'))
      h.set('Content-Security-Policy', api ? apiContentSecurityPolicy : contentSecurityPolicy);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!api) {
      h.set('X-Frame-Options', 'DENY');
      h.set('Cross-Origin-Opener-Policy', 'same-origin');
      h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    }
    if (options.hsts) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
