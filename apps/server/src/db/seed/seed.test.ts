import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import { tags } from '../schema.ts';
import tagSeed from './data/tags.json' with { type: 'json' };
import { seedDatabase } from './seed.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** Every tag row, with timestamps as text so that microseconds count. */
function allTags() {
  return database.db
    .select({
      id: tags.id,
      slug: tags.slug,
      name: tags.name,
      description: tags.description,
      createdAt: sql<string>`${tags.createdAt}::text`,
      updatedAt: sql<string>`${tags.updatedAt}::text`,
    })
    .from(tags)
    .orderBy(tags.slug);
}

describe('seedDatabase', () => {
  it('loads every seeded tag, and a second run leaves the rows untouched', async () => {
    expect(await allTags()).toEqual([]);

    expect(await seedDatabase(database.db, { contentDir: null })).toEqual({
      tags: tagSeed.length,
      content: null,
      imagesStored: 0,
    });
    const first = await allTags();
    expect(first).toHaveLength(tagSeed.length);
    const bySlug = (a: { slug: string }, b: { slug: string }) => (a.slug < b.slug ? -1 : 1);
    expect(first.map(({ slug, name, description }) => ({ slug, name, description })).sort(bySlug)).toEqual(
      [...tagSeed].sort(bySlug),
    );

    await seedDatabase(database.db, { contentDir: null });
    expect(await allTags()).toEqual(first); // same ids, same created_at and updated_at
  });

  it('restores a row whose text was changed, and touches only that row', async () => {
    const before = await allTags();
    const robotics = before.find((t) => t.slug === 'robotics');
    expect(robotics).toBeDefined();
    await database.db
      .update(tags)
      .set({ name: 'Changed', description: 'Changed' })
      .where(eq(tags.slug, 'robotics'));

    await seedDatabase(database.db, { contentDir: null });

    const after = await allTags();
    const restored = after.find((t) => t.slug === 'robotics');
    expect(restored).toMatchObject({
      id: robotics!.id,
      name: robotics!.name,
      description: robotics!.description,
      createdAt: robotics!.createdAt,
    });
    expect(restored!.updatedAt).not.toBe(robotics!.updatedAt);
    expect(after.filter((t) => t.slug !== 'robotics')).toEqual(before.filter((t) => t.slug !== 'robotics'));
  });

  it('puts back a deleted row', async () => {
    await database.db.delete(tags).where(eq(tags.slug, 'tinyml'));
    await seedDatabase(database.db, { contentDir: null });
    const after = await allTags();
    expect(after).toHaveLength(tagSeed.length);
    expect(after.find((t) => t.slug === 'tinyml')?.name).toBe('TinyML');
  });
});
