// The shared admin routes through the development boards: list, create, edit with the updatedAt
// version token, slug conflicts, structured spec validation, history, seed marker, delete.
import { adminBoardSchema, adminLabsListResponseSchema } from '@tinkerlabs/contract/admin-labs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewHistoryOf } from '../../../content/review-history.ts';
import { boardTags, boards } from '../../../db/schema.ts';
import { createBoard } from '../../../testing/catalogue-factories.ts';
import { adminEmail, openSignedInApp, type SignedInApp } from '../../../testing/signed-in-app.ts';

let t: SignedInApp;
let admin: string;
let member: string;

const base = '/api/admin/labs/boards';

const newBoard = (overrides: Record<string, unknown> = {}) => ({
  slug: 'feather-rp2040',
  name: 'Adafruit Feather RP2040',
  manufacturer: 'Adafruit',
  family: 'rp2040',
  mcu: 'RP2040',
  core: 'Arm Cortex-M0+, dual core',
  clockMHz: 133,
  flashKB: 8192,
  ramKB: 264,
  gpio: 21,
  adcChannels: 4,
  adcBits: 12,
  dacChannels: 0,
  pwmChannels: 16,
  wireless: [],
  usb: 'USB-C',
  logicVoltage: 3.3,
  inputVoltage: '5 V over USB, LiPo',
  priceUSD: 11.95,
  formFactor: 'Feather',
  releasedYear: 2021,
  datasheetUrl: null,
  productUrl: 'https://www.adafruit.com/product/4884',
  summary: 'An RP2040 board in the Feather format with a LiPo charger.',
  highlights: ['LiPo charger', 'STEMMA QT'],
  tags: ['microcontrollers'],
  ...overrides,
});

beforeAll(async () => {
  t = await openSignedInApp();
  admin = await t.signIn(adminEmail);
  member = await t.signIn('ada@example.org');
  await createBoard(t.database.db, {
    slug: 'uno',
    name: 'Arduino Uno R3',
    family: 'arduino',
    tags: ['microcontrollers'],
  });
  await createBoard(t.database.db, { slug: 'esp32-devkitc', name: 'ESP32-DevKitC', family: 'esp32' });
  await t.database.db.update(boards).set({ seededHash: 'seeded' }).where(eq(boards.slug, 'uno'));
});
afterAll(() => t?.close());

const record = async (slug: string) => {
  const { status, body } = await t.call('GET', `${base}/${slug}`, admin);
  expect(status, JSON.stringify(body)).toBe(200);
  return adminBoardSchema.parse(body);
};

describe('who may use it', () => {
  it('answers 401 without a session and 403 for a member', async () => {
    expect((await t.call('GET', base)).status).toBe(401);
    expect((await t.call('GET', base, member)).status).toBe(403);
    expect((await t.call('POST', base, member, newBoard())).status).toBe(403);
  });
});

describe('the list', () => {
  it('searches by name, slug or summary and filters by family', async () => {
    const list = async (query: string) =>
      adminLabsListResponseSchema
        .parse((await t.call('GET', `${base}${query}`, admin)).body)
        .items.map((b) => b.slug);
    expect(await list('')).toEqual(['uno', 'esp32-devkitc']);
    expect(await list('?q=uno')).toEqual(['uno']);
    expect(await list('?category=esp32')).toEqual(['esp32-devkitc']);
    expect(await list('?q=100%25')).toEqual([]);
    const wrong = await t.call('GET', `${base}?category=pic`, admin);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(
      'category must be one of arduino, esp32, stm32, rp2040, nrf52, teensy, sbc.',
    );
  });
});

describe('creating', () => {
  it('creates a board with its specs, tags and a "created" step, and the public API shows it', async () => {
    const { status, body } = await t.call('POST', base, admin, newBoard());
    expect(status, JSON.stringify(body)).toBe(201);
    const created = adminBoardSchema.parse(body);
    expect(created).toMatchObject({
      slug: 'feather-rp2040',
      clockMHz: 133,
      priceUSD: 11.95,
      tags: [{ slug: 'microcontrollers' }],
    });
    expect(created.history).toMatchObject([
      { action: 'created', version: 1, actor: { name: expect.any(String) } },
    ]);
    const [row] = await t.database.db.select().from(boards).where(eq(boards.slug, 'feather-rp2040'));
    expect(row!.seededHash).toBeNull();
    const publicBoard = await t.call('GET', '/api/labs/boards/feather-rp2040');
    expect(publicBoard.body).toMatchObject({ name: 'Adafruit Feather RP2040', ramKB: 264 });
  });

  it('refuses a taken slug with 409 naming the slug field', async () => {
    const { status, body } = await t.call('POST', base, admin, newBoard({ slug: 'uno' }));
    expect(status).toBe(409);
    expect(body.error.fields.slug).toBe(
      'Another development board already uses the slug "uno". Choose another one.',
    );
  });

  it.each([
    [{ clockMHz: -5 }, 'clockMHz', 'The clock must be at least 1.'],
    [{ flashKB: 12.5 }, 'flashKB', 'Flash must be a whole number.'],
    [{ adcBits: 64 }, 'adcBits', 'ADC resolution must be at most 32.'],
    [{ family: 'pic' }, 'family', 'Choose a family: arduino, esp32, stm32, rp2040, nrf52, teensy, sbc.'],
    [{ wireless: ['wifi', 'wifi'] }, 'wireless', 'List each radio once.'],
    [
      { wireless: ['5g'] },
      'wireless.0',
      'Radios are wifi, bluetooth-le, bluetooth-classic, thread, zigbee, lora.',
    ],
    [{ priceUSD: 1.234 }, 'priceUSD', 'Use at most two decimals.'],
    [
      { productUrl: 'adafruit.com' },
      'productUrl',
      'The product address must be a full web address starting with https://.',
    ],
    [
      { slug: 'Bad Slug' },
      'slug',
      'Use lowercase letters, digits and single hyphens, such as esp32-devkitc.',
    ],
    [{ tags: ['no-such-tag'] }, 'tags', 'There is no tag "no-such-tag": choose from the existing tags.'],
  ])('refuses %j with a 422 naming the field', async (overrides, field, message) => {
    const { status, body } = await t.call('POST', base, admin, newBoard({ slug: 'bad-board', ...overrides }));
    expect(status, JSON.stringify(body)).toBe(422);
    expect(body.error.fields[field]).toBe(message);
    expect((await t.call('GET', `${base}/bad-board`, admin)).status).toBe(404);
  });
});

