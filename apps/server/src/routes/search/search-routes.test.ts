import { searchResponseSchema, type SearchResponse } from '@tinkerlabs/contract/search';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import { refreshSearchDocuments, refreshSearchIndex } from '../../search/search-index.ts';
import {
  createBoard,
  createHardware,
  createProgrammingLanguage,
  createResource,
  createSimulator,
} from '../../testing/catalogue-factories.ts';
import {
  createArticle,
  createBlogPost,
  createDomain,
  createProject,
  createStore,
  createStoreItem,
  createTopic,
} from '../../testing/content-factories.ts';
import { getError, getOk, testApp } from '../../testing/test-app.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { splitPrefix } from '../../search/search-query.ts';
import { searchRoutes } from './search-routes.ts';
import { snippetSegments } from './search-presenter.ts';

let database: DatabaseHandle;
let app: Hono;
let laterDraftId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  await createArticle(db, {
    slug: 'kalman-explained',
    title: 'The Kalman filter explained',
    summary: 'Estimating a state from noisy measurements.',
    markdown: 'Predict, then update. Nothing else is named here.',
  });
  await createArticle(db, {
    slug: 'sensor-fusion',
    title: 'Sensor fusion notes',
    summary: 'Combining an accelerometer with an encoder.',
    markdown:
      'We use a Kalman gain to weigh the two. The Kalman update runs every tick, and the Kalman prediction between ticks.',
  });
  await createArticle(db, {
    slug: 'markup',
    title: 'Markup in text',
    markdown: '<b>Bold</b> claims about gyroscopes <script>alert(1)</script> end.',
  });
  await createArticle(db, { slug: 'kalman-draft', title: 'Kalman draft', status: 'draft' });
  await createArticle(db, { slug: 'kalman-pending', title: 'Kalman pending', status: 'pending' });
  await createArticle(db, { slug: 'kalman-rejected', title: 'Kalman rejected', status: 'rejected' });
  const later = await createArticle(db, { slug: 'kalman-later', title: 'Kalman, later', status: 'draft' });
  laterDraftId = later.id;
  await createBlogPost(db, {
    slug: 'build-night',
    title: 'Build night',
    summary: 'We tuned a Kalman filter on a balancing robot.',
  });
  await createProject(db, {
    slug: 'balancer',
    title: 'Balancing robot',
    markdown: 'Fuse the IMU with a Kalman filter.',
  });
  await createProject(db, { slug: 'kalman-secret', title: 'Kalman secret project', status: 'pending' });
  const domain = await createDomain(db, { slug: 'control-systems', title: 'Control systems' });
  await createTopic(db, domain.id, {
    slug: 'kalman-filter',
    title: 'The Kalman filter',
    markdown: 'Covariance and gain.',
  });
  await createResource(db, {
    slug: 'kalman-1960',
    title: 'A New Approach to Linear Filtering',
    authors: ['Rudolf E. Kalman'],
  });
  const shop = await createStore(db, {
    slug: 'shop',
    name: 'Filter Shop',
    description: 'Kalman filter boards and more.',
  });
  const hiddenShop = await createStore(db, { slug: 'hidden', name: 'Hidden Kalman Shop', status: 'pending' });
  await createStoreItem(db, shop.id, {
    uniqueKey: 'KF-1',
    name: 'Kalman filter breakout',
    description: 'An IMU with a fusion core.',
  });
  await createStoreItem(db, shop.id, { uniqueKey: 'KF-2', name: 'Kalman pending item', status: 'pending' });
  await createStoreItem(db, hiddenShop.id, { uniqueKey: 'KF-3', name: 'Kalman item of a hidden shop' });
  await createBoard(db, {
    slug: 'kalman-board',
    name: 'Kalman Feather',
    summary: 'A board with a fusion IMU.',
  });
  await createHardware(db, {
    slug: 'kalman-imu',
    name: 'BNO085 IMU',
    summary: 'Runs a Kalman filter on chip.',
  });
  await createSimulator(db, {
    slug: 'kalman-sim',
    name: 'FilterPy playground',
    summary: 'Kalman filters in Python.',
  });
  await createProgrammingLanguage(db, {
    slug: 'python',
    name: 'Python',
    summary: 'Estimate with a Kalman filter in a few lines.',
  });
  await createArticle(db, {
    slug: 'inverse-kinematics-maths',
    title: 'Elbow angles',
    markdown:
      'The elbow angle is $\\theta_2 = \\arccos\\frac{x^2 + y^2 - l_1^2 - l_2^2}{2 l_1 l_2}$ for a planar arm.',
  });
  await refreshSearchIndex(db);
  app = testApp('/api/search', searchRoutes(db));
});

