/** Hardware components for the labs catalogue: sensors, drivers, displays, power parts …. */
import { jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampColumns } from './moderation.ts';
import { seededHashColumn } from './seed-state.ts';

export const hardwareComponents = pgTable('hardware_components', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** sensor, actuator, motor-driver, power, communication, display, passive, microcontroller-module, input. */
  category: text('category').notNull(),
  summary: text('summary').notNull(),
  description: text('description').notNull(),
  interface: text('interface'),
  supplyVoltage: text('supply_voltage'),
  /** Label → value, in the order written, e.g. { "Range": "2–400 cm" }. */
  keySpecs: jsonb('key_specs').$type<Record<string, string>>().notNull().default({}),
  typicalUses: text('typical_uses').array().notNull().default([]),
  wiringNotes: text('wiring_notes'),
  datasheetUrl: text('datasheet_url'),
  priceUsd: numeric('price_usd', { precision: 10, scale: 2, mode: 'number' }),
  ...timestampColumns(),
  seededHash: seededHashColumn(),
});
