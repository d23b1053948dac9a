import { tagListResponseSchema } from '@tinkerlabs/contract/tags';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import tagSeed from '../../db/seed/data/tags.json' with { type: 'json' };
import { seedDatabase } from '../../db/seed/seed.ts';
import { getOk, testApp } from '../../testing/test-app.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { tagRoutes } from './tag-routes.ts';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db, { contentDir: null });
  app = testApp('/api/tags', tagRoutes(database.db));
});

afterAll(async () => {
  await database?.close();
});

describe('GET /api/tags', () => {
  it('lists every seeded tag by name, without ids', async () => {
    const body = await getOk(app, '/api/tags', tagListResponseSchema);
    expect(body.items).toHaveLength(tagSeed.length);
    expect(body.items.map((t) => t.name)).toEqual(
      [...tagSeed.map((t) => t.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(body.items.find((t) => t.slug === 'tinyml')).toEqual(tagSeed.find((t) => t.slug === 'tinyml'));
    expect(JSON.stringify(body)).not.toContain('"id"');
  });
});
