/**
 * The authorisation matrix rows of the submission workflow (see testing/access-rule.ts), generated
 * for stores, items and projects alike: members reach only their own (404 for someone else's, 403
 * for their approved ones), reviews and management are for administrators only.
 */
import type { ContentStatus } from '../../db/schema.ts';
import type { AccessContext, AccessRule, Caller } from '../../testing/access-rule.ts';
import { createProject, createStore, createStoreItem } from '../../testing/content-factories.ts';
import { itemInput, projectInput, storeInput } from './shared/test-inputs.ts';

type Expected = Record<Caller, number>;

const ownerOnly = (ok: number): Expected => ({ anonymous: 401, owner: ok, otherMember: 404, admin: ok });
const anyMember = (ok: number): Expected => ({ anonymous: 401, owner: ok, otherMember: ok, admin: ok });
const adminsOnly = (ok: number): Expected => ({ anonymous: 401, owner: 403, otherMember: 403, admin: ok });
const approvedOfOwner = (ok: number): Expected => ({
  anonymous: 401,
  owner: 403,
  otherMember: 404,
  admin: ok,
});

const fresh = () => crypto.randomUUID().slice(0, 8);

/** A fresh record of the owner's in `status`: its id and the key the admin lookup uses. */
type Make = (context: AccessContext, status: ContentStatus) => Promise<{ id: string; key: string }>;

interface KindRules {
  kind: 'stores' | 'items' | 'projects';
  lookup: 'by-slug' | 'by-key';
  make: Make;
  create: (context: AccessContext) => Promise<unknown>;
  /** A field to change in a PATCH. */
  edit: Record<string, unknown>;
}

const owned = (context: AccessContext, status: ContentStatus) => ({
  authorId: context.users.owner.id,
  authorName: 'Owner',
  status,
  publishedAt: status === 'approved' ? new Date() : null,
});

const kinds: KindRules[] = [
  {
    kind: 'stores',
    lookup: 'by-slug',
    make: async (context, status) => {
      const row = await createStore(context.t.database.db, {
        slug: `matrix-${fresh()}`,
        ...owned(context, status),
      });
      return { id: row.id, key: row.slug };
    },
    create: async () => storeInput({ name: `Matrix store ${fresh()}` }),
    edit: { description: 'A changed description of the store for the matrix.' },
  },
  {
    kind: 'items',
    lookup: 'by-key',
    make: async (context, status) => {
      const store = await createStore(context.t.database.db, { slug: `matrix-${fresh()}` });
      const row = await createStoreItem(context.t.database.db, store.id, {
        uniqueKey: `MX-${fresh()}`,
        ...owned(context, status),
      });
      return { id: row.id, key: row.uniqueKey };
    },
    create: async (context) => {
      const store = await createStore(context.t.database.db, { slug: `matrix-${fresh()}` });
      return itemInput(store.slug, { uniqueKey: `MX-${fresh()}` });
    },
    edit: { price: 3.25 },
  },
  {
    kind: 'projects',
    lookup: 'by-slug',
    make: async (context, status) => {
      const row = await createProject(context.t.database.db, {
        slug: `matrix-${fresh()}`,
        ...owned(context, status),
      });
      return { id: row.id, key: row.slug };
    },
    create: async () => projectInput({ title: `Matrix project ${fresh()}` }),
    edit: { summary: 'A changed summary of the project for the matrix.' },
  },
];

function rulesOf({ kind, lookup, make, create, edit }: KindRules): AccessRule[] {
  const me = `/api/me/${kind}`;
  const record =
    (status: ContentStatus, suffix = '', body?: unknown) =>
    async (context: AccessContext) => ({
      path: `${me}/${(await make(context, status)).id}${suffix}`,
      body,
    });
  const reviewed = (suffix: string, body: unknown) => async (context: AccessContext) => ({
    path: `/api/review/${kind}/${(await make(context, 'pending')).id}/${suffix}`,
    body,
  });
  const managed = (status: ContentStatus, body?: unknown) => async (context: AccessContext) => ({
    path: `/api/admin/${kind}/${(await make(context, status)).id}`,
    body,
  });
  return [
    {
      method: 'POST',
      route: me,
      prepare: async (c) => ({ path: me, body: await create(c) }),
      expected: anyMember(201),
    },
    { method: 'GET', route: `${me}/:id`, prepare: record('pending'), expected: ownerOnly(200) },
    {
      method: 'PATCH',
      route: `${me}/:id`,
      prepare: record('pending', '', { baseVersion: 1, ...edit }),
      expected: ownerOnly(200),
    },
    {
      method: 'PATCH',
      route: `${me}/:id`,
      prepare: record('approved', '', { baseVersion: 1, ...edit }),
      expected: approvedOfOwner(200),
    },
    {
      method: 'POST',
      route: `${me}/:id/withdraw`,
      prepare: record('pending', '/withdraw', { baseVersion: 1 }),
      expected: ownerOnly(200),
    },
    {
      method: 'POST',
      route: `${me}/:id/submit`,
      prepare: record('draft', '/submit', { baseVersion: 1 }),
      expected: ownerOnly(200),
    },
    {
      method: 'POST',
      route: `${me}/:id/submit`,
      prepare: record('rejected', '/submit', { baseVersion: 1 }),
      expected: ownerOnly(200),
    },
    {
      method: 'DELETE',
      route: `${me}/:id`,
      prepare: record('pending'),
      expected: ownerOnly(204),
    },
    {
      method: 'DELETE',
      route: `${me}/:id`,
      prepare: record('approved'),
      expected: approvedOfOwner(204),
    },
    {
      method: 'GET',
      route: `/api/review/${kind}`,
      prepare: async () => ({ path: `/api/review/${kind}` }),
      expected: adminsOnly(200),
    },
    {
      method: 'GET',
      route: `/api/review/${kind}/:id/preview`,
      prepare: reviewed('preview', undefined),
      expected: adminsOnly(200),
    },
    {
      method: 'POST',
      route: `/api/review/${kind}/:id/approve`,
      prepare: reviewed('approve', { baseVersion: 1 }),
      expected: adminsOnly(200),
    },
    {
      method: 'POST',
      route: `/api/review/${kind}/:id/reject`,
      prepare: reviewed('reject', { baseVersion: 1, reason: 'Not for this site.' }),
      expected: adminsOnly(200),
    },
    {
      method: 'GET',
      route: `/api/admin/${kind}`,
      prepare: async () => ({ path: `/api/admin/${kind}?status=pending&q=matrix` }),
      expected: adminsOnly(200),
    },
    {
      method: 'GET',
      route: `/api/admin/${kind}/${lookup}/:key`,
      prepare: async (c) => ({
        path: `/api/admin/${kind}/${lookup}/${encodeURIComponent((await make(c, 'pending')).key)}`,
      }),
      expected: adminsOnly(200),
    },
    {
      method: 'PATCH',
      route: `/api/admin/${kind}/:id`,
      prepare: managed('approved', { baseVersion: 1, ...edit }),
      expected: adminsOnly(200),
    },
    {
      method: 'DELETE',
      route: `/api/admin/${kind}/:id`,
      prepare: managed('pending'),
      expected: adminsOnly(204),
    },
  ];
}

export const accessRules: AccessRule[] = kinds.flatMap(rulesOf);
