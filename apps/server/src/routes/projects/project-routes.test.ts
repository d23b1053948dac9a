import { projectDetailSchema, projectListResponseSchema } from '@tinkerlabs/contract/projects';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createProject, createStore, createStoreItem } from '../../testing/content-factories.ts';
import { getError, getOk, testApp } from '../../testing/test-app.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { projectRoutes } from './project-routes.ts';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const shop = await createStore(db, { slug: 'parts-shop', name: 'Parts Shop' });
  const hiddenShop = await createStore(db, { slug: 'hidden-shop', status: 'pending' });
  const motor = await createStoreItem(db, shop.id, {
    uniqueKey: 'POL-2130',
    name: 'DRV8833 motor driver',
    price: 7.95,
    currency: 'USD',
    url: 'https://shop.example.org/drv8833',
  });
  const sensor = await createStoreItem(db, shop.id, { uniqueKey: 'ADA-3317', name: 'VL53L0X', price: 14.95 });
  const pendingItem = await createStoreItem(db, shop.id, { uniqueKey: 'PENDING-1', status: 'pending' });
  const itemOfHiddenShop = await createStoreItem(db, hiddenShop.id, { uniqueKey: 'HIDDEN-1' });

  await createProject(db, {
    slug: 'line-follower',
    title: 'Line follower',
    difficulty: 'beginner',
    publishedAt: new Date('2025-03-01'),
    tags: ['robotics'],
    repositoryUrl: 'https://github.com/example/line-follower',
    markdown: 'Overview.\n\n## Step 1: Wire the motors\n\nText.\n\n## Step 2: Tune\n\nText.',
    components: [
      { storeItemId: sensor.id, quantity: 2, note: 'One per side' },
      { storeItemId: pendingItem.id },
      { storeItemId: motor.id },
      { storeItemId: itemOfHiddenShop.id },
    ],
  });
  await createProject(db, {
    slug: 'balancer',
    title: 'Balancing robot',
    difficulty: 'advanced',
    publishedAt: new Date('2025-04-01'),
    tags: ['control-systems'],
  });
  await createProject(db, {
    slug: 'weather-station',
    title: 'Weather station',
    difficulty: 'intermediate',
    publishedAt: new Date('2025-02-01'),
  });
  await createProject(db, { slug: 'secret-project', status: 'pending', difficulty: 'beginner' });
  app = testApp('/api/projects', projectRoutes(db));
});

afterAll(async () => {
  await database?.close();
});

const list = (query = '') => getOk(app, `/api/projects${query}`, projectListResponseSchema);

describe('GET /api/projects', () => {
  it('lists published projects, newest first', async () => {
    const page = await list();
    expect(page.items.map((p) => p.slug)).toEqual(['balancer', 'line-follower', 'weather-station']);
    expect(page.items[1]).toMatchObject({
      difficulty: 'beginner',
      estimatedHours: 3,
      tags: [{ slug: 'robotics' }],
    });
  });

  it.each([
    ['beginner', ['line-follower']],
    ['intermediate', ['weather-station']],
    ['advanced', ['balancer']],
  ])('filters by difficulty %s', async (difficulty, slugs) => {
    expect((await list(`?difficulty=${difficulty}`)).items.map((p) => p.slug)).toEqual(slugs);
  });

  it('filters by tag, sorts by title and oldest first', async () => {
    expect((await list('?tag=control-systems')).items.map((p) => p.slug)).toEqual(['balancer']);
    expect((await list('?sort=title')).items.map((p) => p.title)).toEqual([
      'Balancing robot',
      'Line follower',
      'Weather station',
    ]);
    expect((await list('?sort=oldest')).items.map((p) => p.slug)).toEqual([
      'weather-station',
      'line-follower',
      'balancer',
    ]);
  });

  it('refuses an unknown difficulty with a 400', async () => {
    const error = await getError(app, '/api/projects?difficulty=expert', 400);
    expect(error.message).toBe('difficulty must be one of beginner, intermediate, advanced.');
  });

  it('pages: page past the end is empty', async () => {
    expect(await list('?pageSize=2&page=2')).toMatchObject({
      total: 3,
      totalPages: 2,
      items: [{ slug: 'weather-station' }],
    });
    expect(await list('?pageSize=2&page=9')).toMatchObject({ total: 3, items: [] });
  });
});

describe('GET /api/projects/:slug', () => {
  it('returns the project with its steps and its published components, in order', async () => {
    const project = await getOk(app, '/api/projects/line-follower', projectDetailSchema);
    expect(project.repositoryUrl).toBe('https://github.com/example/line-follower');
    expect(project.headings.map((h) => h.id)).toEqual(['step-1-wire-the-motors', 'step-2-tune']);
    expect(project.components).toEqual([
      {
        quantity: 2,
        note: 'One per side',
        item: {
          uniqueKey: 'ADA-3317',
          name: 'VL53L0X',
          price: 14.95,
          currency: 'EUR',
          url: 'https://shop.example.org/ADA-3317',
          store: { slug: 'parts-shop', name: 'Parts Shop' },
        },
      },
      {
        quantity: 1,
        note: null,
        item: {
          uniqueKey: 'POL-2130',
          name: 'DRV8833 motor driver',
          price: 7.95,
          currency: 'USD',
          url: 'https://shop.example.org/drv8833',
          store: { slug: 'parts-shop', name: 'Parts Shop' },
        },
      },
    ]);
  });

  it.each(['secret-project', 'nope'])('answers %s with a JSON 404', async (slug) => {
    expect((await getError(app, `/api/projects/${slug}`, 404)).message).toBe(
      `There is no published project at /projects/${slug}.`,
    );
  });
});
