/** boards.yaml: development boards with their specifications and their drawn outline. */
import { outlineProblems } from '@tinkerlabs/contract/board-outline';
import { boardFamilies, boardOutlineSchema, wirelessKinds } from '@tinkerlabs/contract/boards';
import { z } from 'zod';
import { count, slug, tagList, text, webUrl } from './fields.ts';

export const boardRecord = z.strictObject({
  slug,
  name: text,
  manufacturer: text,
  family: z.enum(boardFamilies),
  mcu: text,
  core: text,
  clockMHz: z.number().positive().nullable(),
  flashKB: count.nullable(),
  ramKB: count.nullable(),
  gpio: count.nullable(),
  adcChannels: count.nullable(),
  adcBits: count.nullable(),
  dacChannels: count.nullable(),
  pwmChannels: count.nullable(),
  wireless: z.array(z.enum(wirelessKinds)),
  usb: text.nullable(),
  logicVoltage: z.number().positive().nullable(),
  inputVoltage: text.nullable(),
  priceUSD: z.number().nonnegative(),
  formFactor: text.nullable(),
  releasedYear: z.number().int().min(1970).max(2100).nullable(),
  datasheetUrl: webUrl.nullable(),
  productUrl: webUrl.nullable(),
  summary: text,
  highlights: z.array(text).default([]),
  tags: tagList,
  /** Every seeded board is drawn; its pins, holes and connectors must lie on the board. */
  outline: boardOutlineSchema.superRefine((outline, ctx) => {
    for (const message of outlineProblems(outline)) ctx.addIssue({ code: 'custom', message });
  }),
});
export type BoardRecord = z.output<typeof boardRecord>;
