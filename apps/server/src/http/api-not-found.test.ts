// The fast 404 answers exactly as the app would, and only where nothing in the chain could differ.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEmail, openSignedInApp, type SignedInApp } from '../testing/signed-in-app.ts';
import { withFastApiNotFound } from './api-not-found.ts';

let t: SignedInApp;
let admin: string;
let fast: ReturnType<typeof withFastApiNotFound>;

beforeAll(async () => {
  t = await openSignedInApp();
  admin = await t.signIn(adminEmail);
  fast = withFastApiNotFound(t.app, { hsts: false });
});
afterAll(() => t?.close());

async function snapshot(response: Response) {
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => name !== 'date'),
    body: await response.text(),
  };
}

function request(path: string, init: RequestInit = {}) {
  return new Request(`http://localhost${path}`, init);
}

describe('unknown API addresses', () => {
  it.each([
    ['GET', '/api/no-such-route'],
    ['GET', '/api/no-such-route?page=2'],
    ['GET', '/api/me/no-such-list'],
    ['HEAD', '/api/no-such-route'],
    ['GET', '/api/articles/some-slug/no-such-part'],
    ['POST', '/api/no-such-route'],
  ])('%s %s is answered before the middleware, with the app’s own answer', async (method, path) => {
    const answer = fast(request(path, { method }));
    const viaApp = await t.app.request(path, { method });
    if (method === 'POST') {
      // Writes still go through the origin and body checks.
      expect(answer).toBeInstanceOf(Promise);
    } else {
      expect(answer).not.toBeInstanceOf(Promise);
      expect(viaApp.status).toBe(404);
    }
    expect(await snapshot(await answer)).toEqual(await snapshot(viaApp));
  });

  it('says which method and address it did not find, and keeps personal areas private', async () => {
    const answer = await fast(request('/api/me/no-such-list'));
    expect(await answer.json()).toEqual({
      error: { code: 'not_found', message: 'No API route matches GET /api/me/no-such-list.' },
    });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('everything else goes through the app', () => {
  it.each([
    ['a known list', '/api/articles'],
    ['a known route whose record is missing', '/api/articles/no-such-slug'],
    ['an address with an escape', '/api/no-such-%00-route'],
    ['an address outside the API', '/no-such-page'],
  ])('%s', async (_what, path) => {
    const answer = fast(request(path));
    expect(answer).toBeInstanceOf(Promise);
    expect(await snapshot(await answer)).toEqual(await snapshot(await t.app.request(path)));
  });

  it('a signed-in visitor’s request (the session may be renewed)', async () => {
    const answer = fast(request('/api/no-such-route', { headers: { cookie: admin } }));
    expect(answer).toBeInstanceOf(Promise);
    expect((await answer).status).toBe(404);
  });

  it('a cross-site write to an unknown address is still refused as cross-site', async () => {
    const answer = await fast(
      request('/api/no-such-route', { method: 'POST', headers: { origin: 'https://elsewhere.example' } }),
    );
    expect(answer.status).toBe(403);
  });
});

it('passes the adapter’s arguments on to the app (a WebSocket upgrade needs its socket)', async () => {
  const app = new Hono<{ Bindings: { marker: string } }>();
  app.get('/api/echo', (c) => c.text(c.env.marker));
  const answer = await withFastApiNotFound(app, { hsts: false })(new Request('http://localhost/api/echo'), {
    marker: 'the socket',
  });
  expect(await answer.text()).toBe('the socket');
});
