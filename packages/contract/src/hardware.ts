/** GET /api/labs/hardware (category, tag, sort, pages) and GET /api/labs/hardware/:slug: components. */
import { z } from 'zod';
import { pageQueryShape, pageSchema } from './pagination.ts';
import { enumParam, slugParam } from './query-params.ts';
import { tagRefSchema } from './tags.ts';

export const hardwareCategories = [
  'sensor',
  'actuator',
  'motor-driver',
  'power',
  'communication',
  'display',
  'passive',
  'microcontroller-module',
  'input',
] as const;

export const hardwareListQuerySchema = z.object({
  ...pageQueryShape,
  category: enumParam('category', hardwareCategories),
  tag: slugParam('tag'),
  sort: enumParam('sort', ['name', 'price']),
});
export type HardwareListQuery = z.input<typeof hardwareListQuerySchema>;

export const hardwareComponentSchema = z.object({
  slug: z.string(),
  name: z.string(),
  category: z.enum(hardwareCategories),
  summary: z.string(),
  description: z.string(),
  interface: z.string().nullable(),
  supplyVoltage: z.string().nullable(),
  keySpecs: z.record(z.string(), z.string()),
  typicalUses: z.array(z.string()),
  wiringNotes: z.string().nullable(),
  datasheetUrl: z.string().nullable(),
  priceUSD: z.number().nullable(),
  tags: z.array(tagRefSchema),
});
export type HardwareComponent = z.infer<typeof hardwareComponentSchema>;

export const hardwareListResponseSchema = pageSchema(hardwareComponentSchema);
export type HardwareListResponse = z.infer<typeof hardwareListResponseSchema>;
