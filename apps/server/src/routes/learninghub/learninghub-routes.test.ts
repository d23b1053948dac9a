import {
  domainDetailSchema,
  domainListResponseSchema,
  topicDetailSchema,
} from '@tinkerlabs/contract/learninghub';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createDomain, createTopic } from '../../testing/content-factories.ts';
import { getError, getOk, testApp } from '../../testing/test-app.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { learninghubRoutes } from './learninghub-routes.ts';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const control = await createDomain(db, { slug: 'control-systems', title: 'Control systems', position: 2 });
  await createDomain(db, { slug: 'robotics', title: 'Robotics', position: 1 });
  // Inserted out of order: position decides.
  await createTopic(db, control.id, {
    slug: 'pid',
    title: 'PID control',
    position: 2,
    markdown: [
      '## Gains\n\nText.',
      '::::exercise{#p-only title="P only"}\nWhat is left?\n::answer{type=number value=0.2}\n:::solution\nThe offset.\n:::\n::::',
      '::::exercise{#ki title="Ki"}\nWhich removes it?\n::choice[I]{correct}\n::choice[D]\n:::solution\nI.\n:::\n::::',
    ].join('\n\n'),
  });
  await createTopic(db, control.id, { slug: 'feedback', title: 'Why feedback', position: 1 });
  await createTopic(db, control.id, { slug: 'kalman', title: 'The Kalman filter', position: 3 });
  // Unpublished: a draft lesson between pid and kalman, and a whole draft domain.
  await createTopic(db, control.id, { slug: 'lqr', title: 'LQR (draft)', position: 3, published: false });
  const hidden = await createDomain(db, { slug: 'quantum', title: 'Quantum', position: 3, published: false });
  await createTopic(db, hidden.id, { slug: 'qubits', title: 'Qubits' });
  app = testApp('/api/learninghub', learninghubRoutes(db));
});

afterAll(async () => {
  await database?.close();
});

describe('GET /api/learninghub', () => {
  it('lists the domains by position with their topic counts', async () => {
    const page = await getOk(app, '/api/learninghub', domainListResponseSchema);
    expect(page.items.map((d) => [d.slug, d.topicCount])).toEqual([
      ['robotics', 0],
      ['control-systems', 3],
    ]);
    // What a learner's progress is counted against: each published topic's exercises, in order.
    expect(page.items[1]!.topicExercises).toEqual([
      { slug: 'feedback', title: 'Why feedback', exerciseIds: [] },
      { slug: 'pid', title: 'PID control', exerciseIds: ['p-only', 'ki'] },
      { slug: 'kalman', title: 'The Kalman filter', exerciseIds: [] },
    ]);
  });
});

describe('GET /api/learninghub/:domain', () => {
  it('returns the domain with its topics in order', async () => {
    const domain = await getOk(app, '/api/learninghub/control-systems', domainDetailSchema);
    expect(domain.topics.map((t) => [t.slug, t.exerciseIds])).toEqual([
      ['feedback', []],
      ['pid', ['p-only', 'ki']],
      ['kalman', []],
    ]);
    expect(domain.topicCount).toBe(3);
  });

  it('answers an unknown domain with a JSON 404', async () => {
    expect((await getError(app, '/api/learninghub/astrology', 404)).message).toBe(
      'There is no learning-hub domain at /learninghub/astrology.',
    );
  });
});

describe('unpublished domains and topics', () => {
  it('are left out of lists and counts and answer 404', async () => {
    const page = await getOk(app, '/api/learninghub', domainListResponseSchema);
    expect(page.items.map((d) => d.slug)).not.toContain('quantum');
    expect(page.total).toBe(2);
    for (const url of [
      '/api/learninghub/quantum',
      '/api/learninghub/quantum/qubits',
      '/api/learninghub/control-systems/lqr',
    ]) {
      expect((await getError(app, url, 404)).code).toBe('not_found');
    }
  });
});

describe('GET /api/learninghub/:domain/:topic', () => {
  it('returns the lesson with its domain and both neighbours', async () => {
    const topic = await getOk(app, '/api/learninghub/control-systems/pid', topicDetailSchema);
    expect(topic).toMatchObject({
      title: 'PID control',
      domain: { slug: 'control-systems', title: 'Control systems' },
      previous: { slug: 'feedback', title: 'Why feedback' },
      next: { slug: 'kalman', title: 'The Kalman filter' },
      headings: [{ level: 2, text: 'Gains', id: 'gains' }],
    });
  });

  it('has no previous topic at the start and no next one at the end', async () => {
    expect(await getOk(app, '/api/learninghub/control-systems/feedback', topicDetailSchema)).toMatchObject({
      previous: null,
      next: { slug: 'pid' },
    });
    expect(await getOk(app, '/api/learninghub/control-systems/kalman', topicDetailSchema)).toMatchObject({
      previous: { slug: 'pid' },
      next: null,
    });
  });

  it.each(['/api/learninghub/robotics/pid', '/api/learninghub/control-systems/nope', '/api/learninghub/x/y'])(
    'answers %s (a topic of another domain, or none) with a JSON 404',
    async (url) => {
      expect((await getError(app, url, 404)).code).toBe('not_found');
    },
  );
});
