/**
 * GET /api/labs/boards (family, wireless, maxPrice, slugs, sort, pages) and GET /api/labs/boards/:slug:
 * development boards with structured specifications, for the catalogue and the side-by-side comparison
 * (`slugs=a,b,c` fetches just the boards being compared).
 */
import { z } from 'zod';
import {
  boardSides,
  type BoardConnector,
  type BoardHeader,
  type BoardHole,
  type BoardOutline,
} from './board-outline.ts';
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

const millimetres = z.number().min(0).max(1000);

/** See board-outline.ts for what each field means; strict, so a misspelt field in boards.yaml is refused. */
export const boardHeaderSchema = z.strictObject({
  label: z.string().min(1),
  x: millimetres,
  y: millimetres,
  pins: z.number().int().min(1).max(500),
  pitchMM: z.number().positive().max(20),
  along: z.enum(['x', 'y']),
  contacts: z
    .string()
    .regex(/^[sr]+$/, 'contacts are letters s (strip) and r (ring)')
    .optional(),
}) satisfies z.ZodType<BoardHeader>;

export const boardOutlineSchema = z.strictObject({
  widthMM: z.number().positive().max(1000),
  heightMM: z.number().positive().max(1000),
  cornerRadiusMM: millimetres.optional(),
  headers: z.array(boardHeaderSchema),
  holes: z.array(
    z.strictObject({ x: millimetres, y: millimetres, diameterMM: z.number().positive().max(50) }),
  ) satisfies z.ZodType<BoardHole[]>,
  connectors: z.array(
    z.strictObject({
      label: z.string().min(1),
      side: z.enum(boardSides),
      centerMM: millimetres.optional(),
      widthMM: z.number().positive().max(200).optional(),
    }),
  ) satisfies z.ZodType<BoardConnector[]>,
  source: z.string().min(1),
  notes: z.string().optional(),
  estimated: z.boolean().optional(),
}) satisfies z.ZodType<BoardOutline>;

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
  /** The drawn outline (size, header pins, holes, connectors); null for a board added without one. */
  outline: boardOutlineSchema.nullable().optional(),
});
export type Board = z.infer<typeof boardSchema>;

export const boardListResponseSchema = pageSchema(boardSchema);
export type BoardListResponse = z.infer<typeof boardListResponseSchema>;
