/**
 * GET /api/labs/boards (family, wireless, maxPrice, slugs, sort, pages) and GET /api/labs/boards/:slug:
 * development boards with structured specifications, for the catalogue and the side-by-side comparison
 * (`slugs=a,b,c` fetches just the boards being compared).
 */
import { z } from 'zod';
import { pageQueryShape, pageSchema } from './pagination.ts';
import { amountParam, enumListParam, enumParam, slugListParam } from './query-params.ts';
import { tagRefSchema } from './tags.ts';

export const boardFamilies = ['arduino', 'esp32', 'stm32', 'rp2040', 'nrf52', 'teensy', 'sbc'] as const;
export const wirelessKinds = [
  'wifi',
  'bluetooth-le',
  'bluetooth-classic',
  'thread',
  'zigbee',
  'lora',
] as const;

export const boardListQuerySchema = z.object({
  ...pageQueryShape,
  family: enumParam('family', boardFamilies),
  /** Boards that have every one of these radios. */
  wireless: enumListParam('wireless', wirelessKinds),
  maxPrice: amountParam('maxPrice'),
  slugs: slugListParam('slugs', 50),
  sort: enumParam('sort', ['name', 'price']),
});
export type BoardListQuery = z.input<typeof boardListQuerySchema>;

export const boardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  family: z.enum(boardFamilies),
  mcu: z.string(),
  core: z.string(),
  clockMHz: z.number().nullable(),
  flashKB: z.number().nullable(),
  ramKB: z.number().nullable(),
  gpio: z.number().nullable(),
  adcChannels: z.number().nullable(),
  adcBits: z.number().nullable(),
  dacChannels: z.number().nullable(),
  pwmChannels: z.number().nullable(),
  wireless: z.array(z.enum(wirelessKinds)),
  usb: z.string().nullable(),
  logicVoltage: z.number().nullable(),
  inputVoltage: z.string().nullable(),
  priceUSD: z.number(),
  formFactor: z.string().nullable(),
  releasedYear: z.number().int().nullable(),
  datasheetUrl: z.string().nullable(),
  productUrl: z.string().nullable(),
  summary: z.string(),
  highlights: z.array(z.string()),
  tags: z.array(tagRefSchema),
});
export type Board = z.infer<typeof boardSchema>;

export const boardListResponseSchema = pageSchema(boardSchema);
export type BoardListResponse = z.infer<typeof boardListResponseSchema>;
