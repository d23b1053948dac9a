/**
 * The administrators' editing of the labs catalogues under /api/admin/labs/{catalogue}, where
 * `{catalogue}` is `hardware`, `boards`, `simulators` or `programming`:
 *
 *   GET    /api/admin/labs/{catalogue}?q=&category=&page=   → page of AdminLabsListItem
 *   GET    /api/admin/labs/{catalogue}/{slug}               → the record (public shape + updatedAt + history)
 *   POST   /api/admin/labs/{catalogue}                      …Fields → 201 record
 *   PATCH  /api/admin/labs/{catalogue}/{slug}               …Fields (partial) + baseUpdatedAt → record
 *   DELETE /api/admin/labs/{catalogue}/{slug}               → 204
 *
 * The catalogues have no version column: `updatedAt` is the version token. A PATCH whose
 * `baseUpdatedAt` is not the row's `updatedAt` answers 409 `stale_version` with `current` and
 * changes nothing. A taken slug answers 409 `slug_taken` with `fields.slug`. `category` filters the
 * hardware category, the board family or the simulator category. Every create, edit (with the
 * changed fields) and delete is recorded in the history shown on the record.
 */
import { z } from 'zod';
import { maxLength } from './text-length.ts';
import { boardFamilies, boardSchema, wirelessKinds } from './boards.ts';
import { hardwareCategories, hardwareComponentSchema } from './hardware.ts';
import { historyEntrySchema } from './history.ts';
import { pageQueryShape, pageSchema } from './pagination.ts';
import { programmingLanguageDetailSchema } from './programming.ts';
import { slugPattern, textParam } from './query-params.ts';
import { richTextDocSchema } from './rich-text.ts';
import { simulatorCategories, simulatorSchema } from './simulators.ts';

export const adminLabsCatalogues = ['hardware', 'boards', 'simulators', 'programming'] as const;
export type AdminLabsCatalogue = (typeof adminLabsCatalogues)[number];

export const adminLabsListQuerySchema = z.object({
  ...pageQueryShape,
  q: textParam('q', { max: 200 }),
  category: textParam('category', { max: 40 }),
});
export type AdminLabsListQuery = z.input<typeof adminLabsListQuerySchema>;

export const adminLabsListItemSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** The hardware category, board family or simulator category; null for programming pages. */
  category: z.string().nullable(),
  summary: z.string(),
  updatedAt: z.string(),
});
export type AdminLabsListItem = z.infer<typeof adminLabsListItemSchema>;
export const adminLabsListResponseSchema = pageSchema(adminLabsListItemSchema);
export type AdminLabsListResponse = z.infer<typeof adminLabsListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Field rules (the web forms show these messages too)

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(min, min <= 1 ? `${label} is required.` : `${label} needs at least ${min} characters.`)
    .check(maxLength(max, `Keep ${label.toLowerCase()} under ${max} characters.`));

/** Optional text: '' and null both mean "none". */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .check(maxLength(max, `Keep ${label.toLowerCase()} under ${max} characters.`))
    .nullable()
    .transform((value) => (value ? value : null));

const webAddressPattern = /^https?:\/\/[^\s/?#:]+\.[^\s/?#:]+(?::\d+)?(?:[/?#]\S*)?$/i;
const webAddress = (label: string) =>
  z
    .string({ error: `${label} must be an address.` })
    .trim()
    .check(maxLength(2048, `${label} is too long.`))
    .regex(webAddressPattern, `${label} must be a full web address starting with https://.`);
const optionalWebAddress = (label: string) =>
  z
    .string({ error: `${label} must be an address.` })
    .trim()
    .check(maxLength(2048, `${label} is too long.`))
    .refine(
      (v) => v === '' || webAddressPattern.test(v),
      `${label} must be a full web address starting with https://.`,
    )
    .nullable()
    .transform((value) => (value ? value : null));

const slugSchema = z
  .string({ error: 'The slug is required.' })
  .trim()
  .min(1, 'The slug is required.')
  .check(maxLength(100, 'Keep the slug under 100 characters.'))
  .regex(slugPattern, 'Use lowercase letters, digits and single hyphens, such as esp32-devkitc.');

const textList = (label: string, itemMax: number, max: number) =>
  z
    .array(text(label, 1, itemMax), { error: `${label}s are a list of text.` })
    .max(max, `Give at most ${max} entries.`);

const tagsSchema = z
  .array(z.string().regex(slugPattern, 'Tags are slugs such as microcontrollers.'), {
    error: 'Tags are a list of tag slugs.',
  })
  .max(12, 'Give at most 12 tags.');

/** A whole or decimal number in [min, max], or null for "not known". */
const measure = (label: string, min: number, max: number, options: { integer?: boolean } = {}) => {
  let schema = z
    .number({ error: `${label} must be a number.` })
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);
  if (options.integer) schema = schema.int(`${label} must be a whole number.`);
  return schema.nullable();
};

