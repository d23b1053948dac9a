/** Development boards for the labs catalogue and comparison, with their specifications as columns. */
import type { BoardOutline } from '@tinkerlabs/contract/board-outline';
import { index, integer, jsonb, numeric, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { timestampColumns } from './moderation.ts';
import { seededHashColumn } from './seed-state.ts';

export const boards = pgTable(
  'boards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    /** arduino, esp32, stm32, rp2040, nrf52, teensy or sbc (checked by the contract's list). */
    family: text('family').notNull(),
    mcu: text('mcu').notNull(),
    core: text('core').notNull(),
    clockMhz: real('clock_mhz'),
    flashKb: integer('flash_kb'),
    ramKb: integer('ram_kb'),
    gpio: integer('gpio'),
    adcChannels: integer('adc_channels'),
    adcBits: integer('adc_bits'),
    dacChannels: integer('dac_channels'),
    pwmChannels: integer('pwm_channels'),
    /** Radios on board: wifi, bluetooth-le, bluetooth-classic, thread, zigbee, lora. */
    wireless: text('wireless').array().notNull().default([]),
    usb: text('usb'),
    logicVoltage: real('logic_voltage'),
    inputVoltage: text('input_voltage'),
    priceUsd: numeric('price_usd', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    formFactor: text('form_factor'),
    releasedYear: integer('released_year'),
    datasheetUrl: text('datasheet_url'),
    productUrl: text('product_url'),
    summary: text('summary').notNull(),
    highlights: text('highlights').array().notNull().default([]),
    /** The drawn outline from boards.yaml (size, header pins, holes, connectors); null when not given. */
    outline: jsonb('outline').$type<BoardOutline>(),
    ...timestampColumns(),
    seededHash: seededHashColumn(),
  },
  (table) => [index('boards_family_idx').on(table.family), index('boards_price_idx').on(table.priceUsd)],
);
