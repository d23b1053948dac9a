import { projectDetailSchema } from '@tinkerlabs/contract/projects';
import {
  notificationListResponseSchema,
  projectRecordSchema,
  projectReviewItemSchema,
  projectReviewListResponseSchema,
} from '@tinkerlabs/contract/submissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createArticle,
  createProject,
  createStore,
  createStoreItem,
} from '../../../testing/content-factories.ts';
import { adminEmail, openSignedInApp, type SignedInApp } from '../../../testing/signed-in-app.ts';
import { projectInput } from '../shared/test-inputs.ts';

let t: SignedInApp;
let ada: string;
let admin: string;

beforeAll(async () => {
  t = await openSignedInApp();
  ada = await t.signIn('ada@example.org');
  admin = await t.signIn(adminEmail);
  const db = t.database.db;
  const store = await createStore(db, { slug: 'parts-for-projects', name: 'Parts for projects' });
  await createStoreItem(db, store.id, { uniqueKey: 'BME280', name: 'BME280 sensor' });
  await createStoreItem(db, store.id, { uniqueKey: 'ESP32-DEV', name: 'ESP32 board' });
  await createStoreItem(db, store.id, { uniqueKey: 'UNREVIEWED-1', status: 'pending' });
  await createArticle(db, { slug: 'tag-holder', tags: ['sensors', 'iot'] });
});
afterAll(() => t?.close());

const components = [
  { uniqueKey: 'bme280', quantity: 1, note: 'Any breakout will do' },
  { uniqueKey: 'ESP32-DEV', quantity: 2 },
];