describe('editing', () => {
  it('saves a change based on the current updatedAt, records the changed fields and clears the seed marker', async () => {
    const before = await record('uno');
    const { status, body } = await t.call('PATCH', `${base}/uno`, admin, {
      baseUpdatedAt: before.updatedAt,
      clockMHz: 20,
      ramKB: before.ramKB,
      highlights: ['Shields', 'Huge community'],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const after = adminBoardSchema.parse(body);
    expect(after).toMatchObject({ clockMHz: 20, highlights: ['Shields', 'Huge community'] });
    expect(after.updatedAt).not.toBe(before.updatedAt);
    expect(after.history.at(-1)).toMatchObject({
      action: 'edited',
      changedFields: ['clockMHz', 'highlights'],
      version: 1,
    });
    const [row] = await t.database.db.select().from(boards).where(eq(boards.slug, 'uno'));
    expect(row!.seededHash).toBeNull();
  });

  it('refuses a stale edit with 409 and the current copy, changing nothing', async () => {
    const current = await record('uno');
    const first = await t.call('PATCH', `${base}/uno`, admin, { baseUpdatedAt: current.updatedAt, gpio: 22 });
    expect(first.status).toBe(200);
    const stale = await t.call('PATCH', `${base}/uno`, admin, { baseUpdatedAt: current.updatedAt, gpio: 99 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ kind: 'stale_version', current: { slug: 'uno', gpio: 22 } });
    expect((await record('uno')).gpio).toBe(22);
  });

  it('renames the slug, refusing one that is taken', async () => {
    const current = await record('esp32-devkitc');
    const taken = await t.call('PATCH', `${base}/esp32-devkitc`, admin, {
      baseUpdatedAt: current.updatedAt,
      slug: 'uno',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.slug).toContain('"uno"');
    const renamed = await t.call('PATCH', `${base}/esp32-devkitc`, admin, {
      baseUpdatedAt: current.updatedAt,
      slug: 'esp32-devkitc-v4',
      tags: ['microcontrollers'],
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ slug: 'esp32-devkitc-v4', tags: [{ slug: 'microcontrollers' }] });
    expect((await t.call('GET', `${base}/esp32-devkitc`, admin)).status).toBe(404);
  });

  it('records nothing and keeps updatedAt when an edit changes no value', async () => {
    const current = await record('uno');
    const { status, body } = await t.call('PATCH', `${base}/uno`, admin, {
      baseUpdatedAt: current.updatedAt,
      gpio: current.gpio,
      name: current.name,
    });
    expect(status).toBe(200);
    expect(adminBoardSchema.parse(body)).toEqual(current);
  });

  it('needs baseUpdatedAt', async () => {
    const { status, body } = await t.call('PATCH', `${base}/uno`, admin, { gpio: 1 });
    expect(status).toBe(422);
    expect(body.error.fields.baseUpdatedAt).toBe(
      'baseUpdatedAt (the updatedAt this change is based on) is required.',
    );
  });
});

describe('deleting', () => {
  it('refuses a delete based on an old copy, then deletes with its tag links and records it', async () => {
    const board = await record('feather-rp2040');
    const [stored] = await t.database.db.select().from(boards).where(eq(boards.slug, 'feather-rp2040'));
    const id = stored!.id;
    expect(await t.database.db.select().from(boardTags).where(eq(boardTags.contentId, id))).toHaveLength(1);
    const stale = await t.call(
      'DELETE',
      `${base}/feather-rp2040?baseUpdatedAt=2001-01-01T00:00:00.000Z`,
      admin,
    );
    expect(stale.status).toBe(409);
    const deleted = await t.call(
      'DELETE',
      `${base}/feather-rp2040?baseUpdatedAt=${encodeURIComponent(board.updatedAt)}`,
      admin,
    );
    expect(deleted.status).toBe(204);
    expect((await t.call('GET', '/api/labs/boards/feather-rp2040')).status).toBe(404);
    const [row] = await t.database.db.select().from(boards).where(eq(boards.slug, 'feather-rp2040'));
    expect(row).toBeUndefined();
    expect(await t.database.db.select().from(boardTags).where(eq(boardTags.contentId, id))).toEqual([]);
    const history = await reviewHistoryOf(t.database.db, 'board', [id]);
    expect(history.get(id)!.map((step) => [step.action, step.version])).toEqual([
      ['created', 1],
      ['deleted', 2],
    ]);
    expect((await t.call('DELETE', `${base}/feather-rp2040`, admin)).status).toBe(404);
  });
});
