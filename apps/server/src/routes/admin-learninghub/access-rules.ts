/** Who may call the learning-hub administration routes: administrators only (see testing/access-rule.ts). */
import type { AccessContext, AccessRule } from '../../testing/access-rule.ts';
import { createDomain, createTopic } from '../../testing/content-factories.ts';

const adminOnly = { anonymous: 401, owner: 403, otherMember: 403, admin: 200 };
const base = '/api/admin/learninghub';

async function domainWithTopic({ t }: AccessContext) {
  const domain = await createDomain(t.database.db, { position: 1000 });
  const topic = await createTopic(t.database.db, domain.id);
  return { domain, topic };
}

export const accessRules: AccessRule[] = [
  {
    method: 'GET',
    route: `${base}/domains`,
    prepare: async () => ({ path: `${base}/domains` }),
    expected: adminOnly,
  },
  {
    method: 'POST',
    route: `${base}/domains`,
    prepare: async () => ({
      path: `${base}/domains`,
      body: { title: 'Signal processing', summary: 'Filters.' },
    }),
    expected: { ...adminOnly, admin: 201 },
  },
  {
    method: 'PATCH',
    route: `${base}/domains/:id`,
    prepare: async (context) => {
      const { domain } = await domainWithTopic(context);
      return {
        path: `${base}/domains/${domain.id}`,
        body: { baseUpdatedAt: domain.updatedAt.toISOString(), title: 'Renamed' },
      };
    },
    expected: adminOnly,
  },
  {
    method: 'POST',
    route: `${base}/domains/:id/move`,
    prepare: async (context) => {
      const { domain } = await domainWithTopic(context);
      return { path: `${base}/domains/${domain.id}/move`, body: { direction: 'up' } };
    },
    expected: adminOnly,
  },
  {
    method: 'DELETE',
    route: `${base}/domains/:id`,
    prepare: async ({ t }) => {
      const domain = await createDomain(t.database.db, { position: 1000 });
      return { path: `${base}/domains/${domain.id}` };
    },
    expected: { ...adminOnly, admin: 204 },
  },
  {
    method: 'GET',
    route: `${base}/domains/:id/topics`,
    prepare: async (context) => {
      const { domain } = await domainWithTopic(context);
      return { path: `${base}/domains/${domain.id}/topics` };
    },
    expected: adminOnly,
  },
  {
    method: 'POST',
    route: `${base}/domains/:id/topics`,
    prepare: async (context) => {
      const { domain } = await domainWithTopic(context);
      return { path: `${base}/domains/${domain.id}/topics`, body: { title: 'Bode plots' } };
    },
    expected: { ...adminOnly, admin: 201 },
  },
  {
    method: 'GET',
    route: `${base}/topics/:id`,
    prepare: async (context) => {
      const { topic } = await domainWithTopic(context);
      return { path: `${base}/topics/${topic.id}` };
    },
    expected: adminOnly,
  },
  {
    method: 'PATCH',
    route: `${base}/topics/:id`,
    prepare: async (context) => {
      const { topic } = await domainWithTopic(context);
      return {
        path: `${base}/topics/${topic.id}`,
        body: { baseUpdatedAt: topic.updatedAt.toISOString(), published: false },
      };
    },
    expected: adminOnly,
  },
  {
    method: 'POST',
    route: `${base}/topics/:id/move`,
    prepare: async (context) => {
      const { topic } = await domainWithTopic(context);
      return { path: `${base}/topics/${topic.id}/move`, body: { direction: 'down' } };
    },
    expected: adminOnly,
  },
  {
    method: 'DELETE',
    route: `${base}/topics/:id`,
    prepare: async (context) => {
      const { topic } = await domainWithTopic(context);
      return { path: `${base}/topics/${topic.id}` };
    },
    expected: { ...adminOnly, admin: 204 },
  },
];