describe('the project workflow', () => {
  it('submits a project with tags and approved components, previewed exactly as published', async () => {
    const created = await t.call(
      'POST',
      '/api/me/projects',
      ada,
      projectInput({ tags: ['sensors'], components }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const project = projectRecordSchema.parse(created.body);
    expect(project.components.map((c) => [c.item.uniqueKey, c.quantity, c.note])).toEqual([
      ['BME280', 1, 'Any breakout will do'],
      ['ESP32-DEV', 2, null],
    ]);
    expect(project.tags.map((tag) => tag.slug)).toEqual(['sensors']);

    const edited = await t.call('PATCH', `/api/me/projects/${project.id}`, ada, {
      baseVersion: 1,
      tags: ['sensors', 'iot'],
      components: [{ uniqueKey: 'BME280', quantity: 3 }],
      title: project.title,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.history.at(-1).changedFields.sort()).toEqual(['components', 'tags']);

    const queue = projectReviewListResponseSchema.parse(
      (await t.call('GET', '/api/review/projects', admin)).body,
    );
    expect(queue.items.find((i) => i.id === project.id)?.version).toBe(2);
    const preview = projectDetailSchema.parse(
      (await t.call('GET', `/api/review/projects/${project.id}/preview`, admin)).body,
    );
    expect(preview.components.map((c) => c.item.uniqueKey)).toEqual(['BME280']);
    const approved = await t.call('POST', `/api/review/projects/${project.id}/approve`, admin, {
      baseVersion: 2,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const published = projectDetailSchema.parse((await t.call('GET', `/api/projects/${project.slug}`)).body);
    expect({ ...published, publishedAt: null, updatedAt: null }).toEqual({
      ...preview,
      publishedAt: null,
      updatedAt: null,
    });
    expect(published.components).toHaveLength(1);
  });

  it('refuses components that are not approved items', async () => {
    const refused = await t.call(
      'POST',
      '/api/me/projects',
      ada,
      projectInput({ components: [{ uniqueKey: 'UNREVIEWED-1', quantity: 1 }] }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields.components).toContain('UNREVIEWED-1');
  });

  it('rejects with a reason the member is notified of, and takes a resubmission', async () => {
    const { body: project } = await t.call(
      'POST',
      '/api/me/projects',
      ada,
      projectInput({ title: 'Rejected rover' }),
    );
    const missingReason = await t.call('POST', `/api/review/projects/${project.id}/reject`, admin, {
      baseVersion: 1,
    });
    expect(missingReason.status).toBe(422);
    const rejected = await t.call('POST', `/api/review/projects/${project.id}/reject`, admin, {
      baseVersion: 1,
      reason: 'Add a wiring diagram.',
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: 'Add a wiring diagram.' });

    const inbox = notificationListResponseSchema.parse(
      (await t.call('GET', '/api/me/notifications', ada)).body,
    );
    expect(inbox.items[0]).toMatchObject({
      kind: 'projects',
      contentId: project.id,
      action: 'rejected',
      title: 'Rejected rover',
      reason: 'Add a wiring diagram.',
      link: `/dashboard/projects/submit?id=${project.id}`,
      read: false,
    });
    const again = await t.call('POST', `/api/me/projects/${project.id}/submit`, ada, { baseVersion: 2 });
    expect(again.body).toMatchObject({ status: 'pending', rejectionReason: null, version: 3 });
  });

  it('answers a stale decision with 409 and the current copy', async () => {
    const { body: project } = await t.call(
      'POST',
      '/api/me/projects',
      ada,
      projectInput({ title: 'Stale sumo bot' }),
    );
    const edited = await t.call('PATCH', `/api/me/projects/${project.id}`, ada, {
      baseVersion: 1,
      summary: 'A sumo robot that pushes others out of a ring.',
      body: projectInput().body, // unchanged: not listed as changed
    });
    expect(edited.body.history.at(-1).changedFields).toEqual(['summary']);
    const stale = await t.call('POST', `/api/review/projects/${project.id}/approve`, admin, {
      baseVersion: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ kind: 'stale_version', current: { version: 2 } });
    expect((await t.call('GET', `/api/projects/${project.slug}`)).status).toBe(404);
  });

  it('gives each project of a queue page its own record (from one statement) and its preview', async () => {
    const submitted = [
      projectInput({ title: 'Quokka weather logger', tags: ['sensors'], components: [components[0]!] }),
      projectInput({ title: 'Wombat doorbell', tags: ['iot'], components: [components[1]!] }),
      projectInput({ title: 'Numbat breadboard', tags: [], components: [] }),
    ];
    const ids: string[] = [];
    for (const input of submitted) {
      const created = await t.call('POST', '/api/me/projects', ada, input);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.id);
    }
    const answer = (await t.call('GET', '/api/review/projects?pageSize=50', admin)).body;
    // The body travels only in the preview.
    expect(answer.items.filter((item: object) => 'body' in item)).toEqual([]);
    const queue = projectReviewListResponseSchema.parse(answer);
    const previews = [];
    for (const id of ids) {
      const queued = queue.items.find((i) => i.id === id)!;
      // What the queue shows of the record is what the member's own read answers; the preview
      // carries the body, the tags and the same parts.
      const own = await t.call('GET', `/api/me/projects/${id}`, ada);
      const { submittedAt, duplicates, moreDuplicates, ...record } = queued;
      expect(moreDuplicates).toBe(0);
      const preview = projectDetailSchema.parse(
        (await t.call('GET', `/api/review/projects/${id}/preview`, admin)).body,
      );
      previews.push(preview);
      expect(submittedAt).not.toBeNull();
      expect(duplicates).toEqual([]);
      const ownRecord = projectRecordSchema.parse(own.body);
      expect(record).toEqual(
        projectReviewItemSchema
          .omit({ submittedAt: true, duplicates: true, moreDuplicates: true })
          .parse(ownRecord),
      );
      expect(preview.body).toEqual(ownRecord.body);
      expect(preview.title).toBe(record.title);
      expect(preview.tags).toEqual(ownRecord.tags);
      expect(preview.components.map((c) => c.item.uniqueKey)).toEqual(
        ownRecord.components.map((c) => c.item.uniqueKey),
      );
    }
    expect(previews.map((preview) => preview.components.length)).toEqual([1, 1, 0]);
  });

  it('shows the strongest five hints, approved ones first, and counts the rest', async () => {
    const db = t.database.db;
    for (const [i, status] of (
      ['pending', 'approved', 'rejected', 'approved', 'draft', 'pending', 'approved'] as const
    ).entries())
      await createProject(db, { slug: `wombat-rover-${i}`, title: `Wombat rover ${i}`, status });
    const { body: project } = await t.call(
      'POST',
      '/api/me/projects',
      ada,
      projectInput({ title: 'Wombat rover' }),
    );
    const queue = projectReviewListResponseSchema.parse(
      (await t.call('GET', '/api/review/projects?pageSize=50', admin)).body,
    );
    const queued = queue.items.find((i) => i.id === project.id)!;
    expect(queued.duplicates.map((h) => [h.name, h.status])).toEqual([
      ['Wombat rover 1', 'approved'],
      ['Wombat rover 3', 'approved'],
      ['Wombat rover 6', 'approved'],
      ['Wombat rover 0', 'pending'],
      ['Wombat rover 5', 'pending'],
    ]);
    expect(queued.moreDuplicates).toBe(2);
  });

  it('hints at projects with a similar title', async () => {
    await createProject(t.database.db, { slug: 'line-follower', title: 'Line follower' });
    const { body: project } = await t.call(
      'POST',
      '/api/me/projects',
      ada,
      projectInput({ title: 'The line follower!' }),
    );
    const queue = projectReviewListResponseSchema.parse(
      (await t.call('GET', '/api/review/projects?pageSize=50', admin)).body,
    );
    expect(queue.items.find((i) => i.id === project.id)!.duplicates).toEqual([
      expect.objectContaining({
        reason: 'similar_title',
        name: 'Line follower',
        path: '/dashboard/projects/line-follower/edit',
      }),
    ]);
  });
});
