// Personal answers are never cached: the dashboard's, administration's, the profile's and the sessions'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEmail, openSignedInApp, type SignedInApp } from '../testing/signed-in-app.ts';

let t: SignedInApp;
let admin: string;

beforeAll(async () => {
  t = await openSignedInApp();
  admin = await t.signIn(adminEmail);
});
afterAll(() => t?.close());

describe('Cache-Control of personal answers', () => {
  it.each([
    '/api/me/submissions',
    '/api/me/notifications',
    '/api/admin/users',
    '/api/admin/pending-counts',
    '/api/review/articles',
    '/api/profile',
    '/api/auth/session',
    '/api/auth/sessions',
  ])('%s is private, no-store (also when refused)', async (path) => {
    const signedIn = await t.app.request(path, { headers: { cookie: admin } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    const anonymous = await t.app.request(path);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves public answers cacheable', async () => {
    const response = await t.app.request('/api/articles');
    expect(response.headers.get('cache-control')).not.toBe('private, no-store');
  });
});