afterAll(async () => {
  await database?.close();
});

const search = (query: string) => getOk(app, `/api/search?${query}`, searchResponseSchema);
const slugsOf = (response: SearchResponse, type: string) =>
  response.groups.find((g) => g.type === type)?.items.map((i) => i.slug) ?? [];
const text = (segments: Array<{ text: string }>) => segments.map((s) => s.text).join('');

describe('GET /api/search', () => {
  it('finds published content of every type, grouped in a fixed order with totals', async () => {
    const result = await search('q=kalman');
    expect(result.groups.map((g) => [g.type, g.total])).toEqual([
      ['article', 2],
      ['blogPost', 1],
      ['project', 1],
      ['topic', 1],
      ['resource', 1],
      ['store', 1],
      ['storeItem', 1],
      ['lab', 0],
      ['board', 1],
      ['hardware', 1],
      ['simulator', 1],
      ['programming', 1],
    ]);
    expect(result.total).toBe(12);
    expect(result.query).toBe('kalman');
  });

  it('ranks a title match above a body match', async () => {
    const result = await search('q=kalman&types=article');
    expect(slugsOf(result, 'article')).toEqual(['kalman-explained', 'sensor-fusion']);
  });

  it('never returns draft, pending or rejected content, nor items of unpublished stores', async () => {
    const everything = JSON.stringify(await search('q=kalman&limit=20'));
    for (const hidden of [
      'kalman-draft',
      'kalman-pending',
      'kalman-rejected',
      'kalman-later',
      'kalman-secret',
      'hidden',
      'KF-2',
      'KF-3',
    ]) {
      expect(everything).not.toContain(`"${hidden}"`);
    }
  });

  it('marks the matched words in the snippet, as segments of plain text', async () => {
    const result = await search('q=kalman&types=article');
    const fusion = result.groups[0]!.items.find((i) => i.slug === 'sensor-fusion')!;
    expect(fusion.snippet.filter((s) => s.highlight).map((s) => s.text)).toContain('Kalman');
    expect(fusion.snippet.some((s) => !s.highlight)).toBe(true);
    expect(text(fusion.snippet)).not.toMatch(/[\ue000\ue001]|<b>/);
  });

  it('never hands back markup from the content as tags', async () => {
    const result = await search('q=gyroscopes&types=article');
    const snippet = text(result.groups[0]!.items[0]!.snippet);
    expect(snippet).toContain('gyroscopes');
    expect(snippet).not.toMatch(/<\/?(script|b)>/);
  });

  it('links each hit to its page', async () => {
    const result = await search('q=kalman&limit=20');
    const paths = result.groups.flatMap((g) => g.items.map((i) => i.path));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/articles/kalman-explained',
        '/blog/build-night',
        '/projects/balancer',
        '/learninghub/control-systems/kalman-filter',
        '/resources/kalman-1960',
        '/stores/shop',
        '/stores/shop#item-KF-1',
      ]),
    );
  });

  it('limits each group but keeps its total', async () => {
    const result = await search('q=kalman&types=article&limit=1');
    expect(result.groups).toEqual([expect.objectContaining({ type: 'article', total: 2 })]);
    expect(result.groups[0]!.items).toHaveLength(1);
  });

  it('searches only the types asked for, and reports empty groups', async () => {
    const result = await search('q=kalman&types=topic,storeItem');
    expect(result.groups.map((g) => g.type)).toEqual(['topic', 'storeItem']);
    const none = await search('q=zebra&types=article');
    expect(none).toEqual({ query: 'zebra', total: 0, groups: [{ type: 'article', total: 0, items: [] }] });
  });

  it('reads search-box syntax: phrases and exclusions', async () => {
    expect(slugsOf(await search('q=%22sensor%20fusion%22&types=article'), 'article')).toEqual([
      'sensor-fusion',
    ]);
    expect(slugsOf(await search('q=kalman%20-fusion&types=article'), 'article')).toEqual([
      'kalman-explained',
    ]);
  });

  it('matches the last of plain words as a prefix, for the type-ahead', async () => {
    expect(slugsOf(await search('q=kalm&types=article'), 'article')).toContain('kalman-explained');
    expect(slugsOf(await search('q=filter%20kalm&types=article'), 'article')).toContain('kalman-explained');
    // A quoted phrase is taken as it is: no prefix.
    expect((await search('q=%22kalm%22&types=article')).total).toBe(0);
  });

  it('copes with queries of only stop words or odd syntax', async () => {
    expect((await search('q=the%20and')).total).toBe(0);
    expect((await search('q=%22unclosed%20-%20or')).groups).toHaveLength(12);
  });

  it.each([
    ['', 'q must not be empty: enter something to search for.'],
    ['q=%20%20', 'q must not be empty: enter something to search for.'],
    [
      'q=kalman&types=articles',
      'types takes a comma-separated list of article, blogPost, project, topic, resource, store, storeItem, lab, board, hardware, simulator, programming.',
    ],
    ['q=kalman&limit=21', 'limit must be a whole number from 1 to 20.'],
    [`q=${'x'.repeat(201)}`, 'q may be at most 200 characters long.'],
  ])('refuses "%s" with a 400', async (query, message) => {
    expect((await getError(app, `/api/search?${query}`, 400)).message).toBe(message);
  });

  it('follows publication: an approved draft appears once the index is refreshed, and leaves when unpublished', async () => {
    const db = database.db;
    await db
      .update(articles)
      .set({ status: 'approved', publishedAt: new Date() })
      .where(eq(articles.id, laterDraftId));
    await refreshSearchDocuments(db, 'article', [laterDraftId]);
    expect(slugsOf(await search('q=kalman&types=article&limit=20'), 'article')).toContain('kalman-later');
    await db.update(articles).set({ status: 'rejected' }).where(eq(articles.id, laterDraftId));
    await refreshSearchDocuments(db, 'article', [laterDraftId]);
    expect(slugsOf(await search('q=kalman&types=article&limit=20'), 'article')).not.toContain('kalman-later');
  });
});

