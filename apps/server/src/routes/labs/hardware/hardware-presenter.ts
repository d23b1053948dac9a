/** Hardware component rows → the contract's shape. */
import type { HardwareComponent } from '@tinkerlabs/contract/hardware';
import type { TagRef } from '@tinkerlabs/contract/tags';
import type { HardwareRow } from './hardware-queries.ts';

export function presentHardware(row: HardwareRow, tags: TagRef[]): HardwareComponent {
  return {
    slug: row.slug,
    name: row.name,
    category: row.category as HardwareComponent['category'],
    summary: row.summary,
    description: row.description,
    interface: row.interface,
    supplyVoltage: row.supplyVoltage,
    keySpecs: row.keySpecs,
    typicalUses: row.typicalUses,
    wiringNotes: row.wiringNotes,
    datasheetUrl: row.datasheetUrl,
    priceUSD: row.priceUsd,
    tags,
  };
}
