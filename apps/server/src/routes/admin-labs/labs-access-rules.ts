/**
 * The authorisation matrix rows (testing/access-rule.ts) of one labs catalogue's admin routes, the
 * same five for each: administrators only (401 anonymous, 403 for members).
 */
import type { Database } from '../../db/client.ts';
import type { AccessRule } from '../../testing/access-rule.ts';

const adminsOnly = (adminStatus: number) => ({
  anonymous: 401,
  owner: 403,
  otherMember: 403,
  admin: adminStatus,
});

let created = 0;

/**
 * @example labsAccessRules('boards', (db) => createBoard(db), (slug) => ({ ...validBoard, slug }), { name: 'Renamed' })
 */
export function labsAccessRules(
  catalogue: 'hardware' | 'boards' | 'simulators' | 'programming',
  createRow: (db: Database) => Promise<{ slug: string; updatedAt: Date }>,
  newFields: (slug: string) => Record<string, unknown>,
  edit: Record<string, unknown>,
): AccessRule[] {
  const base = `/api/admin/labs/${catalogue}`;
  const rowOf = ({ t }: Parameters<AccessRule['prepare']>[0]) => createRow(t.database.db);
  return [
    { method: 'GET', route: base, prepare: async () => ({ path: base }), expected: adminsOnly(200) },
    {
      method: 'GET',
      route: `${base}/:slug`,
      prepare: async (context) => ({ path: `${base}/${(await rowOf(context)).slug}` }),
      expected: adminsOnly(200),
    },
    {
      method: 'POST',
      route: base,
      prepare: async () => ({ path: base, body: newFields(`access-${catalogue}-${++created}`) }),
      expected: adminsOnly(201),
    },
    {
      method: 'PATCH',
      route: `${base}/:slug`,
      prepare: async (context) => {
        const row = await rowOf(context);
        return { path: `${base}/${row.slug}`, body: { ...edit, baseUpdatedAt: row.updatedAt.toISOString() } };
      },
      expected: adminsOnly(200),
    },
    {
      method: 'DELETE',
      route: `${base}/:slug`,
      prepare: async (context) => ({ path: `${base}/${(await rowOf(context)).slug}` }),
      expected: adminsOnly(204),
    },
  ];
}
