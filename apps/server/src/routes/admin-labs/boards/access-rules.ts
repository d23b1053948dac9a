/** Authorisation rows of /api/admin/labs/boards (see testing/access-rule.ts): administrators only. */
import type { AccessRule } from '../../../testing/access-rule.ts';
import { createBoard } from '../../../testing/catalogue-factories.ts';
import { labsAccessRules } from '../labs-access-rules.ts';

export const accessRules: AccessRule[] = labsAccessRules(
  'boards',
  (db) => createBoard(db),
  (slug) => ({
    slug,
    name: 'Access board',
    manufacturer: 'Maker',
    family: 'esp32',
    mcu: 'ESP32',
    core: 'Xtensa LX6',
    clockMHz: 240,
    flashKB: 4096,
    ramKB: 520,
    gpio: 30,
    adcChannels: 18,
    adcBits: 12,
    dacChannels: 2,
    pwmChannels: 16,
    wireless: ['wifi'],
    usb: null,
    logicVoltage: 3.3,
    inputVoltage: null,
    priceUSD: 10,
    formFactor: null,
    releasedYear: 2016,
    datasheetUrl: null,
    productUrl: null,
    summary: 'A board made for the access test.',
    highlights: [],
    tags: [],
  }),
  { gpio: 31 },
);
