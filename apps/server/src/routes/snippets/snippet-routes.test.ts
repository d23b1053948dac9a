import { snippetListResponseSchema, snippetSchema } from '@tinkerlabs/contract/snippets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedInApp, type SignedInApp } from '../../testing/signed-in-app.ts';

let t: SignedInApp;
let ada: string;
let bob: string;

beforeAll(async () => {
  t = await openSignedInApp();
  ada = await t.signIn('ada@example.org');
  bob = await t.signIn('bob@example.org');
});
afterAll(() => t?.close());

const list = async (cookie: string, lab: string) =>
  snippetListResponseSchema.parse((await t.call('GET', `/api/me/snippets?lab=${lab}`, cookie)).body).items;

describe('snippets', () => {
  it('saves, lists by lab (newest first, no code), reopens, changes and deletes the member’s own', async () => {
    const first = await t.call('POST', '/api/me/snippets', ada, {
      lab: 'python',
      name: '  Blink  ',
      code: 'a = 1',
    });
    expect(first.status).toBe(201);
    const saved = snippetSchema.parse(first.body);
    expect(saved).toMatchObject({ lab: 'python', name: 'Blink', code: 'a = 1' });
    const second = await t.call('POST', '/api/me/snippets', ada, {
      lab: 'python',
      name: 'Fade',
      code: 'b = 2',
    });
    await t.call('POST', '/api/me/snippets', ada, { lab: 'cpp', name: 'PID', code: 'int main() {}' });

    const python = await list(ada, 'python');
    expect(python.map((s) => s.name)).toEqual(['Fade', 'Blink']);
    expect(python[0]).not.toHaveProperty('code');
    expect((await list(ada, 'cpp')).map((s) => s.name)).toEqual(['PID']);
    expect(await list(bob, 'python')).toEqual([]);

    const reopened = await t.call('GET', `/api/me/snippets/${saved.id}`, ada);
    expect(reopened.body.code).toBe('a = 1');

    const changed = await t.call('PATCH', `/api/me/snippets/${saved.id}`, ada, { code: 'a = 3' });
    expect(changed.body).toMatchObject({ name: 'Blink', code: 'a = 3' });
    expect((await list(ada, 'python')).map((s) => s.name)).toEqual(['Blink', 'Fade']);

    expect((await t.call('DELETE', `/api/me/snippets/${second.body.id}`, ada)).status).toBe(204);
    expect((await t.call('GET', `/api/me/snippets/${second.body.id}`, ada)).status).toBe(404);
  });

  it('refuses (422) a nameless snippet, an unknown lab or an empty change, and finds no malformed id', async () => {
    const nameless = await t.call('POST', '/api/me/snippets', ada, { lab: 'python', name: ' ', code: 'x' });
    expect(nameless.status).toBe(422);
    expect(JSON.stringify(nameless.body)).toContain('Give the snippet a name.');
    expect(
      (await t.call('POST', '/api/me/snippets', ada, { lab: 'basic', name: 'A', code: 'x' })).status,
    ).toBe(422);
    expect((await t.call('GET', '/api/me/snippets?lab=basic', ada)).status).toBe(400);
    const { body } = await t.call('POST', '/api/me/snippets', ada, { lab: 'python', name: 'A', code: 'x' });
    expect((await t.call('PATCH', `/api/me/snippets/${body.id}`, ada, {})).status).toBe(422);
    expect((await t.call('GET', '/api/me/snippets/not-a-uuid', ada)).status).toBe(404);
  });

  it('refuses code over the limit', async () => {
    const tooLong = 'x'.repeat(100_001);
    expect(
      (await t.call('POST', '/api/me/snippets', bob, { lab: 'python', name: 'Big', code: tooLong })).status,
    ).toBe(422);
  });
});
