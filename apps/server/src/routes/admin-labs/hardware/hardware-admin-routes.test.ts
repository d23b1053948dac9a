// Hardware components through the admin routes: key specs keep their order, lists and optional
// fields, per-field messages, the category filter, history with the changed fields.
import { adminHardwareSchema, adminLabsListResponseSchema } from '@tinkerlabs/contract/admin-labs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHardware } from '../../../testing/catalogue-factories.ts';
import { adminEmail, openSignedInApp, type SignedInApp } from '../../../testing/signed-in-app.ts';

let t: SignedInApp;
let admin: string;
const base = '/api/admin/labs/hardware';

const newComponent = (overrides: Record<string, unknown> = {}) => ({
  slug: 'vl53l0x',
  name: 'VL53L0X time-of-flight sensor',
  category: 'sensor',
  summary: 'A laser distance sensor up to 2 m.',
  description: 'Measures distance by timing reflected infrared laser light, up to about two metres.',
  interface: 'I2C',
  supplyVoltage: '2.6–5.5 V',
  keySpecs: { Range: '30–2000 mm', Accuracy: '±3 %', 'Field of view': '25°' },
  typicalUses: ['Obstacle detection', 'Gesture sensing'],
  wiringNotes: '',
  datasheetUrl: 'https://www.st.com/resource/en/datasheet/vl53l0x.pdf',
  priceUSD: 5.5,
  tags: [],
  ...overrides,
});

beforeAll(async () => {
  t = await openSignedInApp();
  admin = await t.signIn(adminEmail);
  await createHardware(t.database.db, {
    slug: 'l298n',
    name: 'L298N motor driver',
    category: 'motor-driver',
  });
});
afterAll(() => t?.close());

describe('hardware components', () => {
  it('creates a component with ordered key specs; empty optional text becomes null', async () => {
    const { status, body } = await t.call('POST', base, admin, newComponent());
    expect(status, JSON.stringify(body)).toBe(201);
    const created = adminHardwareSchema.parse(body);
    expect(Object.keys(created.keySpecs)).toEqual(['Range', 'Accuracy', 'Field of view']);
    expect(created).toMatchObject({
      wiringNotes: null,
      typicalUses: ['Obstacle detection', 'Gesture sensing'],
    });
    const publicPage = await t.call('GET', '/api/labs/hardware?category=sensor');
    expect(publicPage.body.items.map((c: { slug: string }) => c.slug)).toContain('vl53l0x');
  });

  it('filters the list by category', async () => {
    const { body } = await t.call('GET', `${base}?category=motor-driver`, admin);
    expect(adminLabsListResponseSchema.parse(body).items).toMatchObject([
      { slug: 'l298n', category: 'motor-driver' },
    ]);
  });

  it.each([
    [
      { category: 'robot' },
      'category',
      'Choose a category: sensor, actuator, motor-driver, power, communication, display, passive, microcontroller-module, input.',
    ],
    [{ keySpecs: { Range: '' } }, 'keySpecs.Range', 'A specification value is required.'],
    [{ typicalUses: ['ok', ' '] }, 'typicalUses.1', 'Typical use is required.'],
    [{ summary: 'Short' }, 'summary', 'The summary needs at least 10 characters.'],
    [{ priceUSD: -1 }, 'priceUSD', 'The price cannot be negative.'],
  ])('refuses %j with a 422 naming the field', async (overrides, field, message) => {
    const { status, body } = await t.call(
      'POST',
      base,
      admin,
      newComponent({ slug: 'refused', ...overrides }),
    );
    expect(status, JSON.stringify(body)).toBe(422);
    expect(body.error.fields[field]).toBe(message);
  });

  it('records which fields an edit changed', async () => {
    const current = adminHardwareSchema.parse((await t.call('GET', `${base}/vl53l0x`, admin)).body);
    const { status, body } = await t.call('PATCH', `${base}/vl53l0x`, admin, {
      baseUpdatedAt: current.updatedAt,
      keySpecs: { Range: '30–2000 mm', Accuracy: '±5 %', 'Field of view': '25°' },
      priceUSD: 5.5,
      interface: null,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const edited = adminHardwareSchema.parse(body);
    expect(edited.interface).toBeNull();
    expect(edited.history.map((step) => [step.action, step.changedFields, step.version])).toEqual([
      ['created', expect.arrayContaining(['slug', 'keySpecs']), 1],
      ['edited', ['interface', 'keySpecs'], 2],
    ]);
  });
});
