/**
 * Security headers on every response. The policy allows the site's own origin only: the app makes
 * no request to any other host. Inline styles are allowed because React style attributes and KaTeX
 * output use them; the only inline scripts are the two small ones a page's HTML carries (the theme
 * bootstrap, a lab's worker start: page-html.ts), each allowed by its hash in that page's own policy
 * (`pagePolicy`). A route may set a stricter policy of its own (uploaded files are served sandboxed),
 * which is kept.
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

/** The site's policy, also allowing the inline scripts whose SHA-256 digests (base64) are given. */
export function pagePolicy(scriptHashes: readonly string[]): string {
  if (scriptHashes.length === 0) return contentSecurityPolicy;
  const allowed = scriptHashes.map((hash) => `'sha256-${hash}'`).join(' ');
  return contentSecurityPolicy.replace(
    "script-src 'self' 'wasm-unsafe-eval'",
    `script-src 'self' 'wasm-unsafe-eval' ${allowed}`,
  );
}

export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

const hstsValue = 'max-age=31536000; includeSubDomains';

/** The security headers of an API answer (also sent by withFastApiNotFound, which skips this middleware). */
export function apiSecurityHeaders(options: { hsts: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': apiContentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(options.hsts ? { 'Strict-Transport-Security': hstsValue } : {}),
  };
}

/** The security headers of every other answer: pages, files, the feed. */
function pageSecurityHeaders(options: { hsts: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...(options.hsts ? { 'Strict-Transport-Security': hstsValue } : {}),
  };
}

export function securityHeaders(options: { hsts: boolean }): MiddlewareHandler {
  const api = Object.entries(apiSecurityHeaders(options));
  const page = Object.entries(pageSecurityHeaders(options));
  return async function securityHeadersMiddleware(c, next) {
    await next();
    const h = c.res.headers;
    for (const [name, value] of c.req.path.startsWith('/api/') ? api : page) {
      // A route's own, stricter policy is kept.
      if (name !== 'Content-Security-Policy' || !h.has(name)) h.set(name, value);
    }
  };
}
