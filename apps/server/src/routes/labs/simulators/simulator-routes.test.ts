import { simulatorListResponseSchema, simulatorSchema } from '@tinkerlabs/contract/simulators';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createSimulator } from '../../../testing/catalogue-factories.ts';
import { getError, getOk, testApp } from '../../../testing/test-app.ts';
import { openTestDatabase } from '../../../testing/test-database.ts';
import { simulatorRoutes } from './simulator-routes.ts';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  await createSimulator(db, {
    slug: 'gymnasium',
    name: 'Gymnasium',
    category: 'rl',
    tags: ['reinforcement-learning'],
  });
  await createSimulator(db, { slug: 'wokwi', name: 'Wokwi', category: 'emulators' });
  await createSimulator(db, { slug: 'mms', name: 'Micromouse Simulator', category: 'maze' });
  await createSimulator(db, {
    slug: 'gazebo',
    name: 'Gazebo',
    category: 'github',
    repositoryUrl: 'https://github.com/gazebosim/gz-sim',
  });
  app = testApp('/api/labs/simulators', simulatorRoutes(db));
});

afterAll(async () => {
  await database?.close();
});

const slugs = async (query: string) =>
  (await getOk(app, `/api/labs/simulators${query}`, simulatorListResponseSchema)).items.map((s) => s.slug);

describe('GET /api/labs/simulators', () => {
  it('lists every simulator by name', async () => {
    expect(await slugs('')).toEqual(['gazebo', 'gymnasium', 'mms', 'wokwi']);
  });

  it.each([
    ['rl', ['gymnasium']],
    ['github', ['gazebo']],
    ['emulators', ['wokwi']],
    ['maze', ['mms']],
  ])('filters by category %s', async (category, expected) => {
    expect(await slugs(`?category=${category}`)).toEqual(expected);
  });

  it('filters by tag and refuses an unknown category', async () => {
    expect(await slugs('?tag=reinforcement-learning')).toEqual(['gymnasium']);
    expect((await getError(app, '/api/labs/simulators?category=games', 400)).message).toBe(
      'category must be one of rl, github, emulators, maze.',
    );
  });
});

describe('GET /api/labs/simulators/:slug', () => {
  it('returns one simulator, or a JSON 404', async () => {
    expect(await getOk(app, '/api/labs/simulators/gazebo', simulatorSchema)).toMatchObject({
      repositoryUrl: 'https://github.com/gazebosim/gz-sim',
      license: 'MIT',
    });
    expect((await getError(app, '/api/labs/simulators/nope', 404)).code).toBe('not_found');
  });
});
