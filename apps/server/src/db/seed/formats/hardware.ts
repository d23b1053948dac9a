/** hardware.yaml: hardware components. */
import { hardwareCategories } from '@tinkerlabs/contract/hardware';
import { z } from 'zod';
import { slug, tagList, text, webUrl } from './fields.ts';

export const hardwareRecord = z.strictObject({
  slug,
  name: text,
  category: z.enum(hardwareCategories),
  summary: text,
  description: text,
  interface: text.nullable(),
  supplyVoltage: text.nullable(),
  keySpecs: z.record(z.string(), z.union([z.string(), z.number()]).transform(String)).default({}),
  typicalUses: z.array(text).default([]),
  wiringNotes: text.nullable(),
  datasheetUrl: webUrl.nullable(),
  priceUSD: z.number().nonnegative().nullable(),
  tags: tagList,
});
export type HardwareRecord = z.output<typeof hardwareRecord>;
