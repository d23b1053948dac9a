/** GET /api/admin/users: the members, for the administrator. */
import { z } from 'zod';
import { roleSchema } from './auth.ts';

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  role: roleSchema,
  createdAt: z.string(),
  activeSessions: z.number(),
});
export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** DELETE /api/admin/users/{id}/sessions: signs a member out everywhere. */
export const endSessionsResponseSchema = z.object({ endedSessions: z.number() });
export type EndSessionsResponse = z.infer<typeof endSessionsResponseSchema>;