describe('splitPrefix', () => {
  it.each([
    ['kalm', { words: '', prefix: 'kalm' }],
    ['pid cont', { words: 'pid', prefix: 'cont' }],
    ['pid co', { words: 'pid co', prefix: null }],
    ['"pid control"', { words: '"pid control"', prefix: null }],
    ['motor -servo', { words: 'motor -servo', prefix: null }],
    ['pid or cont', { words: 'pid or cont', prefix: null }],
    ['robot ', { words: 'robot ', prefix: null }],
  ])('splits %j', (q, expected) => {
    expect(splitPrefix(q)).toEqual(expected);
  });
});

describe('snippetSegments', () => {
  it('splits a marked snippet into plain and highlighted segments', () => {
    expect(snippetSegments('the \ue000Kalman\ue001 gain \ue000K\ue001')).toEqual([
      { text: 'the ', highlight: false },
      { text: 'Kalman', highlight: true },
      { text: ' gain ', highlight: false },
      { text: 'K', highlight: true },
    ]);
    expect(snippetSegments('  plain\n\ntext ')).toEqual([{ text: 'plain text', highlight: false }]);
  });
});

describe('search over the labs', () => {
  it('finds the lab tools by what they do, linking to their pages', async () => {
    const result = await search('q=inverse%20kinematics&types=lab');
    const hits = result.groups.find((g) => g.type === 'lab')!.items;
    expect(hits.map((h) => h.path)).toEqual(
      expect.arrayContaining(['/simulations/ScaraRobot', '/simulations/SphericalRobot']),
    );
    expect((await search('q=flood%20fill&types=lab')).groups[0]!.items[0]!.path).toBe(
      '/labs/simulators/maze-simulators',
    );
  });

  it('links boards, parts, simulators and programming pages to where they are shown', async () => {
    const result = await search('q=kalman');
    const pathOf = (type: string) => result.groups.find((g) => g.type === type)!.items[0]!.path;
    expect(pathOf('board')).toBe('/labs/development-boards#board-kalman-board');
    expect(pathOf('hardware')).toMatch(/^\/labs\/hardware\?category=\w+#component-kalman-imu$/);
    expect(pathOf('simulator')).toMatch(/^\/labs\/simulators\/[\w-]+#simulator-kalman-sim$/);
    expect(pathOf('programming')).toBe('/labs/programming/python');
  });

  it('shows maths in snippets as text, never as LaTeX source', async () => {
    const hit = (await search('q=planar%20arm&types=article')).groups[0]!.items[0]!;
    expect(hit.slug).toBe('inverse-kinematics-maths');
    const snippet = text(hit.snippet);
    expect(snippet).toContain('θ₂ = arccos');
    expect(snippet).not.toMatch(/\\[A-Za-z]/);
  });
});
