/// <reference types="vite/client" />
/**
 * The dashboard authorisation matrix: every rule of every `access-rules.ts` beside the routes ×
 * (anonymous, the owner, another member, an administrator), run through the real app with the status
 * each must get; and a check that every /api/me, /api/review and /api/admin route the app registers
 * has at least one rule, so a new route cannot be forgotten.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessContext, AccessRule, Caller } from '../testing/access-rule.ts';
import { adminEmail, openSignedInApp, type SignedInApp } from '../testing/signed-in-app.ts';

const ruleFiles = import.meta.glob<{ accessRules: AccessRule[] }>('../routes/**/access-rules.ts', {
  eager: true,
});
const rules = Object.entries(ruleFiles).flatMap(([file, module]) =>
  module.accessRules.map((rule) => ({ ...rule, file })),
);

const callers: Caller[] = ['anonymous', 'owner', 'otherMember', 'admin'];
const cases = rules.flatMap((rule) =>
  callers.map((caller) => [`${rule.method} ${rule.route}`, caller, rule.expected[caller], rule] as const),
);

let t: SignedInApp;
let context: AccessContext;

async function member(email: string) {
  const cookie = await t.signIn(email);
  const session = await t.call('GET', '/api/auth/session', cookie);
  return { id: session.body.viewer.user.id as string, cookie };
}

beforeAll(async () => {
  t = await openSignedInApp();
  context = {
    t,
    users: {
      owner: await member('owner@example.org'),
      otherMember: await member('other@example.org'),
      admin: await member(adminEmail),
    },
  };
});
afterAll(() => t?.close());

describe('who may use the dashboard API', () => {
  it('finds the rules beside the routes', () => {
    expect(rules.length).toBeGreaterThan(0);
  });

  it.each(cases)('%s as %s → %i', async (_name, caller, expected, rule) => {
    const { path, body } = await rule.prepare(context);
    const cookie = caller === 'anonymous' ? null : context.users[caller].cookie;
    const response = await t.call(rule.method, path, cookie, body);
    expect(response.status, `${rule.file}: ${JSON.stringify(response.body)}`).toBe(expected);
  });

  it('has a rule for every /api/me, /api/review and /api/admin route the app registers', () => {
    const covered = new Set(rules.map((rule) => `${rule.method} ${rule.route}`));
    const registered = new Set(
      t.app.routes
        .filter((r) => r.method !== 'ALL' && /^\/api\/(me|review|admin)\//.test(r.path))
        .map((r) => `${r.method} ${r.path.replace(/\/$/, '')}`),
    );
    // Reading the app's routes works (else the check below would pass vacuously).
    expect(registered).toContain('POST /api/me/stores');
    expect(registered).toContain('GET /api/admin/pending-counts');
    expect([...registered].filter((route) => !covered.has(route)).sort()).toEqual([]);
  });
});
