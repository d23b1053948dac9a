/** The hardware components as an admin-editable labs catalogue (see ../labs-catalogue.ts). */
import {
  createHardwareRequestSchema,
  updateHardwareRequestSchema,
  type HardwareFields,
} from '@tinkerlabs/contract/admin-labs';
import { hardwareCategories } from '@tinkerlabs/contract/hardware';
import { hardwareComponentTags, hardwareComponents } from '../../../db/schema.ts';
import { presentHardware } from '../../labs/hardware/hardware-presenter.ts';
import type { HardwareRow } from '../../labs/hardware/hardware-queries.ts';
import type { LabsCatalogue } from '../labs-catalogue.ts';
import { definedOnly } from '../defined-only.ts';

type Fields = HardwareFields & Record<string, unknown>;

export const hardwareCatalogue: LabsCatalogue<HardwareRow, Fields> = {
  contentType: 'hardwareComponent',
  searchType: 'hardware',
  table: hardwareComponents,
  tagLinks: hardwareComponentTags,
  category: { column: hardwareComponents.category, values: hardwareCategories, of: (row) => row.category },
  noun: 'hardware component',
  createSchema: createHardwareRequestSchema as never,
  updateSchema: updateHardwareRequestSchema as never,
  toColumns: (f) =>
    definedOnly({
      slug: f.slug,
      name: f.name,
      category: f.category,
      summary: f.summary,
      description: f.description,
      interface: f.interface,
      supplyVoltage: f.supplyVoltage,
      keySpecs: f.keySpecs,
      typicalUses: f.typicalUses,
      wiringNotes: f.wiringNotes,
      datasheetUrl: f.datasheetUrl,
      priceUsd: f.priceUSD,
    }),
  present: (row, tags) => presentHardware(row, tags),
};
