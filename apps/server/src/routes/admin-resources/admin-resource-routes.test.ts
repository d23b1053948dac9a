import {
  adminResourceListResponseSchema,
  adminResourceSchema,
  resourceSlugTakenErrorBodySchema,
  resourceStaleErrorBodySchema,
  type AdminResource,
} from '@tinkerlabs/contract/admin-resources';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, searchDocuments } from '../../db/schema.ts';
import { createResource } from '../../testing/catalogue-factories.ts';
import { openSignedInApp, type SignedInApp } from '../../testing/signed-in-app.ts';

let t: SignedInApp;
let admin: string;

beforeAll(async () => {
  t = await openSignedInApp();
  admin = await t.signIn('admin@example.org');
  await createResource(t.database.db, {
    slug: 'sutton-barto',
    title: 'Reinforcement Learning: An Introduction',
    kind: 'book',
    collection: 'rl',
    authors: ['Richard S. Sutton', 'Andrew G. Barto'],
    tags: ['reinforcement-learning'],
    seededHash: 'seeded',
  });
  await createResource(t.database.db, { slug: 'dqn-paper', title: 'Human-level control', kind: 'paper' });
  await createResource(t.database.db, { slug: 'art-of-electronics', title: 'The Art of Electronics' });
  await createResource(t.database.db, { slug: 'electronics-tag', title: 'Tagged', tags: ['electronics'] });
});
afterAll(() => t?.close());

const valid = {
  title: 'Probabilistic Robotics',
  kind: 'book',
  collection: 'general',
  authors: ['Sebastian Thrun', 'Wolfram Burgard', 'Dieter Fox'],
  year: 2005,
  publisher: 'MIT Press',
  url: 'https://example.org/probabilistic-robotics',
  summary: 'Filters, localisation and mapping under uncertainty.',
  level: 'advanced',
  free: false,
  tags: ['electronics'],
};

async function create(input: Record<string, unknown> = {}): Promise<AdminResource> {
  const { status, body } = await t.call('POST', '/api/admin/resources', admin, { ...valid, ...input });
  expect(status, JSON.stringify(body)).toBe(201);
  return adminResourceSchema.parse(body);
}
const edit = (resource: AdminResource, changes: Record<string, unknown>) =>
  t.call('PATCH', `/api/admin/resources/${resource.id}`, admin, {
    baseUpdatedAt: resource.updatedAt,
    ...changes,
  });
const bySlug = async (slug: string) =>
  adminResourceSchema.parse((await t.call('GET', `/api/admin/resources/by-slug/${slug}`, admin)).body);
const slugs = async (query: string) =>
  adminResourceListResponseSchema
    .parse((await t.call('GET', `/api/admin/resources${query}`, admin)).body)
    .items.map((r) => r.slug);

describe('GET /api/admin/resources', () => {
  it('lists by title, searches title, authors and slug, and filters by kind and collection', async () => {
    expect(await slugs('?q=sutton')).toEqual(['sutton-barto']);
    expect(await slugs('?q=BARTO')).toEqual(['sutton-barto']);
    expect(await slugs('?q=electronics')).toEqual(['electronics-tag', 'art-of-electronics']);
    expect(await slugs('?kind=paper')).toEqual(['dqn-paper']);
    expect(await slugs('?collection=rl')).toEqual(['sutton-barto']);
    expect(await slugs('?collection=rl&kind=paper')).toEqual([]);
    expect(await slugs('?q=_')).toEqual([]);
  });

  it('refuses an unknown kind with a 400', async () => {
    const { status, body } = await t.call('GET', '/api/admin/resources?kind=video', admin);
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/^kind must be one of book, paper/);
  });
});

describe('creating a resource', () => {
  it('stores every field, derives a free slug, records the step and makes it searchable', async () => {
    const resource = await create();
    expect(resource).toMatchObject({
      slug: 'probabilistic-robotics',
      publicPath: '/resources/probabilistic-robotics',
      authors: valid.authors,
      year: 2005,
      tags: [{ slug: 'electronics', name: 'electronics' }],
      history: [{ action: 'created', version: 1, actor: { name: expect.any(String) } }],
    });
    expect((await create()).slug).toBe('probabilistic-robotics-2');
    const publicPage = await t.call('GET', '/api/resources/probabilistic-robotics');
    expect(publicPage.body).toMatchObject({ title: 'Probabilistic Robotics', level: 'advanced' });
    const [document] = await t.database.db
      .select()
      .from(searchDocuments)
      .where(and(eq(searchDocuments.contentType, 'resource'), eq(searchDocuments.contentId, resource.id)));
    expect(document?.path).toBe('/resources/probabilistic-robotics');
  });

  it('explains every invalid field with the form’s messages', async () => {
    const { status, body } = await t.call('POST', '/api/admin/resources', admin, {
      ...valid,
      title: 'x',
      slug: 'Not A Slug',
      kind: 'video',
      year: 2200,
      url: 'example.org',
      summary: 'short',
      tags: ['unknown-tag'],
    });
    expect(status).toBe(422);
    expect(body.error.fields).toEqual({
      title: 'The title needs at least 2 characters.',
      slug: 'Use lowercase letters, digits and single hyphens, such as sutton-barto.',
      kind: 'Choose a kind: book, paper, course, tool, reference.',
      year: 'The year must be 2100 or earlier.',
      url: 'The link must be a full web address starting with https://.',
      summary: 'The summary needs at least 10 characters.',
    });
  });

  it('refuses a tag that does not exist', async () => {
    const { status, body } = await t.call('POST', '/api/admin/resources', admin, {
      ...valid,
      tags: ['no-such-tag'],
    });
    expect(status).toBe(422);
    expect(body.error.fields.tags).toMatch(/There is no tag "no-such-tag"/);
  });

  it('answers a typed slug that is taken with 409, the field and a free suggestion', async () => {
    const { status, body } = await t.call('POST', '/api/admin/resources', admin, {
      ...valid,
      slug: 'dqn-paper',
    });
    expect(status).toBe(409);
    const { error } = resourceSlugTakenErrorBodySchema.parse(body);
    expect(error.fields.slug).toMatch(/already uses the address \/resources\/dqn-paper/);
    expect(error.suggestedSlug).toBe('dqn-paper-2');
  });
});

