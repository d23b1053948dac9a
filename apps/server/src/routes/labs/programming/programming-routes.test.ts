import {
  programmingLanguageDetailSchema,
  programmingListResponseSchema,
} from '@tinkerlabs/contract/programming';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createProgrammingLanguage } from '../../../testing/catalogue-factories.ts';
import { getError, getOk, testApp } from '../../../testing/test-app.ts';
import { openTestDatabase } from '../../../testing/test-database.ts';
import { programmingRoutes } from './programming-routes.ts';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  await createProgrammingLanguage(database.db, {
    slug: 'micropython',
    name: 'MicroPython',
    markdown: 'MicroPython is Python 3 for microcontrollers.\n\n## The machine module\n\nPins and timers.',
    examples: [{ title: 'Blink', description: 'Toggle a pin.', code: 'from machine import Pin' }],
  });
  await createProgrammingLanguage(database.db, { slug: 'cpp', name: 'C++' });
  app = testApp('/api/labs/programming', programmingRoutes(database.db));
});

afterAll(async () => {
  await database?.close();
});

describe('GET /api/labs/programming', () => {
  it('lists the pages by name', async () => {
    const page = await getOk(app, '/api/labs/programming', programmingListResponseSchema);
    expect(page.items.map((p) => p.slug)).toEqual(['cpp', 'micropython']);
  });
});

describe('GET /api/labs/programming/:slug', () => {
  it('returns the introduction, its headings, the examples and references', async () => {
    const page = await getOk(app, '/api/labs/programming/micropython', programmingLanguageDetailSchema);
    expect(page).toMatchObject({
      name: 'MicroPython',
      headings: [{ level: 2, text: 'The machine module', id: 'the-machine-module' }],
      examples: [{ title: 'Blink', description: 'Toggle a pin.', code: 'from machine import Pin' }],
      references: [{ title: 'Docs', url: 'https://example.org/docs' }],
    });
    expect(page.introduction.content[0]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'MicroPython is Python 3 for microcontrollers.' }],
    });
  });

  it('answers an unknown page with a JSON 404', async () => {
    expect((await getError(app, '/api/labs/programming/cobol', 404)).message).toBe(
      'There is no programming lab page at /labs/programming/cobol.',
    );
  });
});
