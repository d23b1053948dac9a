/**
 * The edit forms' values for each catalogue, and the conversions record → form → request. Optional
 * text is '' in the form (the API reads '' as "none"); the hardware key specifications are edited
 * as ordered label/value rows and sent as an object.
 */
import {
  createBoardRequestSchema,
  createHardwareRequestSchema,
  createProgrammingRequestSchema,
  createSimulatorRequestSchema,
  type AdminLabsCatalogue,
  type BoardFields,
  type HardwareFields,
  type ProgrammingFields,
  type SimulatorFields,
} from '@tinkerlabs/contract/admin-labs';
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import type { z } from 'zod';
import { fieldErrorsOf, type FieldErrors } from '@/components/moderation/field-errors.ts';
import type { LabsRecordOf } from '../api/get-labs-record.ts';

export type SpecRow = { label: string; value: string };
export type HardwareForm = Omit<HardwareFields, 'keySpecs'> & { keySpecs: SpecRow[] };
export type BoardForm = BoardFields;
export type SimulatorForm = SimulatorFields;
export type ProgrammingForm = ProgrammingFields;

export interface LabsFormOf {
  hardware: HardwareForm;
  boards: BoardForm;
  simulators: SimulatorForm;
  programming: ProgrammingForm;
}
export type LabsForm = LabsFormOf[AdminLabsCatalogue];

const emptyDoc: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] } as RichTextDoc;
const text = (value: string | null) => value ?? '';
const tagSlugs = (tags: { slug: string }[]) => tags.map((tag) => tag.slug);

export const emptyForms: LabsFormOf = {
  hardware: {
    slug: '',
    name: '',
    category: 'sensor',
    summary: '',
    description: '',
    interface: '',
    supplyVoltage: '',
    keySpecs: [],
    typicalUses: [],
    wiringNotes: '',
    datasheetUrl: '',
    priceUSD: null,
    tags: [],
  },
  boards: {
    slug: '',
    name: '',
    manufacturer: '',
    family: 'esp32',
    mcu: '',
    core: '',
    clockMHz: null,
    flashKB: null,
    ramKB: null,
    gpio: null,
    adcChannels: null,
    adcBits: null,
    dacChannels: null,
    pwmChannels: null,
    wireless: [],
    usb: '',
    logicVoltage: null,
    inputVoltage: '',
    priceUSD: 0,
    formFactor: '',
    releasedYear: null,
    datasheetUrl: '',
    productUrl: '',
    summary: '',
    highlights: [],
    tags: [],
  },
  simulators: {
    slug: '',
    name: '',
    category: 'rl',
    url: '',
    repositoryUrl: '',
    license: '',
    platforms: [],
    summary: '',
    description: '',
    tags: [],
  },
  programming: { slug: '', name: '', summary: '', introduction: emptyDoc, examples: [], references: [] },
};

export const toForm = {
  hardware: (r: LabsRecordOf['hardware']): HardwareForm => ({
    slug: r.slug,
    name: r.name,
    category: r.category,
    summary: r.summary,
    description: r.description,
    interface: text(r.interface),
    supplyVoltage: text(r.supplyVoltage),
    keySpecs: Object.entries(r.keySpecs).map(([label, value]) => ({ label, value })),
    typicalUses: r.typicalUses,
    wiringNotes: text(r.wiringNotes),
    datasheetUrl: text(r.datasheetUrl),
    priceUSD: r.priceUSD,
    tags: tagSlugs(r.tags),
  }),
  boards: (r: LabsRecordOf['boards']): BoardForm => {
    // The outline is seed data the form does not edit: it is left out, so a save keeps it as it is.
    const { tags, updatedAt: _updatedAt, history: _history, outline: _outline, ...fields } = r;
    return {
      ...fields,
      usb: text(r.usb),
      inputVoltage: text(r.inputVoltage),
      formFactor: text(r.formFactor),
      datasheetUrl: text(r.datasheetUrl),
      productUrl: text(r.productUrl),
      tags: tagSlugs(tags),
    };
  },
  simulators: (r: LabsRecordOf['simulators']): SimulatorForm => ({
    slug: r.slug,
    name: r.name,
    category: r.category,
    url: r.url,
    repositoryUrl: text(r.repositoryUrl),
    license: text(r.license),
    platforms: r.platforms,
    summary: r.summary,
    description: r.description,
    tags: tagSlugs(r.tags),
  }),
  programming: (r: LabsRecordOf['programming']): ProgrammingForm => ({
    slug: r.slug,
    name: r.name,
    summary: r.summary,
    introduction: r.introduction,
    examples: r.examples,
    references: r.references,
  }),
};

const schemas: Record<AdminLabsCatalogue, z.ZodType> = {
  hardware: createHardwareRequestSchema,
  boards: createBoardRequestSchema,
  simulators: createSimulatorRequestSchema,
  programming: createProgrammingRequestSchema,
};

/** The request body for a form, or the per-field messages that keep it from being sent. */
export function toRequest(
  catalogue: AdminLabsCatalogue,
  form: LabsForm,
): { fields: Record<string, unknown>; errors: FieldErrors } {
  let fields: Record<string, unknown> = { ...form };
  const errors: FieldErrors = {};
  if (catalogue === 'hardware') {
    const rows = (form as HardwareForm).keySpecs;
    const labels = rows.map((row) => row.label.trim());
    if (labels.some((label) => label === '')) errors.keySpecs = 'A specification needs a label.';
    else if (new Set(labels).size !== labels.length) errors.keySpecs = 'Use each specification label once.';
    fields = { ...fields, keySpecs: Object.fromEntries(rows.map((row) => [row.label.trim(), row.value])) };
  }
  return { fields, errors: { ...fieldErrorsOf(schemas[catalogue], fields), ...errors } };
}
