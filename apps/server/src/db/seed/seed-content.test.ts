import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import {
  articleTags,
  articles,
  boards,
  learninghubTopics,
  projectComponents,
  projects,
  searchDocuments,
  seedState,
  storeItems,
  tags,
} from '../schema.ts';
import { SeedContentError } from './read-content.ts';
import { seedContent } from './seed-content.ts';
import { seedDatabase } from './seed.ts';

const fixtures = fileURLToPath(new URL('./fixtures/content', import.meta.url));
const tables = {
  articles: 'articles',
  blogPosts: 'blog_posts',
  projects: 'projects',
  projectComponents: 'project_components',
  stores: 'stores',
  storeItems: 'store_items',
  domains: 'learninghub_domains',
  topics: 'learninghub_topics',
  boards: 'boards',
  hardware: 'hardware_components',
  resources: 'resources',
  simulators: 'simulators',
  courses: 'youniversity_courses',
  programming: 'programming_languages',
  articleTags: 'article_tags',
  boardTags: 'board_tags',
  searchDocuments: 'search_documents',
};

let database: DatabaseHandle;
let folder: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db, { contentDir: null }); // the tags
});

afterAll(async () => {
  await database?.close();
});

afterEach(() => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

function copyFixtures(): string {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-seed-'));
  fs.cpSync(fixtures, folder, { recursive: true });
  return folder;
}

function edit(file: string, change: (text: string) => string) {
  const full = path.join(folder, file);
  fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
}

async function rowsOf(table: string): Promise<Array<Record<string, unknown>>> {
  // Everything as text, so ids and microsecond timestamps compare exactly on both drivers.
  const result = await database.db.execute(
    sql.raw(`select to_jsonb(t)::text as row from ${table} t order by 1`),
  );
  const rows = ((result as { rows?: unknown }).rows ?? result) as Array<{ row: string }>;
  return rows.map((r) => JSON.parse(r.row) as Record<string, unknown>);
}

async function snapshot() {
  const all: Record<string, unknown> = {};
  for (const [name, table] of Object.entries(tables)) all[name] = await rowsOf(table);
  return all;
}

async function counts() {
  const all: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) all[name] = (await rowsOf(table)).length;
  return all;
}

