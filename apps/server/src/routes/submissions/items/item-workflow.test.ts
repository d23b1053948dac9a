import {
  itemRecordSchema,
  itemReviewItemSchema,
  itemReviewListResponseSchema,
} from '@tinkerlabs/contract/submissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createStore, createStoreItem } from '../../../testing/content-factories.ts';
import { adminEmail, openSignedInApp, type SignedInApp } from '../../../testing/signed-in-app.ts';
import { itemInput } from '../shared/test-inputs.ts';

let t: SignedInApp;
let ada: string;
let admin: string;

beforeAll(async () => {
  t = await openSignedInApp();
  ada = await t.signIn('ada@example.org');
  admin = await t.signIn(adminEmail);
  await createStore(t.database.db, { slug: 'maker-parts', name: 'Maker Parts' });
  await createStore(t.database.db, { slug: 'secret-shop', name: 'Secret Shop', status: 'pending' });
});
afterAll(() => t?.close());

describe('the item workflow', () => {
  it('creates a pending item of an approved store and publishes it on the store page once approved', async () => {
    const created = await t.call(
      'POST',
      '/api/me/items',
      ada,
      itemInput('maker-parts', { uniqueKey: 'QX-100' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const item = itemRecordSchema.parse(created.body);
    expect(item).toMatchObject({
      status: 'pending',
      currency: 'EUR',
      store: { slug: 'maker-parts' },
      usedBy: [],
    });

    const queue = itemReviewListResponseSchema.parse((await t.call('GET', '/api/review/items', admin)).body);
    const {
      submittedAt: _submittedAt,
      duplicates: _duplicates,
      moreDuplicates: _moreDuplicates,
      ...queued
    } = queue.items.find((i) => i.id === item.id)!;
    // The queue's one statement presents what it shows of the record as the single-record path does.
    expect(queued).toEqual(
      itemReviewItemSchema.omit({ submittedAt: true, duplicates: true, moreDuplicates: true }).parse(item),
    );
    const preview = (await t.call('GET', `/api/review/items/${item.id}/preview`, admin)).body;
    const approved = await t.call('POST', `/api/review/items/${item.id}/approve`, admin, { baseVersion: 1 });
    expect(approved.body).toMatchObject({ status: 'approved', publicPath: '/stores/maker-parts' });
    const store = await t.call('GET', '/api/stores/maker-parts');
    expect(store.body.items).toContainEqual(preview);

    const byKey = await t.call('GET', '/api/admin/items/by-key/qx-100', admin);
    expect(byKey.body).toMatchObject({ id: item.id, uniqueKey: 'QX-100' });
  });

  it('refuses a store that is not approved', async () => {
    const refused = await t.call(
      'POST',
      '/api/me/items',
      ada,
      itemInput('secret-shop', { uniqueKey: 'ZZ-1' }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields.storeSlug).toMatch(/approved stores/);
  });

  it('keeps unique keys unique case-insensitively (409 key_taken naming the field)', async () => {
    await t.call('POST', '/api/me/items', ada, itemInput('maker-parts', { uniqueKey: 'CASE-KEY-9' }));
    const taken = await t.call(
      'POST',
      '/api/me/items',
      ada,
      itemInput('maker-parts', { uniqueKey: 'case-key-9' }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error.kind).toBe('key_taken');
    expect(taken.body.error.fields.uniqueKey).toContain('case-key-9');
  });

  it('does not reveal the name of another member’s unpublished item that holds the key', async () => {
    const bob = await t.signIn('bob@example.org');
    await t.call(
      'POST',
      '/api/me/items',
      bob,
      itemInput('maker-parts', { uniqueKey: 'SECRET-KEY-1', name: 'Bob’s secret prototype' }),
    );
    const taken = await t.call(
      'POST',
      '/api/me/items',
      ada,
      itemInput('maker-parts', { uniqueKey: 'secret-key-1' }),
    );
    expect(taken.status).toBe(409);
    expect(JSON.stringify(taken.body)).not.toContain('secret prototype');
    expect(taken.body.error.message).toMatch(/^Another item, not yet published, already has the unique key/);
    // A published item is public, so it is named.
    const store = await createStore(t.database.db, { slug: 'public-key-store', name: 'Public Key Store' });
    await createStoreItem(t.database.db, store.id, { uniqueKey: 'PUBLIC-KEY-1', name: 'Public thermistor' });
    const named = await t.call(
      'POST',
      '/api/me/items',
      ada,
      itemInput('maker-parts', { uniqueKey: 'public-key-1' }),
    );
    expect(named.body.error.message).toMatch(/^Another item \(Public thermistor\) already has/);
  });

  it('hints at items with the same key once punctuation is ignored, or a similar name in the store', async () => {
    const store = await createStore(t.database.db, { slug: 'hint-store', name: 'Hint Store' });
    await createStoreItem(t.database.db, store.id, { uniqueKey: 'HC-SR04', name: 'Ultrasonic ranger' });
    await createStoreItem(t.database.db, store.id, { uniqueKey: 'OTHER-1', name: 'Servo SG90 micro' });
    const { body: first } = await t.call(
      'POST',
      '/api/me/items',
      ada,
      itemInput('hint-store', { uniqueKey: 'hcsr04', name: 'Sonar module' }),
    );
    const { body: second } = await t.call(
      'POST',
      '/api/me/items',
      ada,
      itemInput('hint-store', { uniqueKey: 'SG90-X', name: 'Servo SG90' }),
    );
    const queue = itemReviewListResponseSchema.parse(
      (await t.call('GET', '/api/review/items?pageSize=50', admin)).body,
    );
    const hintsOf = (id: string) => queue.items.find((i) => i.id === id)!.duplicates;
    expect(hintsOf(first.id)).toEqual([
      expect.objectContaining({
        reason: 'same_unique_key',
        name: 'Ultrasonic ranger',
        path: '/dashboard/items/HC-SR04/edit',
      }),
    ]);
    expect(hintsOf(second.id)).toEqual([
      expect.objectContaining({ reason: 'similar_title', name: 'Servo SG90 micro' }),
    ]);
  });

  it('gives no hint for a similar name in another store, even with both on one queue page', async () => {
    await createStore(t.database.db, { slug: 'north-store', name: 'North Store' });
    await createStore(t.database.db, { slug: 'south-store', name: 'South Store' });
    const { body: north } = await t.call(
      'POST',
      '/api/me/items',
      ada,
      itemInput('north-store', { uniqueKey: 'NORTH-LDR', name: 'Photoresistor kit' }),
    );
    const { body: south } = await t.call(
      'POST',
      '/api/me/items',
      ada,
      itemInput('south-store', { uniqueKey: 'SOUTH-LDR', name: 'Photoresistor kit deluxe' }),
    );
    const queue = itemReviewListResponseSchema.parse(
      (await t.call('GET', '/api/review/items?pageSize=50', admin)).body,
    );
    const ids = queue.items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([north.id, south.id]));
    expect(queue.items.find((i) => i.id === north.id)!.duplicates).toEqual([]);
    expect(queue.items.find((i) => i.id === south.id)!.duplicates).toEqual([]);
  });

  it('refuses to delete a store with items or an item a project lists (409 in_use), deleting nothing', async () => {
    const store = await createStore(t.database.db, { slug: 'busy-store', name: 'Busy Store' });
    const item = await createStoreItem(t.database.db, store.id, { uniqueKey: 'BUSY/1', name: 'Busy part' });
    const project = await createProject(t.database.db, {
      slug: 'busy-build',
      title: 'Busy build',
      components: [{ storeItemId: item.id }],
    });

    const storeDelete = await t.call('DELETE', `/api/admin/stores/${store.id}`, admin);
    expect(storeDelete.status).toBe(409);
    expect(storeDelete.body.error).toMatchObject({
      kind: 'in_use',
      usedBy: [{ kind: 'items', title: 'Busy part', path: '/dashboard/items/BUSY%2F1/edit' }],
    });
    const itemDelete = await t.call('DELETE', `/api/admin/items/${item.id}`, admin);
    expect(itemDelete.status).toBe(409);
    expect(itemDelete.body.error.usedBy).toEqual([
      { kind: 'projects', title: 'Busy build', path: '/dashboard/projects/busy-build/edit' },
    ]);
    expect((await t.call('GET', '/api/stores/busy-store')).body.items).toHaveLength(1);
    expect((await t.call('GET', '/api/admin/items/by-key/BUSY%2F1', admin)).body.usedBy).toHaveLength(1);

    // Once nothing refers to them any more, they go: the project, then the item, then the store.
    expect((await t.call('DELETE', `/api/admin/projects/${project.id}`, admin)).status).toBe(204);
    expect((await t.call('DELETE', `/api/admin/items/${item.id}`, admin)).status).toBe(204);
    expect((await t.call('DELETE', `/api/admin/stores/${store.id}`, admin)).status).toBe(204);
  });
});
