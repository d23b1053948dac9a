import { storeDetailSchema, storeListResponseSchema } from '@tinkerlabs/contract/stores';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createStore, createStoreItem } from '../../testing/content-factories.ts';
import { getError, getOk, testApp } from '../../testing/test-app.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { storeRoutes } from './store-routes.ts';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const berlin = await createStore(db, {
    slug: 'berlin-parts',
    name: 'Berlin Parts',
    country: 'DE',
    shipsTo: ['DE', 'AT'],
    categories: ['sensors', 'motors'],
  });
  await createStore(db, {
    slug: 'adafruit',
    name: 'Adafruit',
    country: 'US',
    shipsTo: ['worldwide'],
    categories: ['development-boards'],
  });
  await createStore(db, {
    slug: 'pimoroni',
    name: 'Pimoroni',
    country: 'GB',
    shipsTo: ['GB'],
    categories: ['development-boards', 'displays'],
  });
  await createStore(db, { slug: 'suggested-shop', name: 'Suggested', country: 'DE', status: 'pending' });
  await createStore(db, {
    slug: 'rejected-shop',
    name: 'Rejected',
    country: 'DE',
    status: 'rejected',
    rejectionReason: 'Spam',
  });
  await createStoreItem(db, berlin.id, {
    uniqueKey: 'BP-1',
    name: 'Ultrasonic sensor',
    category: 'sensor',
    price: 3.2,
  });
  await createStoreItem(db, berlin.id, {
    uniqueKey: 'BP-2',
    name: 'Gear motor',
    category: 'motor',
    price: 6,
    image: '/uploads/images/gear-motor.webp',
  });
  await createStoreItem(db, berlin.id, { uniqueKey: 'BP-3', name: 'Pending thing', status: 'pending' });
  app = testApp('/api/stores', storeRoutes(db));
});

afterAll(async () => {
  await database?.close();
});

const list = (query = '') => getOk(app, `/api/stores${query}`, storeListResponseSchema);

describe('GET /api/stores', () => {
  it('lists published stores by name with their published item count', async () => {
    const page = await list();
    expect(page.items.map((s) => [s.slug, s.itemCount])).toEqual([
      ['adafruit', 0],
      ['berlin-parts', 2],
      ['pimoroni', 0],
    ]);
  });

  it("names each store's countries in English, as CLDR does", async () => {
    const page = await list();
    expect(page.items.map((s) => [s.slug, s.countryName, s.shipsToNames])).toEqual([
      ['adafruit', 'United States', ['Worldwide']],
      ['berlin-parts', 'Germany', ['Germany', 'Austria']],
      ['pimoroni', 'United Kingdom', ['United Kingdom']],
    ]);
  });

  it('filters by country (case-insensitive), delivery country and category', async () => {
    expect((await list('?country=de')).items.map((s) => s.slug)).toEqual(['berlin-parts']);
    expect((await list('?shipsTo=AT')).items.map((s) => s.slug)).toEqual(['adafruit', 'berlin-parts']);
    expect((await list('?shipsTo=GB')).items.map((s) => s.slug)).toEqual(['adafruit', 'pimoroni']);
    expect((await list('?category=development-boards')).items.map((s) => s.slug)).toEqual([
      'adafruit',
      'pimoroni',
    ]);
    expect((await list('?country=FR')).items).toEqual([]);
  });

  it('refuses a country that is not a two-letter code', async () => {
    expect((await getError(app, '/api/stores?country=Germany', 400)).message).toBe(
      'country must be a two-letter country code such as DE.',
    );
  });
});

describe('GET /api/stores/:slug', () => {
  it('returns the store with its published items only', async () => {
    const store = await getOk(app, '/api/stores/berlin-parts', storeDetailSchema);
    expect(store.items).toEqual([
      {
        uniqueKey: 'BP-2',
        name: 'Gear motor',
        description: 'Description of BP-2.',
        price: 6,
        currency: 'EUR',
        url: 'https://shop.example.org/BP-2',
        category: 'motor',
        image: '/uploads/images/gear-motor.webp',
      },
      {
        uniqueKey: 'BP-1',
        name: 'Ultrasonic sensor',
        description: 'Description of BP-1.',
        price: 3.2,
        currency: 'EUR',
        url: 'https://shop.example.org/BP-1',
        category: 'sensor',
        image: null,
      },
    ]);
    expect(store.itemCount).toBe(2);
    expect(store.logo).toBeNull();
  });

  it.each(['suggested-shop', 'rejected-shop', 'nowhere'])('answers %s with a JSON 404', async (slug) => {
    expect((await getError(app, `/api/stores/${slug}`, 404)).code).toBe('not_found');
  });
});
