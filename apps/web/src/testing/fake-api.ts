/**
 * Test support: a stand-in for the API behind `fetch`. Each route answers by "METHOD /path"; every call
 * is recorded. A request nobody answers gets the server's 404 shape, so a test sees the surprise.
 */
import type { Viewer } from '@tinkerlabs/contract/auth';
import type { ErrorCode } from '@tinkerlabs/contract/errors';
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  /** The query string (`?page=2&tag=robotics`), when there is one. */
  search?: string;
}

export type FakeRoute = (call: ApiCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function errorResponse(
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): Response {
  return jsonResponse(status, { error: { code, message, ...(fields ? { fields } : {}) } });
}

/**
 * Replaces `fetch` until `vi.unstubAllGlobals()`; `routes` may be changed later by the test.
 * @example const api = stubApi({ 'GET /api/auth/session': () => jsonResponse(200, { viewer: null }) })
 */
export function stubApi(initialRoutes: Record<string, FakeRoute> = {}) {
  const routes: Record<string, FakeRoute> = { ...initialRoutes };
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : 'url' in input ? input.url : input.href,
      'http://localhost',
    );
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      ...(url.search ? { search: url.search } : {}),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    return route
      ? route(call)
      : errorResponse(404, 'not_found', `No API route matches ${call.method} ${call.path}.`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { routes, calls, fetchMock };
}

/** The viewer GET /api/auth/session answers for a signed-in administrator. */
export const adminViewer: Viewer = {
  user: { id: 'u1', email: 'admin@example.org', role: 'admin' },
  profile: { username: null },
  session: { id: 's1', expiresAt: '2027-12-31T00:00:00.000Z' },
};

/** A signed-in member without the administrator role. */
export const memberViewer: Viewer = {
  user: { id: 'u2', email: 'member@example.org', role: 'user' },
  profile: { username: 'ada_lovelace' },
  session: { id: 's2', expiresAt: '2027-12-31T00:00:00.000Z' },
};

/** A route answering GET /api/auth/session with this viewer (or nobody signed in). */
export const sessionAnswer =
  (viewer: Viewer | null): FakeRoute =>
  () =>
    jsonResponse(200, { viewer });