describe('editing a resource', () => {
  it('changes the fields, clears the seed marker, refreshes search and records what changed', async () => {
    const seeded = await bySlug('sutton-barto');
    const { status, body } = await edit(seeded, {
      title: 'Reinforcement Learning (2nd edition)',
      year: seeded.year, // unchanged values are not listed as changed
      authors: seeded.authors,
      tags: ['electronics', 'reinforcement-learning'],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const edited = adminResourceSchema.parse(body);
    expect(edited.title).toBe('Reinforcement Learning (2nd edition)');
    expect(edited.tags.map((tag) => tag.slug)).toEqual(['electronics', 'reinforcement-learning']);
    expect(edited.updatedAt).not.toBe(seeded.updatedAt);
    expect(edited.history).toEqual([
      expect.objectContaining({ action: 'edited', version: 1, changedFields: ['title', 'tags'] }),
    ]);
    const [row] = await t.database.db.select().from(resources).where(eq(resources.id, seeded.id));
    expect(row!.seededHash).toBeNull();
    expect((await t.call('GET', '/api/resources/sutton-barto')).body.title).toBe(
      'Reinforcement Learning (2nd edition)',
    );
    const [document] = await t.database.db
      .select()
      .from(searchDocuments)
      .where(eq(searchDocuments.contentId, seeded.id));
    expect(document?.title).toBe('Reinforcement Learning (2nd edition)');

    const second = adminResourceSchema.parse((await edit(edited, { free: false, slug: 'rl-book' })).body);
    expect(second.publicPath).toBe('/resources/rl-book');
    expect(second.history.map((h) => [h.version, h.changedFields])).toEqual([
      [1, ['title', 'tags']],
      [2, ['slug', 'free']],
    ]);
  });

  it('answers an edit based on an old copy with 409 and the current copy, changing nothing', async () => {
    const resource = await create({ title: 'Two tabs' });
    const first = await edit(resource, { summary: 'Saved from the first tab.' });
    expect(first.status).toBe(200);
    const stale = await edit(resource, { summary: 'Saved from the second tab.' });
    expect(stale.status).toBe(409);
    const { error } = resourceStaleErrorBodySchema.parse(stale.body);
    expect(error.message).toMatch(/changed elsewhere.*Nothing was saved/);
    expect(error.current.summary).toBe('Saved from the first tab.');
    expect((await bySlug(resource.slug)).summary).toBe('Saved from the first tab.');
  });

  it('records nothing when nothing changed', async () => {
    const resource = await create({ title: 'Unchanged' });
    const same = adminResourceSchema.parse((await edit(resource, { title: 'Unchanged' })).body);
    expect(same.updatedAt).toBe(resource.updatedAt);
    expect(same.history).toHaveLength(1);
  });

  it('answers a taken slug with 409 and requires baseUpdatedAt', async () => {
    const resource = await create({ title: 'Slug clash' });
    const taken = await edit(resource, { slug: 'dqn-paper' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.slug).toMatch(/dqn-paper/);
    const missing = await t.call('PATCH', `/api/admin/resources/${resource.id}`, admin, {
      title: 'No token',
    });
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields.baseUpdatedAt).toMatch(/baseUpdatedAt/);
  });
});

describe('deleting a resource', () => {
  it('removes it, its tag links and its search entry, and keeps the recorded history', async () => {
    const resource = await create({ title: 'To be deleted' });
    expect((await t.call('DELETE', `/api/admin/resources/${resource.id}`, admin)).status).toBe(204);
    expect((await t.call('GET', `/api/admin/resources/${resource.id}`, admin)).status).toBe(404);
    expect((await t.call('GET', `/api/resources/${resource.slug}`)).status).toBe(404);
    expect(
      await t.database.db.select().from(searchDocuments).where(eq(searchDocuments.contentId, resource.id)),
    ).toEqual([]);
    const again = await t.call('DELETE', `/api/admin/resources/${resource.id}`, admin);
    expect(again.status).toBe(404);
  });
});
