/**
 * Test support: answers for every labs endpoint the labs pages call, for tests that render whole
 * routes (`stubApi({ ...labsApiRoutes })`). Small and valid per packages/contract.
 */
import type { HardwareComponent } from '@tinkerlabs/contract/hardware';
import type { ProgrammingLanguageDetail } from '@tinkerlabs/contract/programming';
import type { Simulator } from '@tinkerlabs/contract/simulators';
import { jsonResponse, type FakeRoute } from '@/testing/fake-api.ts';
import { allBoards, boardPage } from './board-fixtures.ts';

const json =
  (body: unknown): FakeRoute =>
  () =>
    jsonResponse(200, body);

const pageOf = <T>(items: T[]) => ({ items, page: 1, pageSize: 24, total: items.length, totalPages: 1 });

export const sampleComponent: HardwareComponent = {
  slug: 'mpu-6050',
  name: 'MPU-6050 6-axis IMU',
  category: 'sensor',
  summary: 'A 3-axis gyroscope and accelerometer on one I2C chip.',
  description: 'The classic starter IMU for balancing robots.',
  interface: 'I2C',
  supplyVoltage: '2.375–3.46 V',
  keySpecs: { 'ADC resolution': '16-bit per axis' },
  typicalUses: ['Self-balancing robots'],
  wiringNotes: 'VCC to 3.3 V, SDA and SCL to the I2C pins.',
  datasheetUrl: 'https://invensense.tdk.com/mpu-6000-datasheet.pdf',
  priceUSD: 12.95,
  tags: [],
};

export const sampleSimulator: Simulator = {
  slug: 'gymnasium',
  name: 'Gymnasium',
  category: 'rl',
  url: 'https://gymnasium.farama.org/',
  repositoryUrl: 'https://github.com/Farama-Foundation/Gymnasium',
  license: 'MIT',
  platforms: ['Linux', 'macOS', 'Windows'],
  summary: 'The standard Python API for reinforcement-learning environments.',
  description: 'Classic control, Box2D and MuJoCo tasks behind one reset/step interface.',
  tags: [],
};

const languagePage = (slug: string, name: string): ProgrammingLanguageDetail => ({
  slug,
  name,
  summary: `${name} for hardware projects.`,
  introduction: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: `Why ${name}.` }] }],
  },
  headings: [],
  examples: [{ title: 'Blink an LED', description: 'The first program.', code: 'print("blink")\n' }],
  references: [{ title: `${name} documentation`, url: 'https://example.org/docs' }],
});

const languages = [
  languagePage('cpp', 'C++'),
  languagePage('micropython', 'MicroPython'),
  languagePage('python', 'Python'),
  languagePage('tinyml', 'TinyML'),
];

export const labsApiRoutes: Record<string, FakeRoute> = {
  'GET /api/labs/boards': json(boardPage(allBoards)),
  'GET /api/labs/hardware': json(pageOf([sampleComponent])),
  'GET /api/labs/simulators': json(pageOf([sampleSimulator])),
  'GET /api/labs/programming': json(
    pageOf(languages.map(({ slug, name, summary }) => ({ slug, name, summary }))),
  ),
  ...Object.fromEntries(
    languages.map((language) => [`GET /api/labs/programming/${language.slug}`, json(language)]),
  ),
};
