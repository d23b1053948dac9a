/** Authorisation rows of /api/admin/labs/hardware (see testing/access-rule.ts): administrators only. */
import type { AccessRule } from '../../../testing/access-rule.ts';
import { createHardware } from '../../../testing/catalogue-factories.ts';
import { labsAccessRules } from '../labs-access-rules.ts';

export const accessRules: AccessRule[] = labsAccessRules(
  'hardware',
  (db) => createHardware(db),
  (slug) => ({
    slug,
    name: 'Access sensor',
    category: 'sensor',
    summary: 'A sensor made for the access test.',
    description: 'A sensor made for the access test, with a description long enough.',
    interface: 'I2C',
    supplyVoltage: '3.3 V',
    keySpecs: { Range: '0–10 m' },
    typicalUses: ['Tests'],
    wiringNotes: null,
    datasheetUrl: null,
    priceUSD: 2.5,
    tags: [],
  }),
  { priceUSD: 3 },
);
