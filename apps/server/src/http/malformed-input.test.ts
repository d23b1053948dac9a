// Malformed input never reaches PostgreSQL: a NUL character or a lone surrogate in the path, the query
// or the JSON body of any API route (read from the app's own route list) is a 4xx, never a 5xx, for an
// anonymous visitor and for an administrator alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEmail, openSignedInApp, type SignedInApp } from '../testing/signed-in-app.ts';
import { findUnstorableText } from './storable-text.ts';

let t: SignedInApp;
let adminCookie: string;

beforeAll(async () => {
  t = await openSignedInApp();
  adminCookie = await t.signIn(adminEmail);
});
afterAll(() => t?.close());

describe('findUnstorableText', () => {
  it('names the first field holding a NUL or a lone surrogate, and accepts paired ones', () => {
    expect(findUnstorableText({ title: 'ok', body: { content: [{ text: 'a\u0000b' }] } })).toBe(
      'body.content.0.text',
    );
    expect(findUnstorableText({ name: '\ud800' })).toBe('name');
    expect(findUnstorableText({ name: 'x\udc00' })).toBe('name');
    expect(findUnstorableText({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findUnstorableText({ emoji: 'robot 🤖', list: ['a', 1, null] })).toBeNull();
  });
});

/** Every API route the app registers, with its parameters filled by `value`. */
function routes(value: string) {
  const seen = new Set<string>();
  return t.app.routes
    .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL' && !route.path.includes('*'))
    .map((route) => ({ method: route.method, path: route.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, value) }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
}

const hostileBody = JSON.stringify({
  title: 'a\u0000b',
  name: '\ud800',
  email: 'a\u0000@example.org',
  q: '\u0000',
  slug: 'x\u0000',
  body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '\udc00' }] }] },
  baseVersion: 1,
  token: '\u0000',
});

describe('malformed input on every route', () => {
  it('reads enough routes to mean something', () => {
    expect(routes('x').length).toBeGreaterThan(60);
  });

  for (const caller of ['anonymous', 'admin'] as const) {
    it(`never answers 5xx to ${caller} for a NUL in the path, the query or the body`, async () => {
      const failures: string[] = [];
      for (const { method, path } of routes('a%00b')) {
        const url = `${path}?q=%00&page=1%00&search=%00`;
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
        };
        if (caller === 'admin') headers.cookie = adminCookie;
        const hasBody = method !== 'GET' && method !== 'HEAD';
        for (const target of [
          url,
          path.replace(/a%00b/g, 'sample') + '?q=%00',
          path.replace(/a%00b/g, 'sample'),
        ]) {
          const response = await t.app.request(target, {
            method,
            headers,
            ...(hasBody ? { body: hostileBody } : {}),
          });
          if (response.status >= 500)
            failures.push(`${method} ${target} → ${response.status} ${await response.text()}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('says which query parameter or field was refused', async () => {
    const query = await t.app.request('/api/search?q=%00');
    expect(query.status).toBe(400);
    expect(((await query.json()) as { error: { message: string } }).error.message).toMatch(
      /"q" is not valid/,
    );
    const body = await t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ name: 'Ada', email: 'ada@example.org', subject: 'Hi', message: 'x\u0000' }),
    });
    expect(body.status).toBe(422);
    expect(((await body.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      message: expect.stringMatching(/cannot be stored/),
    });
  });
});

/** Bodies that cost a careless reader time or stack: deep nesting, a huge array, a wide object. */
const costlyBodies: Record<string, string> = {
  'arrays 1 000 deep': '['.repeat(1_000) + ']'.repeat(1_000),
  'arrays 6 000 deep': '['.repeat(6_000) + ']'.repeat(6_000),
  'arrays 100 000 deep': '['.repeat(100_000) + ']'.repeat(100_000),
  'objects 6 000 deep': '{"a":'.repeat(6_000) + '1' + '}'.repeat(6_000),
  'deep inside a valid field': JSON.stringify({ name: 'Ada', message: 'x' }).replace(
    '"x"',
    '['.repeat(6_000) + '"x"' + ']'.repeat(6_000),
  ),
  'an array of 400 000 values': `[${'0,'.repeat(399_999)}0]`,
  'an object of 60 000 keys': `{${Array.from({ length: 60_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
};

describe('deep and wide JSON bodies on every route', () => {
  for (const caller of ['anonymous', 'admin'] as const) {
    it(`answers 4xx (never 5xx) to ${caller}, quickly, whatever the shape`, async () => {
      const failures: string[] = [];
      let slowest = { ms: 0, request: '' };
      const withBody = routes('sample').filter(({ method }) => method !== 'GET' && method !== 'HEAD');
      expect(withBody.length).toBeGreaterThan(30);
      for (const { method, path } of withBody) {
        for (const [shape, body] of Object.entries(costlyBodies)) {
          const headers: Record<string, string> = {
            'content-type': 'application/json',
            origin: 'http://localhost:3000',
          };
          if (caller === 'admin') headers.cookie = adminCookie;
          const started = performance.now();
          const response = await t.app.request(path, { method, headers, body });
          const ms = performance.now() - started;
          if (ms > slowest.ms) slowest = { ms, request: `${method} ${path} with ${shape}` };
          if (response.status >= 500) {
            failures.push(`${method} ${path} with ${shape} → ${response.status} ${await response.text()}`);
          }
        }
      }
      console.log(`Slowest answer to a costly body: ${slowest.ms.toFixed(1)} ms (${slowest.request})`);
      expect(failures).toEqual([]);
      // The budget is 50 ms (printed above); the bound here only catches a return of the quadratic walk
      // (3 000 levels took 360 ms) without failing on a busy machine.
      expect(slowest.ms).toBeLessThan(1_000);
    });
  }

  it('names the depth limit for a deep body and still finds an unstorable field in a deep valid one', async () => {
    const deep = await t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: costlyBodies['arrays 6 000 deep'],
    });
    expect(deep.status).toBe(400);
    expect(((await deep.json()) as { error: { message: string } }).error.message).toMatch(
      /more than 64 levels deep/,
    );
    let nested: unknown = 'x\u0000';
    for (let i = 0; i < 20_000; i++) nested = [nested];
    expect(findUnstorableText({ a: nested })).toBe(`a.${Array(20_000).fill('0').join('.')}`);
  });
});
