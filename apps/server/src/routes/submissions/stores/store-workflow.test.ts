import { searchResponseSchema } from '@tinkerlabs/contract/search';
import { storeDetailSchema } from '@tinkerlabs/contract/stores';
import {
  storeRecordSchema,
  storeReviewItemSchema,
  storeReviewListResponseSchema,
} from '@tinkerlabs/contract/submissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewEvents } from '../../../db/schema.ts';
import { createStore, createStoreItem } from '../../../testing/content-factories.ts';
import { adminEmail, openSignedInApp, type SignedInApp } from '../../../testing/signed-in-app.ts';
import { storeInput } from '../shared/test-inputs.ts';

let t: SignedInApp;
let ada: string;
let admin: string;

beforeAll(async () => {
  t = await openSignedInApp();
  ada = await t.signIn('ada@example.org');
  admin = await t.signIn(adminEmail);
});
afterAll(() => t?.close());

const search = async (q: string) =>
  JSON.stringify(
    searchResponseSchema.parse((await t.call('GET', `/api/search?q=${encodeURIComponent(q)}`)).body),
  );

describe('the store workflow', () => {
  it('gives each store of a queue page its own record (as the member reads it), item count and preview', async () => {
    const db = t.database.db;
    const made = [];
    for (const [slug, items] of [
      ['zebu-parts', 2],
      ['okapi-supply', 1],
      ['tapir-devices', 0],
    ] as const) {
      const store = await createStore(db, { slug, name: slug, status: 'pending' });
      for (let i = 0; i < items; i++) await createStoreItem(db, store.id, { uniqueKey: `${slug}-${i}` });
      made.push({ id: store.id, slug, items });
    }
    const queue = storeReviewListResponseSchema.parse(
      (await t.call('GET', '/api/review/stores?pageSize=50', admin)).body,
    );
    for (const { id, slug, items } of made) {
      const {
        submittedAt: _submittedAt,
        duplicates: _duplicates,
        moreDuplicates: _moreDuplicates,
        ...queued
      } = queue.items.find((i) => i.id === id)!;
      expect(queued.slug).toBe(slug);
      // The queue's one statement presents what it shows of the record as the single-record path
      // does, history too; the preview has the rest.
      const record = await t.call('GET', `/api/admin/stores/by-slug/${slug}`, admin);
      expect(storeRecordSchema.parse(record.body).itemCount).toBe(items);
      expect(queued).toEqual(
        storeReviewItemSchema
          .omit({ submittedAt: true, duplicates: true, moreDuplicates: true })
          .parse(record.body),
      );
      const preview = storeDetailSchema.parse(
        (await t.call('GET', `/api/review/stores/${id}/preview`, admin)).body,
      );
      expect(preview.slug).toBe(slug);
      expect(preview.items.map((item) => item.uniqueKey).sort()).toEqual(
        Array.from({ length: items }, (_, i) => `${slug}-${i}`).sort(),
      );
    }
  });

  it('takes a suggestion through edit, withdraw, resubmit and approval to the public page and search', async () => {
    const created = await t.call('POST', '/api/me/stores', ada, storeInput({ name: 'Quokka Circuits' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const store = storeRecordSchema.parse(created.body);
    expect(store).toMatchObject({ status: 'pending', version: 1, slug: 'quokka-circuits', country: 'DE' });
    expect(store.shipsTo).toEqual(['DE', 'AT']);
    expect(store.history.map((h) => h.action)).toEqual(['submitted']);

    const edited = await t.call('PATCH', `/api/me/stores/${store.id}`, ada, {
      baseVersion: 1,
      description: 'Quokka Circuits sells zorblatt sensors and motors to makers.',
      name: 'Quokka Circuits',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ status: 'pending', version: 2 });
    expect(edited.body.history.at(-1)).toMatchObject({ action: 'edited', changedFields: ['description'] });

    const withdrawn = await t.call('POST', `/api/me/stores/${store.id}/withdraw`, ada, { baseVersion: 2 });
    expect(withdrawn.body).toMatchObject({ status: 'draft', version: 3 });
    const again = await t.call('POST', `/api/me/stores/${store.id}/submit`, ada, { baseVersion: 3 });
    expect(again.body).toMatchObject({ status: 'pending', version: 4 });

    expect((await t.call('GET', '/api/stores/quokka-circuits')).status).toBe(404);
    const queue = storeReviewListResponseSchema.parse(
      (await t.call('GET', '/api/review/stores', admin)).body,
    );
    const queued = queue.items.find((i) => i.id === store.id)!;
    expect(queued.history.map((h) => h.action)).toEqual(['submitted', 'edited', 'withdrawn', 'submitted']);
    expect(queued.submittedAt).not.toBeNull();
    const preview = await t.call('GET', `/api/review/stores/${store.id}/preview`, admin);
    expect(preview.body).toMatchObject({ slug: 'quokka-circuits', name: 'Quokka Circuits', items: [] });
    // Members never see another's submission through the preview, whatever its id.
    expect((await t.call('GET', `/api/review/stores/${store.id}/preview`, ada)).status).toBe(403);
    expect((await t.call('GET', '/api/review/stores/not-a-uuid/preview', admin)).status).toBe(404);

    const approved = await t.call('POST', `/api/review/stores/${store.id}/approve`, admin, {
      baseVersion: 4,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      version: 5,
      publicPath: '/stores/quokka-circuits',
    });
    const publicStore = storeDetailSchema.parse((await t.call('GET', '/api/stores/quokka-circuits')).body);
    expect(publicStore).toEqual(preview.body);
    expect(await search('zorblatt')).toContain('quokka-circuits');
    expect(approved.body.history.map((h: { action: string }) => h.action)).toEqual([
      'submitted',
      'edited',
      'withdrawn',
      'submitted',
      'approved',
    ]);

    // Approved: only an administrator changes it now.
    const refused = await t.call('PATCH', `/api/me/stores/${store.id}`, ada, {
      baseVersion: 5,
      name: 'Other',
    });
    expect(refused.status).toBe(403);
    const adminEdit = await t.call('PATCH', `/api/admin/stores/${store.id}`, admin, {
      baseVersion: 5,
      description: 'Quokka Circuits now sells flumbrix kits and motors to makers.',
    });
    expect(adminEdit.status, JSON.stringify(adminEdit.body)).toBe(200);
    expect(await search('flumbrix')).toContain('quokka-circuits');
    const bySlug = await t.call('GET', '/api/admin/stores/by-slug/quokka-circuits', admin);
    expect(bySlug.body).toMatchObject({ id: store.id, version: 6 });
  });

  it('answers 409 stale_version with the current copy and changes nothing', async () => {
    const { body: store } = await t.call('POST', '/api/me/stores', ada, storeInput({ name: 'Stale Wombat' }));
    await t.call('PATCH', `/api/me/stores/${store.id}`, ada, { baseVersion: 1, name: 'Stale Wombat Two' });
    const stale = await t.call('PATCH', `/api/me/stores/${store.id}`, ada, {
      baseVersion: 1,
      name: 'Lost edit',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      kind: 'stale_version',
      current: { version: 2, name: 'Stale Wombat Two' },
    });
    const now = await t.call('GET', `/api/me/stores/${store.id}`, ada);
    expect(now.body).toMatchObject({ name: 'Stale Wombat Two', version: 2 });
  });

  it('derives free slugs and refuses a typed slug that is taken', async () => {
    const first = await t.call('POST', '/api/me/stores', ada, storeInput({ name: 'Numbat Supply' }));
    const second = await t.call('POST', '/api/me/stores', ada, storeInput({ name: 'Numbat Supply' }));
    expect([first.body.slug, second.body.slug]).toEqual(['numbat-supply', 'numbat-supply-2']);
    const typed = await t.call(
      'POST',
      '/api/me/stores',
      ada,
      storeInput({ name: 'Other', slug: 'numbat-supply' }),
    );
    expect(typed.status).toBe(409);
    expect(typed.body.error).toMatchObject({ kind: 'slug_taken', suggestedSlug: 'numbat-supply-3' });
    expect(typed.body.error.fields.slug).toContain('numbat-supply');
  });

  it('explains invalid fields one by one', async () => {
    const invalid = await t.call('POST', '/api/me/stores', ada, {
      ...storeInput(),
      website: 'maker.example',
      country: 'Germany',
      categories: [],
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.error.fields).sort()).toEqual(['categories', 'country', 'website']);
  });

  it('lets the member delete their own pending suggestion, recording the step', async () => {
    const { body: store } = await t.call('POST', '/api/me/stores', ada, storeInput({ name: 'Brief Bilby' }));
    expect((await t.call('DELETE', `/api/me/stores/${store.id}`, ada)).status).toBe(204);
    expect((await t.call('GET', `/api/me/stores/${store.id}`, ada)).status).toBe(404);
    const steps = await t.database.db
      .select({ action: reviewEvents.action, actorId: reviewEvents.actorId })
      .from(reviewEvents)
      .where(eq(reviewEvents.contentId, store.id));
    expect(steps.map((s) => s.action)).toEqual(['submitted', 'deleted']);
  });
});

describe('duplicate hints for stores', () => {
  it('names stores with the same website host or a very similar name, never the store itself', async () => {
    const { body: approved } = await t.call('POST', '/api/me/stores', ada, {
      ...storeInput({ name: 'Platypus Electronics' }),
      website: 'https://platypus.example.org/en',
    });
    await t.call('POST', `/api/review/stores/${approved.id}/approve`, admin, { baseVersion: 1 });
    const { body: sameHost } = await t.call('POST', '/api/me/stores', ada, {
      ...storeInput({ name: 'Duck-billed Parts' }),
      website: 'http://www.platypus.example.org',
    });
    const { body: similar } = await t.call(
      'POST',
      '/api/me/stores',
      ada,
      storeInput({ name: 'The Platypus Shop' }),
    );
    const { body: unrelated } = await t.call(
      'POST',
      '/api/me/stores',
      ada,
      storeInput({ name: 'Kookaburra Kits' }),
    );

    const queue = storeReviewListResponseSchema.parse(
      (await t.call('GET', '/api/review/stores?pageSize=50', admin)).body,
    );
    const hintsOf = (id: string) => queue.items.find((i) => i.id === id)!.duplicates;
    expect(hintsOf(sameHost.id)).toEqual([
      {
        reason: 'same_website',
        message: 'Same website as Platypus Electronics (approved)',
        id: approved.id,
        name: 'Platypus Electronics',
        status: 'approved',
        path: `/dashboard/stores/${approved.slug}/edit`,
      },
    ]);
    expect(hintsOf(similar.id).map((h) => [h.reason, h.name])).toEqual([
      ['similar_title', 'Platypus Electronics'],
    ]);
    expect(hintsOf(unrelated.id)).toEqual([]);
  });

  it('puts a store on the same website before one of a similar name, whatever their states', async () => {
    await createStore(t.database.db, { slug: 'wallaby', name: 'Wallaby Parts', status: 'approved' });
    await createStore(t.database.db, {
      slug: 'roo',
      name: 'Roo Supplies',
      website: 'https://roo.example.net/shop',
      status: 'draft',
    });
    const { body: both } = await t.call('POST', '/api/me/stores', ada, {
      ...storeInput({ name: 'Wallaby Parts Berlin' }),
      website: 'http://www.roo.example.net',
    });
    const queue = storeReviewListResponseSchema.parse(
      (await t.call('GET', '/api/review/stores?pageSize=50', admin)).body,
    );
    expect(queue.items.find((i) => i.id === both.id)!.duplicates.map((h) => [h.reason, h.name])).toEqual([
      ['same_website', 'Roo Supplies'],
      ['similar_title', 'Wallaby Parts'],
    ]);
  });
});
