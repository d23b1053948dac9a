/** The name a member's content and review steps are shown under: their username, else their name. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { profiles, users } from '../db/schema.ts';

/** Used when a member has neither a username nor a name: their email address is never shown. */
export const anonymousMemberName = 'TinkerLabs member';

/** @example await displayNameOf(db, viewer.user.id) // 'ada_l' */
export async function displayNameOf(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ username: profiles.username, name: users.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row?.username || row?.name.trim() || anonymousMemberName;
}
