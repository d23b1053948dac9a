import { courseListResponseSchema } from '@tinkerlabs/contract/youniversity';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createCourse } from '../../testing/catalogue-factories.ts';
import { getError, getOk, testApp } from '../../testing/test-app.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { courseRoutes } from './course-routes.ts';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  await createCourse(db, {
    slug: 'mit-6-002',
    title: '6.002 Circuits and Electronics',
    level: 'beginner',
    tags: ['electronics'],
  });
  await createCourse(db, {
    slug: 'cs285',
    title: 'CS 285 Deep Reinforcement Learning',
    level: 'advanced',
    tags: ['reinforcement-learning'],
  });
  await createCourse(db, { slug: 'modern-robotics', title: 'Modern Robotics', level: 'intermediate' });
  app = testApp('/api/youniversity', courseRoutes(db));
});

afterAll(async () => {
  await database?.close();
});

const slugs = async (query: string) =>
  (await getOk(app, `/api/youniversity${query}`, courseListResponseSchema)).items.map((c) => c.slug);

describe('GET /api/youniversity', () => {
  it('lists the courses by title, filtered by level and tag', async () => {
    expect(await slugs('')).toEqual(['mit-6-002', 'cs285', 'modern-robotics']);
    expect(await slugs('?level=advanced')).toEqual(['cs285']);
    expect(await slugs('?tag=electronics')).toEqual(['mit-6-002']);
    expect(await slugs('?level=beginner&tag=reinforcement-learning')).toEqual([]);
  });

  it('refuses an unknown level with a 400', async () => {
    expect((await getError(app, '/api/youniversity?level=expert', 400)).message).toBe(
      'level must be one of beginner, intermediate, advanced.',
    );
  });
});
