import { resourceListResponseSchema, resourceSchema } from '@tinkerlabs/contract/resources';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createResource } from '../../testing/catalogue-factories.ts';
import { getError, getOk, testApp } from '../../testing/test-app.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { resourceRoutes } from './resource-routes.ts';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  await createResource(db, {
    slug: 'sutton-barto',
    title: 'Reinforcement Learning: An Introduction',
    kind: 'book',
    collection: 'rl',
    year: 2018,
    tags: ['reinforcement-learning'],
  });
  await createResource(db, {
    slug: 'dqn-paper',
    title: 'Human-level control through deep RL',
    kind: 'paper',
    collection: 'rl',
    year: 2015,
    level: 'advanced',
  });
  await createResource(db, {
    slug: 'silver-course',
    title: 'David Silver RL course',
    kind: 'course',
    collection: 'rl',
    year: null,
  });
  await createResource(db, {
    slug: 'art-of-electronics',
    title: 'The Art of Electronics',
    kind: 'book',
    collection: 'general',
    year: 2015,
    tags: ['electronics'],
  });
  app = testApp('/api/resources', resourceRoutes(db));
});

afterAll(async () => {
  await database?.close();
});

const slugs = async (query: string) =>
  (await getOk(app, `/api/resources${query}`, resourceListResponseSchema)).items.map((r) => r.slug);

describe('GET /api/resources', () => {
  it('lists every resource by title', async () => {
    expect(await slugs('')).toEqual(['silver-course', 'dqn-paper', 'sutton-barto', 'art-of-electronics']);
  });

  it('filters by collection, kind, level and tag, and combines them', async () => {
    expect(await slugs('?collection=rl&kind=book')).toEqual(['sutton-barto']);
    expect(await slugs('?collection=general')).toEqual(['art-of-electronics']);
    expect(await slugs('?kind=paper')).toEqual(['dqn-paper']);
    expect(await slugs('?level=advanced')).toEqual(['dqn-paper']);
    expect(await slugs('?tag=electronics')).toEqual(['art-of-electronics']);
    expect(await slugs('?collection=rl&tag=electronics')).toEqual([]);
  });

  it('sorts by year, newest or oldest first, undated last', async () => {
    expect(await slugs('?sort=newest')).toEqual([
      'sutton-barto',
      'dqn-paper',
      'art-of-electronics',
      'silver-course',
    ]);
    expect(await slugs('?sort=oldest')).toEqual([
      'dqn-paper',
      'art-of-electronics',
      'sutton-barto',
      'silver-course',
    ]);
  });

  it.each(['?collection=ml', '?kind=video', '?page=x'])('refuses %s with a 400', async (query) => {
    expect((await getError(app, `/api/resources${query}`, 400)).code).toBe('bad_request');
  });
});

describe('GET /api/resources/:slug', () => {
  it('returns one resource', async () => {
    const resource = await getOk(app, '/api/resources/sutton-barto', resourceSchema);
    expect(resource).toMatchObject({
      kind: 'book',
      collection: 'rl',
      year: 2018,
      free: true,
      authors: ['A. Author'],
    });
    expect(resource.tags).toEqual([{ slug: 'reinforcement-learning', name: 'reinforcement learning' }]);
  });

  it('answers an unknown slug with a JSON 404', async () => {
    expect((await getError(app, '/api/resources/unknown', 404)).message).toBe(
      'There is no resource at /resources/unknown.',
    );
  });
});
