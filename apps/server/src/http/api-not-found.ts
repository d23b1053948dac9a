/**
 * The API's answer to an address it has no route for, and a fast path that gives it without the
 * middleware chain.
 *
 * An unknown address is the API's most frequent error (crawlers, old links, typos). Through the
 * whole chain it cost as much as a real request: the session lookup, the origin and body checks, the
 * encoding step and the security headers, each an async step that edits the finished response's
 * headers. None of them changes the answer to an anonymous read of an unknown address, so
 * `withFastApiNotFound` answers those before Hono, synchronously and with headers built once, which
 * lets the Node adapter write them straight to the socket. Everything else goes through the app
 * unchanged: requests that write (origin and body checks apply), requests with a session cookie (the
 * session may be renewed), addresses with an escape (checked for NUL and invalid UTF-8) and every
 * address one of the API's routes matches.
 */
import type { ApiErrorBody } from '@tinkerlabs/contract/errors';
import type { Env, Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { sessionCookieName } from '../auth/viewer.ts';
import { isPrivateApiPath } from './private-responses.ts';
import { apiSecurityHeaders } from './security-headers.ts';

/** The JSON 404 body for `method path`: the same words from the fast path and from the app. */
export function apiNotFoundBody(method: string, path: string): ApiErrorBody {
  return { error: { code: 'not_found', message: `No API route matches ${method} ${path}.` } };
}

/** The adapter's fetch: the request, then what the adapter passes along (the Node socket for a WebSocket upgrade). */
type Fetch = (request: Request, ...adapter: unknown[]) => Response | Promise<Response>;

/**
 * `app.fetch`, answering an anonymous GET or HEAD of an address no API route matches at once.
 * Call it after every route is registered: it reads the app's route table once.
 */
export function withFastApiNotFound<E extends Env>(app: Hono<E>, options: { hsts: boolean }): Fetch {
  const routes = new TrieRouter<true>();
  for (const route of app.routes) {
    // Middleware is registered for every method ("ALL"), as is the app's own catch-all 404.
    if (route.method !== 'ALL' && route.path.startsWith('/api/')) {
      routes.add(route.method, route.path, true);
    }
  }
  const headers = { 'Content-Type': 'application/json', ...apiSecurityHeaders(options) };
  const privateHeaders = { ...headers, 'Cache-Control': 'private, no-store' };
  // Hono's fetch takes the adapter's arguments after the request; the realtime route's upgrade needs them.
  const fetch = app.fetch as Fetch;

  return (request, ...adapter) => {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return fetch(request, ...adapter);
    const url = request.url;
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    if (!url.startsWith('/api/', pathStart) || url.includes('%')) return fetch(request, ...adapter);
    const queryStart = url.indexOf('?', pathStart);
    const path = url.slice(pathStart, queryStart < 0 ? undefined : queryStart);
    // Hono answers HEAD with its GET route.
    if (routes.match('GET', path)[0].length > 0) return fetch(request, ...adapter);
    if (request.headers.get('cookie')?.includes(sessionCookieName)) return fetch(request, ...adapter);
    const body = method === 'HEAD' ? null : JSON.stringify(apiNotFoundBody(method, path));
    return new Response(body, {
      status: 404,
      headers: isPrivateApiPath(path) ? privateHeaders : headers,
    });
  };
}
