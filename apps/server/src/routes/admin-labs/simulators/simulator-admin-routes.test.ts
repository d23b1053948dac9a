// Simulators through the admin routes: a new description reaches the public category list, the
// category is one of the four, addresses must be web addresses, and the history shows the edit.
import { adminSimulatorSchema } from '@tinkerlabs/contract/admin-labs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from '../../../testing/catalogue-factories.ts';
import { adminEmail, openSignedInApp, type SignedInApp } from '../../../testing/signed-in-app.ts';

let t: SignedInApp;
let admin: string;
const base = '/api/admin/labs/simulators';

beforeAll(async () => {
  t = await openSignedInApp();
  admin = await t.signIn(adminEmail);
  await createSimulator(t.database.db, {
    slug: 'gymnasium',
    name: 'Gymnasium',
    category: 'rl',
    tags: ['reinforcement-learning'],
  });
});
afterAll(() => t?.close());

describe('simulators', () => {
  it('edits the description and category; the public list of the new category shows it', async () => {
    const current = adminSimulatorSchema.parse((await t.call('GET', `${base}/gymnasium`, admin)).body);
    expect(current.tags).toEqual([{ slug: 'reinforcement-learning', name: expect.any(String) }]);
    const { status, body } = await t.call('PATCH', `${base}/gymnasium`, admin, {
      baseUpdatedAt: current.updatedAt,
      description: 'Reference environments for reinforcement learning, maintained by the Farama Foundation.',
      category: 'github',
      platforms: ['Linux', 'macOS', 'Windows'],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const edited = adminSimulatorSchema.parse(body);
    expect(edited.history.at(-1)).toMatchObject({
      action: 'edited',
      changedFields: ['category', 'platforms', 'description'],
    });
    expect(edited.tags).toHaveLength(1);
    const github = await t.call('GET', '/api/labs/simulators?category=github');
    expect(github.body.items).toMatchObject([
      { slug: 'gymnasium', description: expect.stringContaining('Farama') },
    ]);
    expect((await t.call('GET', '/api/labs/simulators?category=rl')).body.items).toEqual([]);
  });

  it.each([
    [{ category: 'games' }, 'category', 'Choose a category: rl, github, emulators, maze.'],
    [{ url: 'javascript:alert(1)' }, 'url', 'The address must be a full web address starting with https://.'],
    [
      { repositoryUrl: 'github' },
      'repositoryUrl',
      'The repository address must be a full web address starting with https://.',
    ],
    [{ description: 'Too short' }, 'description', 'The description needs at least 20 characters.'],
  ])('refuses %j with a 422 naming the field and changes nothing', async (change, field, message) => {
    const current = adminSimulatorSchema.parse((await t.call('GET', `${base}/gymnasium`, admin)).body);
    const { status, body } = await t.call('PATCH', `${base}/gymnasium`, admin, {
      baseUpdatedAt: current.updatedAt,
      ...change,
    });
    expect(status).toBe(422);
    expect(body.error.fields[field]).toBe(message);
    expect(adminSimulatorSchema.parse((await t.call('GET', `${base}/gymnasium`, admin)).body).updatedAt).toBe(
      current.updatedAt,
    );
  });
});
