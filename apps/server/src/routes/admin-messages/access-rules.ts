/** The authorisation matrix rows of /api/admin/messages: administrators only (see testing/access-rule.ts). */
import { contactMessages } from '../../db/schema.ts';
import type { AccessRule } from '../../testing/access-rule.ts';

const adminsOnly = { anonymous: 401, owner: 403, otherMember: 403, admin: 200 };

async function storedMessage({ t }: Parameters<AccessRule['prepare']>[0]) {
  const [row] = await t.database.db
    .insert(contactMessages)
    .values({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      subject: 'Access check',
      message: 'A message for the authorisation matrix.',
      ipHash: 'matrix',
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

export const accessRules: AccessRule[] = [
  {
    method: 'GET',
    route: '/api/admin/messages',
    prepare: async () => ({ path: '/api/admin/messages' }),
    expected: adminsOnly,
  },
  {
    method: 'PATCH',
    route: '/api/admin/messages/:id',
    prepare: async (context) => ({
      path: `/api/admin/messages/${await storedMessage(context)}`,
      body: { read: true },
    }),
    expected: adminsOnly,
  },
];
