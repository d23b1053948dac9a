import { articleDetailSchema, articleListResponseSchema } from '@tinkerlabs/contract/articles';
import { searchResponseSchema } from '@tinkerlabs/contract/search';
import type { RichTextDoc, RichTextNode } from '@tinkerlabs/rich-text/document';
import { childrenOf } from '@tinkerlabs/rich-text/document';
import { readingMinutes } from '@tinkerlabs/rich-text/plain-text';
import { validateDoc } from '@tinkerlabs/rich-text/validate-doc';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { articles, projects, searchDocuments } from '../schema.ts';
import { articleRoutes } from '../../routes/articles/article-routes.ts';
import { searchRoutes } from '../../routes/search/search-routes.ts';
import { getOk, testApp } from '../../testing/test-app.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { SeedLargeRefused } from './existing-content.ts';
import { seedLargeDatabase, seedLargePlan, type SeedLargeOptions } from './seed-large.ts';

const options: SeedLargeOptions = { articles: 300, members: 100, uploads: 200, seed: 7, append: false };
const plan = seedLargePlan(options);

/** The tables the large seed writes, each read whole in a fixed order. */
const generatedTables = [
  'users',
  'profiles',
  'sessions',
  'verifications',
  'sign_in_requests',
  'stores',
  'store_items',
  'projects',
  'project_components',
  'project_tags',
  'articles',
  'article_tags',
  'review_events',
  'notifications',
  'snippets',
  'contact_messages',
  'learning_progress',
  'uploads',
  'search_documents',
];

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase({ seed: true });
  await seedLargeDatabase(database, options);
});

afterAll(async () => {
  await database?.close();
});

async function countOf(db: DatabaseHandle['db'], query: string): Promise<number> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

/**
 * One digest per table of everything in it, in a fixed order: equal digests, equal content. The
 * content seed under the generated rows gives its rows random ids and the time it ran (two PostgreSQL
 * test databases are seeded apart, two PGlite ones are copies of one template), so ids are written as
 * the row's table and natural key (a slug, a store item's name), and a row's own id, times and the
 * content seed's hash of what it wrote (which covers those ids) are left out.
 */
async function digests(db: DatabaseHandle['db']): Promise<Record<string, string>> {
  const rowsOf = async (query: string) =>
    ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
  const names = new Map<string, string>();
  for (const [table, key] of [
    ['tags', 'slug'],
    ['articles', 'slug'],
    ['projects', 'slug'],
    ['stores', 'slug'],
    ['store_items', 'name'],
    ['users', 'email'],
  ] as const) {
    for (const row of await rowsOf(`select id::text as id, ${key}::text as key from "${table}"`))
      names.set(String(row.id), `${table}:${String(row.key)}`);
  }
  // Any other id (a blog post's, a lesson's, inside a composite key) is the seed's, random.
  const named = (value: string) =>
    names.get(value) ??
    value.replace(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
      (id) => names.get(id) ?? 'id',
    );
  const out: Record<string, string> = {};
  for (const table of generatedTables) {
    const rows = (await rowsOf(`select row_to_json(t) as r from "${table}" t`)).map((row) => {
      const entries = Object.entries(row.r as Record<string, unknown>)
        .filter(([column]) => column !== 'id' && column !== 'seeded_hash' && !column.endsWith('_at'))
        .map(([column, value]) => [column, typeof value === 'string' ? named(value) : value]);
      return JSON.stringify(entries);
    });
    out[table] = createHash('md5').update(rows.sort().join('\n')).digest('hex');
  }
  return out;
}

function nodeTypes(node: RichTextNode, into = new Set<string>()): Set<string> {
  into.add(node.type);
  for (const child of childrenOf(node)) nodeTypes(child, into);
  return into;
}

