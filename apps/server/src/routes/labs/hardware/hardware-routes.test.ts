import { hardwareComponentSchema, hardwareListResponseSchema } from '@tinkerlabs/contract/hardware';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createHardware } from '../../../testing/catalogue-factories.ts';
import { getError, getOk, testApp } from '../../../testing/test-app.ts';
import { openTestDatabase } from '../../../testing/test-database.ts';
import { hardwareRoutes } from './hardware-routes.ts';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  await createHardware(db, {
    slug: 'mpu-6050',
    name: 'MPU-6050 IMU',
    category: 'sensor',
    priceUsd: 12.95,
    tags: ['sensors'],
  });
  await createHardware(db, {
    slug: 'drv8833',
    name: 'DRV8833 driver',
    category: 'motor-driver',
    priceUsd: 4.95,
  });
  await createHardware(db, { slug: 'ssd1306', name: 'SSD1306 OLED', category: 'display', priceUsd: null });
  app = testApp('/api/labs/hardware', hardwareRoutes(db));
});

afterAll(async () => {
  await database?.close();
});

const slugs = async (query: string) =>
  (await getOk(app, `/api/labs/hardware${query}`, hardwareListResponseSchema)).items.map((h) => h.slug);

describe('GET /api/labs/hardware', () => {
  it('lists components by name, or by price with unpriced ones last', async () => {
    expect(await slugs('')).toEqual(['drv8833', 'mpu-6050', 'ssd1306']);
    expect(await slugs('?sort=price')).toEqual(['drv8833', 'mpu-6050', 'ssd1306']);
  });

  it('filters by category and tag', async () => {
    expect(await slugs('?category=motor-driver')).toEqual(['drv8833']);
    expect(await slugs('?category=display')).toEqual(['ssd1306']);
    expect(await slugs('?tag=sensors')).toEqual(['mpu-6050']);
  });

  it('refuses an unknown category with a 400', async () => {
    expect((await getError(app, '/api/labs/hardware?category=cables', 400)).fields).toHaveProperty(
      'category',
    );
  });
});

describe('GET /api/labs/hardware/:slug', () => {
  it('returns the component with its key specifications', async () => {
    expect(await getOk(app, '/api/labs/hardware/mpu-6050', hardwareComponentSchema)).toMatchObject({
      category: 'sensor',
      keySpecs: { Range: '2–400 cm' },
      priceUSD: 12.95,
    });
  });

  it('answers an unknown component with a JSON 404', async () => {
    expect((await getError(app, '/api/labs/hardware/flux-capacitor', 404)).code).toBe('not_found');
  });
});