const price = z
  .number({ error: 'The price must be a number.' })
  .min(0, 'The price cannot be negative.')
  .max(100_000, 'The price must be at most 100000.')
  .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, 'Use at most two decimals.');

const baseUpdatedAtSchema = z
  .string({ error: 'baseUpdatedAt (the updatedAt this change is based on) is required.' })
  .datetime({ offset: true, message: 'baseUpdatedAt must be the updatedAt the record was read with.' });

// ---------------------------------------------------------------------------------------------
// Hardware components

export const hardwareFieldsSchema = z.object({
  slug: slugSchema,
  name: text('The name', 2, 120),
  category: z.enum(hardwareCategories, { error: `Choose a category: ${hardwareCategories.join(', ')}.` }),
  summary: text('The summary', 10, 300),
  description: text('The description', 20, 5000),
  interface: optionalText('The interface', 120),
  supplyVoltage: optionalText('The supply voltage', 60),
  /** Label → value, in the order shown. */
  keySpecs: z
    .record(
      z
        .string()
        .trim()
        .min(1, 'A specification needs a label.')
        .check(maxLength(60, 'Keep labels under 60 characters.')),
      text('A specification value', 1, 200),
      { error: 'Key specifications are label → value pairs.' },
    )
    .refine((specs) => Object.keys(specs).length <= 30, 'Give at most 30 key specifications.'),
  typicalUses: textList('Typical use', 200, 20),
  wiringNotes: optionalText('The wiring notes', 3000),
  datasheetUrl: optionalWebAddress('The datasheet address'),
  priceUSD: price.nullable(),
  tags: tagsSchema,
});
export const createHardwareRequestSchema = hardwareFieldsSchema;
export type HardwareFields = z.input<typeof hardwareFieldsSchema>;
export const updateHardwareRequestSchema = hardwareFieldsSchema
  .partial()
  .extend({ baseUpdatedAt: baseUpdatedAtSchema });

// ---------------------------------------------------------------------------------------------
// Development boards (every specification a proper number or choice)

export const boardFieldsSchema = z.object({
  slug: slugSchema,
  name: text('The name', 2, 120),
  manufacturer: text('The manufacturer', 2, 120),
  family: z.enum(boardFamilies, { error: `Choose a family: ${boardFamilies.join(', ')}.` }),
  mcu: text('The microcontroller', 2, 120),
  core: text('The core', 2, 120),
  clockMHz: measure('The clock', 1, 10_000),
  flashKB: measure('Flash', 0, 64 * 1024 * 1024, { integer: true }),
  ramKB: measure('RAM', 0, 64 * 1024 * 1024, { integer: true }),
  gpio: measure('GPIO', 0, 1000, { integer: true }),
  adcChannels: measure('ADC channels', 0, 256, { integer: true }),
  adcBits: measure('ADC resolution', 1, 32, { integer: true }),
  dacChannels: measure('DAC channels', 0, 64, { integer: true }),
  pwmChannels: measure('PWM channels', 0, 1000, { integer: true }),
  wireless: z
    .array(z.enum(wirelessKinds, { error: `Radios are ${wirelessKinds.join(', ')}.` }))
    .refine((list) => new Set(list).size === list.length, 'List each radio once.'),
  usb: optionalText('The USB connector', 60),
  logicVoltage: measure('The logic voltage', 0.5, 48),
  inputVoltage: optionalText('The input voltage', 120),
  priceUSD: price,
  formFactor: optionalText('The form factor', 60),
  releasedYear: measure('The release year', 1970, 2100, { integer: true }),
  datasheetUrl: optionalWebAddress('The datasheet address'),
  productUrl: optionalWebAddress('The product address'),
  summary: text('The summary', 10, 500),
  highlights: textList('Highlight', 200, 12),
  tags: tagsSchema,
});
export const createBoardRequestSchema = boardFieldsSchema;
export type BoardFields = z.input<typeof boardFieldsSchema>;
export const updateBoardRequestSchema = boardFieldsSchema
  .partial()
  .extend({ baseUpdatedAt: baseUpdatedAtSchema });