describe('seedContent', () => {
  it('loads the folder, and a second run is skipped and leaves every row as it was', async () => {
    copyFixtures();
    const first = await seedContent(database.db, folder);
    expect(first).toMatchObject({
      skipped: false,
      records: { articles: 2, storeItems: 2, learninghubTopics: 2 },
    });
    expect(await counts()).toEqual({
      articles: 2,
      blogPosts: 1,
      projects: 1,
      projectComponents: 2,
      stores: 2,
      storeItems: 2,
      domains: 1,
      topics: 2,
      boards: 1,
      hardware: 1,
      resources: 2,
      simulators: 1,
      courses: 1,
      programming: 1,
      articleTags: 3,
      boardTags: 1,
      // content, then one each of the boards, hardware, simulators and programming pages, then the 7 lab tools
      searchDocuments: 2 + 1 + 1 + 2 + 2 + 2 + 2 + 4 + 7,
    });
    const before = await snapshot();

    const second = await seedContent(database.db, folder);
    expect(second).toEqual({ skipped: true, hash: first.hash });
    expect(await snapshot()).toEqual(before);
  });

  it('writes seeded content as approved, credited to the named editor, with links and search entries', async () => {
    const [pid] = await database.db.select().from(articles).where(eq(articles.slug, 'pid-control'));
    expect(pid).toMatchObject({
      status: 'approved',
      authorId: null,
      authorName: 'Amara Osei',
      version: 1,
      publishedAt: new Date('2025-06-17T00:00:00Z'),
    });
    expect(pid!.seededHash).toMatch(/^[0-9a-f]{32}$/);
    const pidTags = await database.db
      .select({ slug: tags.slug })
      .from(articleTags)
      .innerJoin(tags, eq(tags.id, articleTags.tagId))
      .where(eq(articleTags.contentId, pid!.id))
      .orderBy(tags.slug);
    expect(pidTags.map((t) => t.slug)).toEqual(['control-systems', 'robotics']);

    const components = await database.db
      .select({
        key: storeItems.uniqueKey,
        quantity: projectComponents.quantity,
        note: projectComponents.note,
        position: projectComponents.position,
      })
      .from(projectComponents)
      .innerJoin(storeItems, eq(storeItems.id, projectComponents.storeItemId))
      .orderBy(projectComponents.position);
    expect(components).toEqual([
      { key: 'POL-2130', quantity: 1, note: 'Any dual H-bridge will do', position: 0 },
      { key: 'ADA-3317', quantity: 2, note: null, position: 1 },
    ]);

    const [topic] = await database.db
      .select({ path: searchDocuments.path })
      .from(searchDocuments)
      .where(eq(searchDocuments.contentType, 'topic'))
      .orderBy(searchDocuments.path);
    expect(topic?.path).toBe('/learninghub/control-systems/pid-basics');
  });

  it('updates untouched rows when the files change, never rows people have edited', async () => {
    copyFixtures();
    const db = database.db;
    // People edit after seeding: an article goes to version 2, a board is edited by a write path.
    await db
      .update(articles)
      .set({ title: 'Edited by an editor', version: 2 })
      .where(eq(articles.slug, 'kalman-filter'));
    await db
      .update(boards)
      .set({ name: 'Edited board', seededHash: null })
      .where(eq(boards.slug, 'raspberry-pi-pico'));
    const [projectBefore] = await db.select().from(projects);
    const [topicBefore] = await db
      .select()
      .from(learninghubTopics)
      .where(eq(learninghubTopics.slug, 'why-feedback'));

    edit('articles/kalman-filter.md', (t) =>
      t.replace('title: The Kalman filter', 'title: The Kalman filter, revised'),
    );
    edit('articles/pid-control.md', (t) =>
      t
        .replace('title: PID control of a DC motor', 'title: PID control, revised')
        .replace('tags: [control-systems, robotics]', 'tags: [control-systems]'),
    );
    edit('boards.yaml', (t) => t.replace('priceUSD: 4', 'priceUSD: 5'));
    fs.writeFileSync(
      path.join(folder, 'learninghub/control-systems/03-tuning.md'),
      '---\ntitle: Tuning\nsummary: Ziegler and Nichols.\n---\n\nRaise the gain until it oscillates.\n',
    );

    const result = await seedContent(db, folder);
    expect(result.skipped).toBe(false);

    const byslug = async (slug: string) =>
      (await db.select().from(articles).where(eq(articles.slug, slug)))[0]!;
    expect((await byslug('kalman-filter')).title).toBe('Edited by an editor');
    const pid = await byslug('pid-control');
    expect(pid.title).toBe('PID control, revised');
    const pidTags = await db.select().from(articleTags).where(eq(articleTags.contentId, pid.id));
    expect(pidTags).toHaveLength(1);

    const [board] = await db.select().from(boards);
    expect(board).toMatchObject({ name: 'Edited board', priceUsd: 4, seededHash: null });

    // Untouched rows whose files did not change keep their timestamps; new files become rows.
    const [projectAfter] = await db.select().from(projects);
    expect(projectAfter!.updatedAt).toEqual(projectBefore!.updatedAt);
    const [topicAfter] = await db
      .select()
      .from(learninghubTopics)
      .where(eq(learninghubTopics.slug, 'why-feedback'));
    expect(topicAfter).toEqual(topicBefore);
    const topics = await db
      .select({ slug: learninghubTopics.slug })
      .from(learninghubTopics)
      .orderBy(learninghubTopics.position);
    expect(topics.map((t) => t.slug)).toEqual(['why-feedback', 'pid-basics', 'tuning']);
    expect(
      (await db.select().from(searchDocuments).where(eq(searchDocuments.title, 'PID control, revised')))
        .length,
    ).toBe(1);
  });

  it('puts back a seeded row that was deleted, the next time the folder changes', async () => {
    copyFixtures();
    await database.db.delete(storeItems).where(eq(storeItems.uniqueKey, 'ADA-3317'));
    edit('stores.yaml', (t) => t.replace('price: 14.95', 'price: 15.95'));
    await seedContent(database.db, folder);
    const [item] = await database.db.select().from(storeItems).where(eq(storeItems.uniqueKey, 'ADA-3317'));
    expect(item).toMatchObject({ price: 15.95, status: 'approved' });
  });

  it('fails on invalid content with the file and field, and changes nothing', async () => {
    copyFixtures();
    edit('stores.yaml', (t) => t.replace('currency: USD', 'currency: dollars'));
    const stateBefore = await database.db.select().from(seedState);
    const before = await snapshot();
    const error = await seedContent(database.db, folder).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SeedContentError);
    expect((error as Error).message).toBe(
      'The seed content has a problem:\n  stores.yaml: [0] pololu: items.0.currency: must be an ISO 4217 code such as EUR',
    );
    expect(await snapshot()).toEqual(before);
    expect(await database.db.select().from(seedState)).toEqual(stateBefore);
  });
});
