// Runs the labs catalogues' authorisation rows here too, so a broken row or route shows up beside
// the code (the dashboard-wide matrix collects the same files).
import { sessionResponseSchema } from '@tinkerlabs/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessContext, AccessRule, Caller } from '../../testing/access-rule.ts';
import { adminEmail, openSignedInApp, type SignedInApp } from '../../testing/signed-in-app.ts';
import { accessRules as boardRules } from './boards/access-rules.ts';
import { accessRules as hardwareRules } from './hardware/access-rules.ts';
import { accessRules as programmingRules } from './programming/access-rules.ts';
import { accessRules as simulatorRules } from './simulators/access-rules.ts';

let t: SignedInApp;
let context: AccessContext;

beforeAll(async () => {
  t = await openSignedInApp();
  const user = async (email: string) => {
    const cookie = await t.signIn(email);
    const session = sessionResponseSchema.parse((await t.call('GET', '/api/auth/session', cookie)).body);
    return { id: session.viewer!.user.id, cookie };
  };
  context = {
    t,
    users: {
      owner: await user('owner@example.org'),
      otherMember: await user('other@example.org'),
      admin: await user(adminEmail),
    },
  };
});
afterAll(() => t?.close());

const rules: AccessRule[] = [...hardwareRules, ...boardRules, ...simulatorRules, ...programmingRules];
const callers: Caller[] = ['anonymous', 'owner', 'otherMember', 'admin'];

describe('the labs admin routes answer each kind of caller as their rows say', () => {
  it('covers the five routes of each of the four catalogues', () => {
    expect(rules).toHaveLength(20);
  });

  it.each(rules.flatMap((rule) => callers.map((caller) => [rule.method, rule.route, caller, rule] as const)))(
    '%s %s as %s',
    async (method, _route, caller, rule) => {
      const { path, body } = await rule.prepare(context);
      const cookie = caller === 'anonymous' ? null : context.users[caller].cookie;
      const response = await t.call(method, path, cookie, body);
      expect(response.status, JSON.stringify(response.body)).toBe(rule.expected[caller]);
    },
  );
});
