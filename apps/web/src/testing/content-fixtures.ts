/**
 * Test support: small, valid answers of the public read API (shapes from packages/contract), and a
 * set of fake routes that answers every content endpoint the public pages call.
 */
import type { ArticleDetail, ArticleSummary } from '@tinkerlabs/contract/articles';
import type { Page } from '@tinkerlabs/contract/pagination';
import type { ProjectDetail } from '@tinkerlabs/contract/projects';
import type { Resource } from '@tinkerlabs/contract/resources';
import type { StoreDetail } from '@tinkerlabs/contract/stores';
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { jsonResponse, type FakeRoute } from './fake-api.ts';

export function page<T>(items: T[], { page = 1, pageSize = 12, total = items.length } = {}): Page<T> {
  return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

export const sampleDoc: RichTextDoc = {
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: 'Feedback keeps a motor at speed.' }] },
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'The plant' }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'A first-order system.' }] },
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Tuning' }] },
  ],
};

const author = { id: null, name: 'Diego Morales' };
const tags = [{ slug: 'control-systems', name: 'Control Systems' }];

export const sampleArticle: ArticleSummary = {
  slug: 'sample-slug',
  title: 'PID control explained',
  summary: 'The three terms of a PID controller on a motor speed loop.',
  author,
  publishedAt: '2025-04-22T00:00:00.000Z',
  updatedAt: '2025-04-22T00:00:00.000Z',
  readingMinutes: 9,
  coverImage: null,
  tags,
};

export const sampleArticleDetail: ArticleDetail = {
  ...sampleArticle,
  body: sampleDoc,
  headings: [
    { level: 2, text: 'The plant', id: 'the-plant' },
    { level: 2, text: 'Tuning', id: 'tuning' },
  ],
};

export const sampleProject: ProjectDetail = {
  slug: 'sample-slug',
  title: 'Wi-Fi weather station',
  summary: 'An ESP32 and a BME280 serve the weather over Wi-Fi.',
  author,
  publishedAt: '2026-01-19T00:00:00.000Z',
  updatedAt: '2026-01-19T00:00:00.000Z',
  difficulty: 'beginner',
  estimatedHours: 4,
  coverImage: null,
  tags,
  body: sampleDoc,
  headings: sampleArticleDetail.headings,
  readingMinutes: 6,
  repositoryUrl: 'https://github.com/tinkerlabs-community/esp32-bme280-weather-station',
  components: [
    {
      quantity: 1,
      note: 'Used over I2C',
      item: {
        uniqueKey: 'ADA-2652',
        name: 'Adafruit BME280 breakout',
        price: 14.95,
        currency: 'USD',
        url: 'https://www.adafruit.com/product/2652',
        store: { slug: 'adafruit', name: 'Adafruit Industries' },
      },
    },
  ],
};

export const sampleResource: Resource = {
  slug: 'sample-slug',
  title: 'Reinforcement Learning: An Introduction',
  kind: 'book',
  collection: 'rl',
  authors: ['Richard S. Sutton', 'Andrew G. Barto'],
  year: 2018,
  publisher: 'MIT Press',
  url: 'http://incompleteideas.net/book/the-book-2nd.html',
  summary: 'The standard textbook of the field.',
  level: 'beginner',
  free: true,
  tags: [{ slug: 'reinforcement-learning', name: 'Reinforcement Learning' }],
};

export const sampleStore: StoreDetail = {
  slug: 'sample-slug',
  name: 'Adafruit Industries',
  website: 'https://www.adafruit.com',
  country: 'US',
  countryName: 'United States',
  shipsTo: ['worldwide'],
  shipsToNames: ['Worldwide'],
  categories: ['sensors'],
  description: 'Open-source hardware maker and shop in New York City.',
  itemCount: 1,
  logo: null,
  items: [
    {
      uniqueKey: 'ADA-2652',
      name: 'Adafruit BME280 breakout',
      description: 'Temperature, humidity and pressure over I2C or SPI.',
      price: 14.95,
      currency: 'USD',
      image: null,
      url: 'https://www.adafruit.com/product/2652',
      category: 'sensor',
    },
  ],
};

const domain = {
  slug: 'sample-slug',
  title: 'Control systems',
  summary: 'Feedback and estimation.',
  position: 1,
};
const topic = {
  slug: 'sample-slug',
  title: 'PID tuning',
  summary: 'Tuning a loop.',
  position: 1,
  readingMinutes: 7,
  exerciseIds: ['gain-for-error'],
};
const topicExercises = { slug: topic.slug, title: topic.title, exerciseIds: topic.exerciseIds };

const json =
  (body: unknown): FakeRoute =>
  () =>
    jsonResponse(200, body);

/** Answers for every content endpoint of the public pages (the sample slug is `sample-slug`). */
export const contentApiRoutes: Record<string, FakeRoute> = {
  'GET /api/articles': json(page([sampleArticle])),
  'GET /api/articles/sample-slug': json(sampleArticleDetail),
  'GET /api/blog-posts': json(page([sampleArticle])),
  'GET /api/blog-posts/sample-slug': json(sampleArticleDetail),
  'GET /api/projects': json(page([sampleProject])),
  'GET /api/projects/sample-slug': json(sampleProject),
  'GET /api/resources': json(page([sampleResource])),
  'GET /api/resources/sample-slug': json(sampleResource),
  'GET /api/stores': json(page([sampleStore])),
  'GET /api/stores/sample-slug': json(sampleStore),
  'GET /api/learninghub': json(page([{ ...domain, topicCount: 1, topicExercises: [topicExercises] }])),
  'GET /api/learninghub/sample-slug': json({
    ...domain,
    topicCount: 1,
    topicExercises: [topicExercises],
    topics: [topic],
  }),
  'GET /api/learninghub/sample-slug/sample-slug': json({
    ...topic,
    body: sampleDoc,
    headings: sampleArticleDetail.headings,
    updatedAt: '2026-02-01T00:00:00.000Z',
    domain: { slug: domain.slug, title: domain.title },
    previous: null,
    next: null,
  }),
  'GET /api/youniversity': json(page([])),
  'GET /api/tags': json({ items: [{ slug: 'control-systems', name: 'Control Systems', description: '' }] }),
  'GET /api/labs/boards': json(page([])),
  ...Object.fromEntries(
    ['cpp', 'python', 'tinyml', 'micropython'].map((slug) => [
      `GET /api/labs/programming/${slug}`,
      json({
        slug,
        name: slug,
        summary: `The ${slug} sandbox.`,
        introduction: sampleDoc,
        headings: sampleArticleDetail.headings,
        examples: [],
        references: [],
      }),
    ]),
  ),
};
