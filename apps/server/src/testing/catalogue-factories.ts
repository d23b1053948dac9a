/**
 * Tests' catalogue rows (resources, boards, hardware, simulators, courses, programming pages), in the
 * manner of content-factories.ts: sensible defaults, overrides, tags created when missing.
 * @example const board = await createBoard(db, { family: 'rp2040', wireless: [] });
 */
import type { Database } from '../db/client.ts';
import {
  boardTags,
  boards,
  hardwareComponentTags,
  hardwareComponents,
  programmingLanguages,
  resourceTags,
  resources,
  simulatorTags,
  simulators,
  youniversityCourseTags,
  youniversityCourses,
} from '../db/schema.ts';
import { bodyOf, next, tag, type Tagged } from './content-factories.ts';

export async function createResource(
  db: Database,
  input: Partial<typeof resources.$inferInsert> & Tagged = {},
) {
  const { tags: tagSlugs, ...values } = input;
  const slug = values.slug ?? next('resource');
  const [row] = await db
    .insert(resources)
    .values({
      slug,
      title: `Resource ${slug}`,
      kind: 'book',
      collection: 'general',
      authors: ['A. Author'],
      year: 2020,
      publisher: 'Press',
      url: `https://example.org/${slug}`,
      summary: `Summary of ${slug}.`,
      level: 'beginner',
      free: true,
      ...values,
    })
    .returning();
  await tag(db, resourceTags, row!.id, tagSlugs);
  return row!;
}

export async function createBoard(db: Database, input: Partial<typeof boards.$inferInsert> & Tagged = {}) {
  const { tags: tagSlugs, ...values } = input;
  const slug = values.slug ?? next('board');
  const [row] = await db
    .insert(boards)
    .values({
      slug,
      name: `Board ${slug}`,
      manufacturer: 'Maker',
      family: 'esp32',
      mcu: 'ESP32',
      core: 'Xtensa LX6, dual core',
      clockMhz: 240,
      flashKb: 4096,
      ramKb: 520,
      gpio: 30,
      adcChannels: 18,
      adcBits: 12,
      dacChannels: 2,
      pwmChannels: 16,
      wireless: ['wifi', 'bluetooth-le'],
      usb: 'Micro-USB',
      logicVoltage: 3.3,
      inputVoltage: '5 V over USB',
      priceUsd: 10,
      formFactor: 'DevKit',
      releasedYear: 2016,
      datasheetUrl: null,
      productUrl: null,
      summary: `Summary of ${slug}.`,
      highlights: ['Fast'],
      ...values,
    })
    .returning();
  await tag(db, boardTags, row!.id, tagSlugs);
  return row!;
}

export async function createHardware(
  db: Database,
  input: Partial<typeof hardwareComponents.$inferInsert> & Tagged = {},
) {
  const { tags: tagSlugs, ...values } = input;
  const slug = values.slug ?? next('hardware');
  const [row] = await db
    .insert(hardwareComponents)
    .values({
      slug,
      name: `Hardware ${slug}`,
      category: 'sensor',
      summary: `Summary of ${slug}.`,
      description: `Description of ${slug}.`,
      interface: 'I2C',
      supplyVoltage: '3.3 V',
      keySpecs: { Range: '2–400 cm' },
      typicalUses: ['Robots'],
      wiringNotes: null,
      datasheetUrl: null,
      priceUsd: 4.5,
      ...values,
    })
    .returning();
  await tag(db, hardwareComponentTags, row!.id, tagSlugs);
  return row!;
}

export async function createSimulator(
  db: Database,
  input: Partial<typeof simulators.$inferInsert> & Tagged = {},
) {
  const { tags: tagSlugs, ...values } = input;
  const slug = values.slug ?? next('simulator');
  const [row] = await db
    .insert(simulators)
    .values({
      slug,
      name: `Simulator ${slug}`,
      category: 'rl',
      url: `https://example.org/${slug}`,
      repositoryUrl: null,
      license: 'MIT',
      platforms: ['Linux'],
      summary: `Summary of ${slug}.`,
      description: `Description of ${slug}.`,
      ...values,
    })
    .returning();
  await tag(db, simulatorTags, row!.id, tagSlugs);
  return row!;
}

export async function createCourse(
  db: Database,
  input: Partial<typeof youniversityCourses.$inferInsert> & Tagged = {},
) {
  const { tags: tagSlugs, ...values } = input;
  const slug = values.slug ?? next('course');
  const [row] = await db
    .insert(youniversityCourses)
    .values({
      slug,
      title: `Course ${slug}`,
      provider: 'MIT OpenCourseWare',
      instructors: ['A. Teacher'],
      url: `https://example.org/${slug}`,
      level: 'beginner',
      durationHours: 20,
      summary: `Summary of ${slug}.`,
      topics: ['Basics'],
      ...values,
    })
    .returning();
  await tag(db, youniversityCourseTags, row!.id, tagSlugs);
  return row!;
}

export async function createProgrammingLanguage(
  db: Database,
  input: Partial<typeof programmingLanguages.$inferInsert> & { markdown?: string } = {},
) {
  const { markdown, ...values } = input;
  const slug = values.slug ?? next('language');
  const [row] = await db
    .insert(programmingLanguages)
    .values({
      slug,
      name: `Language ${slug}`,
      summary: `Summary of ${slug}.`,
      introduction: bodyOf(markdown, slug).body,
      examples: [{ title: 'Blink', description: 'Blinks.', code: 'print(1)' }],
      references: [{ title: 'Docs', url: 'https://example.org/docs' }],
      ...values,
    })
    .returning();
  return row!;
}
