import {
  adminDomainListResponseSchema,
  adminDomainSchema,
  adminTopicListResponseSchema,
  adminTopicSchema,
} from '@tinkerlabs/contract/admin-learninghub';
import { topicDetailSchema } from '@tinkerlabs/contract/learninghub';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchIndex } from '../../search/search-query.ts';
import { accessRules } from './access-rules.ts';
import { mathDoc, textDoc } from '../../testing/rich-text-docs.ts';
import { adminEmail, openSignedInApp, type SignedInApp } from '../../testing/signed-in-app.ts';

let t: SignedInApp;
let admin: string;
const base = '/api/admin/learninghub';

beforeAll(async () => {
  t = await openSignedInApp();
  admin = await t.signIn(adminEmail);
});

afterAll(async () => {
  await t?.close();
});

async function newDomain(title: string, slug?: string) {
  const { status, body } = await t.call('POST', `${base}/domains`, admin, {
    title,
    slug,
    summary: `About ${title}.`,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return adminDomainSchema.parse(body);
}

async function newTopic(domainId: string, title: string, body: unknown = textDoc(`The ${title} lesson.`)) {
  const response = await t.call('POST', `${base}/domains/${domainId}/topics`, admin, { title, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return adminTopicSchema.parse(response.body);
}

async function patchTopic(id: string, changes: Record<string, unknown>) {
  const current = adminTopicSchema.parse((await t.call('GET', `${base}/topics/${id}`, admin)).body);
  return t.call('PATCH', `${base}/topics/${id}`, admin, { baseUpdatedAt: current.updatedAt, ...changes });
}

describe('access', () => {
  it('refuses anonymous callers and members', async () => {
    const member = await t.signIn('ada@example.org');
    expect((await t.call('GET', `${base}/domains`)).status).toBe(401);
    expect((await t.call('GET', `${base}/domains`, member)).status).toBe(403);
    expect((await t.call('POST', `${base}/domains`, member, { title: 'X' })).status).toBe(403);
  });

  it('has an access rule for every route it registers', () => {
    const routes = accessRules.map((r) => `${r.method} ${r.route}`);
    expect(new Set(routes).size).toBe(11);
  });
});

describe('domains', () => {
  it('creates unpublished domains with derived, unique slugs, last in order, with history', async () => {
    const first = await newDomain('Signals and systems');
    const second = await newDomain('Signals and systems');
    expect([first.slug, second.slug]).toEqual(['signals-and-systems', 'signals-and-systems-2']);
    expect(second.position).toBe(first.position + 1);
    expect(first.published).toBe(false);
    expect(first.history).toMatchObject([
      { action: 'created', version: 1, actor: { name: expect.any(String) } },
    ]);
    expect((await t.call('GET', '/api/learninghub/signals-and-systems')).status).toBe(404);
  });

  it('refuses a typed slug that is taken, naming the field, and an empty title', async () => {
    await newDomain('Optics', 'optics');
    const taken = await t.call('POST', `${base}/domains`, admin, { title: 'Optics again', slug: 'optics' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.slug).toContain('/learninghub/optics');
    const empty = await t.call('POST', `${base}/domains`, admin, { title: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields.title).toBe('Give it a title.');
  });

  it('edits with baseUpdatedAt, answers a stale edit with 409 and the current copy', async () => {
    const domain = await newDomain('Power electronics');
    const edit = await t.call('PATCH', `${base}/domains/${domain.id}`, admin, {
      baseUpdatedAt: domain.updatedAt,
      title: 'Power electronics basics',
      published: true,
    });
    expect(edit.status).toBe(200);
    const edited = adminDomainSchema.parse(edit.body);
    expect(edited.updatedAt).not.toBe(domain.updatedAt);
    expect(edited.history.at(-1)).toMatchObject({
      action: 'edited',
      version: 2,
      changedFields: ['title', 'published'],
    });
    const stale = await t.call('PATCH', `${base}/domains/${domain.id}`, admin, {
      baseUpdatedAt: domain.updatedAt,
      title: 'Lost edit',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ kind: 'stale', current: { title: 'Power electronics basics' } });
    expect((await t.call('GET', '/api/learninghub/power-electronics')).status).toBe(200);
  });

  it('moves a domain up and keeps positions dense and unique under concurrent moves', async () => {
    const before = adminDomainListResponseSchema.parse((await t.call('GET', `${base}/domains`, admin)).body);
    const last = before.domains.at(-1)!;
    const moves = await Promise.all(
      [1, 2, 3].map(() => t.call('POST', `${base}/domains/${last.id}/move`, admin, { direction: 'up' })),
    );
    expect(moves.map((m) => m.status)).toEqual([200, 200, 200]);
    const after = adminDomainListResponseSchema.parse((await t.call('GET', `${base}/domains`, admin)).body);
    expect(after.domains.map((d) => d.position)).toEqual(after.domains.map((_, i) => i + 1));
    expect(after.domains.findIndex((d) => d.id === last.id)).toBe(before.domains.length - 4);
  });

  it('refuses to delete a domain with lessons, deletes an empty one and renumbers', async () => {
    const full = await newDomain('Acoustics');
    await newTopic(full.id, 'Decibels');
    const refused = await t.call('DELETE', `${base}/domains/${full.id}`, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('still has 1 lesson');
    const empty = await newDomain('Empty domain');
    expect((await t.call('DELETE', `${base}/domains/${full.id}x`, admin)).status).toBe(404);
    expect((await t.call('DELETE', `${base}/domains/${empty.id}`, admin)).status).toBe(204);
    const list = adminDomainListResponseSchema.parse((await t.call('GET', `${base}/domains`, admin)).body);
    expect(list.domains.map((d) => d.position)).toEqual(list.domains.map((_, i) => i + 1));
    expect(list.domains.some((d) => d.id === empty.id)).toBe(false);
  });
});

describe('topics', () => {
  it('writes a lesson with maths, publishes it, and the public page and search show it', async () => {
    const domain = await newDomain('Control theory', 'control-theory');
    await t.call('PATCH', `${base}/domains/${domain.id}`, admin, {
      baseUpdatedAt: domain.updatedAt,
      published: true,
    });
    const topic = await newTopic(domain.id, 'Transfer functions');
    expect(topic).toMatchObject({ slug: 'transfer-functions', published: false, position: 1 });
    expect((await t.call('GET', '/api/learninghub/control-theory/transfer-functions')).status).toBe(404);

    const saved = await patchTopic(topic.id, { body: mathDoc('G(s) = \\frac{1}{s+1}'), published: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(adminTopicSchema.parse(saved.body).history.at(-1)).toMatchObject({
      action: 'edited',
      version: 2,
      changedFields: ['body', 'published'],
    });
    const page = topicDetailSchema.parse(
      (await t.call('GET', '/api/learninghub/control-theory/transfer-functions')).body,
    );
    expect(JSON.stringify(page.body)).toContain('\\frac{1}{s+1}');
    const hits = await searchIndex(t.database.db, 'transfer functions', ['topic'], 5);
    expect(JSON.stringify(hits)).toContain('/learninghub/control-theory/transfer-functions');

    expect((await patchTopic(topic.id, { published: false })).status).toBe(200);
    expect((await t.call('GET', '/api/learninghub/control-theory/transfer-functions')).status).toBe(404);
    expect(
      JSON.stringify(await searchIndex(t.database.db, 'transfer functions', ['topic'], 5)),
    ).not.toContain('transfer-functions');
  });

  it('refuses an unsafe body, naming the field', async () => {
    const domain = await newDomain('Safety');
    const topic = await newTopic(domain.id, 'Links');
    const refused = await patchTopic(topic.id, {
      body: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
            ],
          },
        ],
      },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error.fields)[0]).toMatch(/^body\./);
    expect(refused.body.error.message).toMatch(/^The lesson was refused/);
  });

  it('answers a stale lesson edit with 409 and the server copy; nothing is overwritten', async () => {
    const domain = await newDomain('Mechanics');
    const topic = await newTopic(domain.id, 'Torque');
    const first = await t.call('PATCH', `${base}/topics/${topic.id}`, admin, {
      baseUpdatedAt: topic.updatedAt,
      title: 'Torque 1',
    });
    expect(first.status).toBe(200);
    const second = await t.call('PATCH', `${base}/topics/${topic.id}`, admin, {
      baseUpdatedAt: topic.updatedAt,
      title: 'Torque 2',
    });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ kind: 'stale', current: { title: 'Torque 1' } });
  });

  it('reorders lessons; the public previous/next follow and skip unpublished lessons', async () => {
    const domain = await newDomain('Robot kinematics', 'robot-kinematics');
    await t.call('PATCH', `${base}/domains/${domain.id}`, admin, {
      baseUpdatedAt: domain.updatedAt,
      published: true,
    });
    const [a, b, c] = [
      await newTopic(domain.id, 'Frames'),
      await newTopic(domain.id, 'Rotations'),
      await newTopic(domain.id, 'Jacobians'),
    ];
    for (const topic of [a, b, c]) expect((await patchTopic(topic.id, { published: true })).status).toBe(200);
    const moved = await t.call('POST', `${base}/topics/${c.id}/move`, admin, { direction: 'up' });
    expect(adminTopicListResponseSchema.parse(moved.body).topics.map((x) => [x.slug, x.position])).toEqual([
      ['frames', 1],
      ['jacobians', 2],
      ['rotations', 3],
    ]);
    const jacobians = topicDetailSchema.parse(
      (await t.call('GET', '/api/learninghub/robot-kinematics/jacobians')).body,
    );
    expect([jacobians.previous?.slug, jacobians.next?.slug]).toEqual(['frames', 'rotations']);
    // Moving does not change updatedAt: an open editor keeps its token.
    expect((await t.call('GET', `${base}/topics/${c.id}`, admin)).body.updatedAt).toBe(
      (await patchTopic(c.id, {})).body.updatedAt,
    );

    await patchTopic(c.id, { published: false });
    const frames = topicDetailSchema.parse(
      (await t.call('GET', '/api/learninghub/robot-kinematics/frames')).body,
    );
    expect(frames.next?.slug).toBe('rotations');
    const publicDomain = await t.call('GET', '/api/learninghub/robot-kinematics');
    expect(publicDomain.body.topics.map((x: { slug: string }) => x.slug)).toEqual(['frames', 'rotations']);
  });

  it('moves a lesson to another domain (last there) and deletes one, renumbering both orders', async () => {
    const from = await newDomain('From domain');
    const to = await newDomain('To domain');
    const [one, two] = [await newTopic(from.id, 'One'), await newTopic(from.id, 'Two')];
    await newTopic(to.id, 'Existing');
    const move = await patchTopic(one.id, { domainId: to.id });
    expect(move.status, JSON.stringify(move.body)).toBe(200);
    expect(adminTopicSchema.parse(move.body)).toMatchObject({ domain: { id: to.id }, position: 2 });
    const source = adminTopicListResponseSchema.parse(
      (await t.call('GET', `${base}/domains/${from.id}/topics`, admin)).body,
    );
    expect(source.topics.map((x) => [x.id, x.position])).toEqual([[two.id, 1]]);
    expect((await t.call('DELETE', `${base}/topics/${two.id}`, admin)).status).toBe(204);
    expect((await t.call('GET', `${base}/topics/${two.id}`, admin)).status).toBe(404);
    const unknown = await patchTopic(one.id, { domainId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields.domainId).toBeDefined();
  });

  it('keeps topic positions dense under concurrent creation', async () => {
    const domain = await newDomain('Busy domain');
    await Promise.all(['A', 'B', 'C', 'D'].map((title) => newTopic(domain.id, title)));
    const list = adminTopicListResponseSchema.parse(
      (await t.call('GET', `${base}/domains/${domain.id}/topics`, admin)).body,
    );
    expect(list.topics.map((x) => x.position)).toEqual([1, 2, 3, 4]);
  });
});
