/** The name a member's content and review steps are recorded under, by the public rule (public-author.ts). */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import { publicMemberName } from './public-author.ts';

/** @example await displayNameOf(db, viewer.user.id) // 'ada_l', or 'TinkerLabs member' without a username */
export async function displayNameOf(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return publicMemberName(row?.username);
}