describe('seedLargeDatabase', () => {
  it('writes the members, content and activity the options ask for', async () => {
    const db = database.db;
    const count = (query: string) => countOf(db, query);
    expect(await count('select count(*) as n from users')).toBe(100);
    expect(await count('select count(*) as n from profiles')).toBe(100);
    expect(await count(`select count(*) as n from users where role = 'admin'`)).toBe(plan.admins);
    expect(await count('select count(*) as n from articles where author_id is not null')).toBe(300);
    expect(await count('select count(*) as n from stores where author_id is not null')).toBe(plan.stores);
    expect(await count('select count(*) as n from projects where author_id is not null')).toBe(plan.projects);
    expect(await count('select count(*) as n from contact_messages')).toBe(plan.messages);
    expect(await count('select count(*) as n from uploads')).toBe(200);
    for (const table of ['sessions', 'store_items', 'project_components', 'article_tags', 'review_events']) {
      expect(await count(`select count(*) as n from ${table}`), table).toBeGreaterThan(0);
    }
    for (const table of ['notifications', 'snippets', 'learning_progress', 'verifications']) {
      expect(await count(`select count(*) as n from ${table}`), table).toBeGreaterThan(0);
    }
    // Drafts and submissions in every review state.
    for (const table of ['articles', 'projects', 'store_items']) {
      const states = (await db.execute(
        sql.raw(`select distinct status from ${table} where author_id is not null order by status`),
      )) as unknown as { rows: { status: string }[] };
      expect(
        states.rows.map((r) => r.status),
        table,
      ).toEqual(['draft', 'pending', 'approved', 'rejected']);
    }
    // Most uploads are named by content, so the clean-up of unused files keeps them.
    const used = await count(
      `select count(*) as n from uploads u where exists (select 1 from articles a where a.cover_image = '/uploads/' || u.key)
        or exists (select 1 from projects p where p.cover_image = '/uploads/' || u.key)
        or exists (select 1 from stores s where s.logo = '/uploads/' || u.key)
        or exists (select 1 from store_items i where i.image = '/uploads/' || u.key)`,
    );
    expect(used).toBeGreaterThan(100);
  });

  it('writes bodies that pass the rich-text validator, with headings, maths, code and lists', async () => {
    const rows = [
      ...(await database.db
        .select({ body: articles.body, readingMinutes: articles.readingMinutes, status: articles.status })
        .from(articles)
        .where(isNotNull(articles.authorId))),
      ...(await database.db
        .select({ body: projects.body, readingMinutes: projects.readingMinutes, status: projects.status })
        .from(projects)
        .where(isNotNull(projects.authorId))),
    ];
    const seen = new Set<string>();
    for (const row of rows) {
      const result = validateDoc(row.body);
      expect(result.ok ? [] : result.errors).toEqual([]);
      expect(row.readingMinutes).toBe(readingMinutes(row.body));
      nodeTypes(row.body, seen);
    }
    for (const type of [
      'heading',
      'paragraph',
      'mathInline',
      'mathBlock',
      'codeBlock',
      'bulletList',
      'orderedList',
    ]) {
      expect(seen, type).toContain(type);
    }
    const published = rows.filter((r) => r.status === 'approved').map((r) => r.body as RichTextDoc);
    expect(published.every((body) => body.content.filter((n) => n.type === 'heading').length >= 2)).toBe(
      true,
    );
    const lengths = published.map((body) => JSON.stringify(body).length).sort((a, b) => a - b);
    expect(lengths[lengths.length - 1]! / lengths[0]!).toBeGreaterThan(4); // varied lengths
  });

  it('leaves the planner the statistics of what it wrote (ANALYZE), as after any bulk load', async () => {
    for (const table of ['stores', 'store_items', 'projects', 'project_components', 'articles']) {
      const planned = await countOf(
        database.db,
        `select reltuples::int as n from pg_class where oid = 'public.${table}'::regclass`,
      );
      expect(planned, table).toBe(await countOf(database.db, `select count(*)::int as n from ${table}`));
    }
  });

  it('indexes every published article, and nothing else, as approving one does', async () => {
    const db = database.db;
    const published = await countOf(db, `select count(*) as n from articles where status = 'approved'`);
    const indexed = await db
      .select({ slug: searchDocuments.slug, status: articles.status })
      .from(searchDocuments)
      .leftJoin(articles, eq(articles.id, searchDocuments.contentId))
      .where(eq(searchDocuments.contentType, 'article'));
    expect(indexed).toHaveLength(published);
    expect(indexed.every((row) => row.status === 'approved')).toBe(true);
  });

  it('gives the same rows for the same seed, and other rows for another', async () => {
    const again = await openTestDatabase({ seed: true });
    const other = await openTestDatabase({ seed: true });
    try {
      await seedLargeDatabase(again, options);
      await seedLargeDatabase(other, { ...options, seed: 8 });
      const first = await digests(database.db);
      expect(await digests(again.db)).toEqual(first);
      const changed = await digests(other.db);
      expect(changed.articles).not.toBe(first.articles);
      expect(changed.users).not.toBe(first.users);
    } finally {
      await again.close();
      await other.close();
    }
  }, 120_000);

  it('refuses a database that holds more than the seed set, unless asked to append', async () => {
    const run = seedLargeDatabase(database, { ...options, articles: 10, members: 5, uploads: 0 });
    await expect(run).rejects.toBeInstanceOf(SeedLargeRefused);
    await expect(run).rejects.toThrow(
      /already holds more than the seed set's content \(100 in users.*--append/,
    );

    const scratch = await openTestDatabase({ seed: true });
    try {
      await seedLargeDatabase(scratch, { ...options, articles: 20, members: 10, uploads: 5 });
      await seedLargeDatabase(scratch, { ...options, articles: 20, members: 10, uploads: 5, append: true });
      expect(await countOf(scratch.db, 'select count(*) as n from users')).toBe(20);
      expect(
        await countOf(scratch.db, 'select count(*) as n from articles where author_id is not null'),
      ).toBe(40);
    } finally {
      await scratch.close();
    }
  }, 60_000);

  it('lists, shows and searches the generated articles through the public API', async () => {
    const db = database.db;
    const articlesApp = testApp('/api/articles', articleRoutes(db));
    const published = await countOf(db, `select count(*) as n from articles where status = 'approved'`);
    const list = await getOk(articlesApp, '/api/articles?pageSize=50&sort=newest', articleListResponseSchema);
    expect(list.total).toBe(published);
    expect(list.items).toHaveLength(50);

    const [generated] = await db
      .select({ slug: articles.slug })
      .from(articles)
      .where(and(eq(articles.status, 'approved'), isNotNull(articles.authorId)))
      .orderBy(articles.slug)
      .limit(1);
    const detail = await getOk(articlesApp, `/api/articles/${generated!.slug}`, articleDetailSchema);
    expect(detail.headings.length).toBeGreaterThanOrEqual(2);

    const searchApp = testApp('/api/search', searchRoutes(db));
    const found = await getOk(
      searchApp,
      '/api/search?q=kalman%20gain&types=article&limit=20',
      searchResponseSchema,
    );
    const hits = found.groups.find((g) => g.type === 'article');
    expect(hits?.total).toBeGreaterThan(5);
    const drafts = new Set(
      (await db.select({ slug: articles.slug }).from(articles).where(eq(articles.status, 'draft'))).map(
        (r) => r.slug,
      ),
    );
    expect(hits!.items.some((hit) => drafts.has(hit.slug))).toBe(false);
    expect(hits!.items.every((hit) => hit.path === `/articles/${hit.slug}`)).toBe(true);
  });
});