// ---------------------------------------------------------------------------------------------
// Simulators and emulators

export const simulatorFieldsSchema = z.object({
  slug: slugSchema,
  name: text('The name', 2, 120),
  category: z.enum(simulatorCategories, { error: `Choose a category: ${simulatorCategories.join(', ')}.` }),
  url: webAddress('The address'),
  repositoryUrl: optionalWebAddress('The repository address'),
  license: optionalText('The licence', 60),
  platforms: textList('Platform', 60, 12),
  summary: text('The summary', 10, 300),
  description: text('The description', 20, 5000),
  tags: tagsSchema,
});
export const createSimulatorRequestSchema = simulatorFieldsSchema;
export type SimulatorFields = z.input<typeof simulatorFieldsSchema>;
export const updateSimulatorRequestSchema = simulatorFieldsSchema
  .partial()
  .extend({ baseUpdatedAt: baseUpdatedAtSchema });

// ---------------------------------------------------------------------------------------------
// Programming pages (the introduction is checked against the editor's schema on the server)

export const programmingFieldsSchema = z.object({
  slug: slugSchema,
  name: text('The name', 2, 80),
  summary: text('The summary', 10, 300),
  introduction: richTextDocSchema,
  examples: z
    .array(
      z.object({
        title: text('The example title', 2, 120),
        description: text('The example description', 1, 1000),
        code: text('The code', 1, 20_000),
      }),
      { error: 'Examples are a list.' },
    )
    .max(20, 'Give at most 20 examples.'),
  references: z
    .array(
      z.object({ title: text('The reference title', 2, 200), url: webAddress('The reference address') }),
      {
        error: 'References are a list.',
      },
    )
    .max(30, 'Give at most 30 references.'),
});
export const createProgrammingRequestSchema = programmingFieldsSchema;
export type ProgrammingFields = z.input<typeof programmingFieldsSchema>;
export const updateProgrammingRequestSchema = programmingFieldsSchema
  .partial()
  .extend({ baseUpdatedAt: baseUpdatedAtSchema });

// ---------------------------------------------------------------------------------------------
// Records: the public shape, with the version token and the history

const recordExtras = { updatedAt: z.string(), history: z.array(historyEntrySchema) };
export const adminHardwareSchema = hardwareComponentSchema.extend(recordExtras);
export type AdminHardware = z.infer<typeof adminHardwareSchema>;
export const adminBoardSchema = boardSchema.extend(recordExtras);
export type AdminBoard = z.infer<typeof adminBoardSchema>;
export const adminSimulatorSchema = simulatorSchema.extend(recordExtras);
export type AdminSimulator = z.infer<typeof adminSimulatorSchema>;
export const adminProgrammingSchema = programmingLanguageDetailSchema.extend(recordExtras);
export type AdminProgramming = z.infer<typeof adminProgrammingSchema>;

export const labsStaleVersionErrorBodySchema = z.object({
  error: z.object({
    code: z.literal('conflict'),
    kind: z.literal('stale_version'),
    message: z.string(),
    /** The server's copy (one of the record shapes above). */
    current: z.record(z.string(), z.unknown()),
  }),
});
