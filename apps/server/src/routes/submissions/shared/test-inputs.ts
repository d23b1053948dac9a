/** Tests' request bodies for the submission workflow: valid by default, overridable per field. */
import type {
  CreateItemRequest,
  CreateProjectRequest,
  CreateStoreRequest,
} from '@tinkerlabs/contract/submissions';
import { doc, paragraph, text } from '../../../testing/rich-text-docs.ts';

export function storeInput(overrides: Partial<CreateStoreRequest> = {}): CreateStoreRequest {
  const name = overrides.name ?? 'Maker Parts Berlin';
  return {
    name,
    website: `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example.org`,
    description: `${name} sells sensors, motors and boards to makers.`,
    country: 'de',
    shipsTo: ['DE', 'at'],
    categories: ['sensors', 'motors'],
    ...overrides,
  };
}

export function itemInput(storeSlug: string, overrides: Partial<CreateItemRequest> = {}): CreateItemRequest {
  return {
    storeSlug,
    name: 'BME280 breakout',
    uniqueKey: 'BME280-BRK',
    description: 'Temperature, humidity and pressure on I2C.',
    price: 12.5,
    currency: 'eur',
    url: 'https://shop.example.org/bme280',
    category: 'sensors',
    ...overrides,
  };
}

export function projectInput(overrides: Partial<CreateProjectRequest> = {}): CreateProjectRequest {
  return {
    title: 'Weather station with a BME280',
    summary: 'Measure temperature, humidity and pressure and log them to a card.',
    difficulty: 'beginner',
    components: [],
    body: doc(
      paragraph(text('Wire the sensor to the I2C pins, then read it every minute.')),
    ) as CreateProjectRequest['body'],
    ...overrides,
  };
}
