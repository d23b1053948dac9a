import { boardListResponseSchema, boardSchema } from '@tinkerlabs/contract/boards';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createBoard } from '../../../testing/catalogue-factories.ts';
import { getError, getOk, testApp } from '../../../testing/test-app.ts';
import { openTestDatabase } from '../../../testing/test-database.ts';
import { boardRoutes } from './board-routes.ts';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  await createBoard(db, {
    slug: 'uno',
    name: 'Arduino Uno R3',
    family: 'arduino',
    wireless: [],
    priceUsd: 27.6,
    tags: ['microcontrollers'],
    outline: {
      widthMM: 68.6,
      heightMM: 53.4,
      headers: [{ label: 'A0–A5', x: 50.8, y: 50.8, pins: 6, pitchMM: 2.54, along: 'x' }],
      holes: [{ x: 15.24, y: 2.54, diameterMM: 3.2 }],
      connectors: [{ label: 'USB-B', side: 'left', centerMM: 15.2, widthMM: 11.4 }],
      source: 'https://docs.arduino.cc/resources/datasheets/A000066-datasheet.pdf',
    },
  });
  await createBoard(db, {
    slug: 'esp32-devkitc',
    name: 'ESP32-DevKitC',
    family: 'esp32',
    wireless: ['wifi', 'bluetooth-le', 'bluetooth-classic'],
    priceUsd: 10,
  });
  await createBoard(db, {
    slug: 'pico-w',
    name: 'Raspberry Pi Pico W',
    family: 'rp2040',
    wireless: ['wifi', 'bluetooth-le'],
    priceUsd: 6,
  });
  await createBoard(db, {
    slug: 'nano-33-ble',
    name: 'Arduino Nano 33 BLE',
    family: 'nrf52',
    wireless: ['bluetooth-le'],
    priceUsd: 26.5,
  });
  app = testApp('/api/labs/boards', boardRoutes(db));
});

afterAll(async () => {
  await database?.close();
});

const slugs = async (query: string) =>
  (await getOk(app, `/api/labs/boards${query}`, boardListResponseSchema)).items.map((b) => b.slug);

describe('GET /api/labs/boards', () => {
  it('lists boards by name', async () => {
    expect(await slugs('')).toEqual(['nano-33-ble', 'uno', 'esp32-devkitc', 'pico-w']);
  });

  it('filters by family', async () => {
    expect(await slugs('?family=arduino')).toEqual(['uno']);
    expect(await slugs('?family=rp2040')).toEqual(['pico-w']);
  });

  it('filters by radios: a board must have every one asked for', async () => {
    expect(await slugs('?wireless=wifi')).toEqual(['esp32-devkitc', 'pico-w']);
    expect(await slugs('?wireless=bluetooth-le,wifi')).toEqual(['esp32-devkitc', 'pico-w']);
    expect(await slugs('?wireless=bluetooth-classic')).toEqual(['esp32-devkitc']);
    expect(await slugs('?wireless=lora')).toEqual([]);
  });

  it('filters by maximum price, inclusive, and sorts by price', async () => {
    expect(await slugs('?maxPrice=10&sort=price')).toEqual(['pico-w', 'esp32-devkitc']);
    expect(await slugs('?sort=price')).toEqual(['pico-w', 'esp32-devkitc', 'nano-33-ble', 'uno']);
    expect(await slugs('?maxPrice=26.50&family=nrf52')).toEqual(['nano-33-ble']);
  });

  it('fetches the boards being compared by slug', async () => {
    expect(await slugs('?slugs=uno,pico-w,unknown-board')).toEqual(['uno', 'pico-w']);
  });

  it.each([
    ['?family=pic', 'family must be one of arduino, esp32, stm32, rp2040, nrf52, teensy, sbc.'],
    [
      '?wireless=wifi,5g',
      'wireless takes a comma-separated list of wifi, bluetooth-le, bluetooth-classic, thread, zigbee, lora.',
    ],
    ['?maxPrice=cheap', 'maxPrice must be an amount such as 25 or 12.50.'],
    ['?maxPrice=-5', 'maxPrice must be an amount such as 25 or 12.50.'],
    ['?sort=speed', 'sort must be one of name, price.'],
  ])('refuses %s with a 400', async (query, message) => {
    expect((await getError(app, `/api/labs/boards${query}`, 400)).message).toBe(message);
  });
});

describe('GET /api/labs/boards/:slug', () => {
  it('returns the board with its specifications', async () => {
    const board = await getOk(app, '/api/labs/boards/uno', boardSchema);
    expect(board).toMatchObject({
      name: 'Arduino Uno R3',
      family: 'arduino',
      clockMHz: 240,
      flashKB: 4096,
      priceUSD: 27.6,
      wireless: [],
      logicVoltage: 3.3,
      tags: [{ slug: 'microcontrollers' }],
    });
  });

  it('returns the drawn outline as stored, and null for a board without one', async () => {
    const uno = await getOk(app, '/api/labs/boards/uno', boardSchema);
    expect(uno.outline).toMatchObject({
      widthMM: 68.6,
      heightMM: 53.4,
      headers: [{ label: 'A0–A5', pins: 6, pitchMM: 2.54 }],
      connectors: [{ side: 'left', centerMM: 15.2 }],
    });
    expect((await getOk(app, '/api/labs/boards/pico-w', boardSchema)).outline).toBeNull();
  });

  it('answers an unknown board with a JSON 404', async () => {
    expect((await getError(app, '/api/labs/boards/nope', 404)).code).toBe('not_found');
  });
});
