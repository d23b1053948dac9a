/** The authorisation matrix rows of /api/admin/resources: administrators only (see testing/access-rule.ts). */
import type { AccessRule } from '../../testing/access-rule.ts';
import { createResource } from '../../testing/catalogue-factories.ts';

const adminsOnly = (adminStatus: number) => ({
  anonymous: 401,
  owner: 403,
  otherMember: 403,
  admin: adminStatus,
});

const resourceOf = ({ t }: Parameters<AccessRule['prepare']>[0]) => createResource(t.database.db);

/** A valid new resource; the slug is left for the server to derive, so every caller's differs. */
const newResource = {
  title: 'Practical Electronics for Inventors',
  kind: 'book',
  collection: 'general',
  authors: ['Paul Scherz', 'Simon Monk'],
  year: 2016,
  publisher: 'McGraw-Hill',
  url: 'https://example.org/practical-electronics',
  summary: 'A hands-on guide to circuits and components.',
  level: 'beginner',
  free: false,
  tags: [],
};

export const accessRules: AccessRule[] = [
  {
    method: 'GET',
    route: '/api/admin/resources',
    prepare: async () => ({ path: '/api/admin/resources' }),
    expected: adminsOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/resources/by-slug/:slug',
    prepare: async (context) => ({
      path: `/api/admin/resources/by-slug/${(await resourceOf(context)).slug}`,
    }),
    expected: adminsOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/resources/:id',
    prepare: async (context) => ({ path: `/api/admin/resources/${(await resourceOf(context)).id}` }),
    expected: adminsOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/resources',
    prepare: async () => ({ path: '/api/admin/resources', body: newResource }),
    expected: adminsOnly(201),
  },
  {
    method: 'PATCH',
    route: '/api/admin/resources/:id',
    prepare: async (context) => {
      const row = await resourceOf(context);
      return {
        path: `/api/admin/resources/${row.id}`,
        body: { baseUpdatedAt: row.updatedAt.toISOString(), title: 'Renamed in the matrix' },
      };
    },
    expected: adminsOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/resources/:id',
    prepare: async (context) => ({ path: `/api/admin/resources/${(await resourceOf(context)).id}` }),
    expected: adminsOnly(204),
  },
];
