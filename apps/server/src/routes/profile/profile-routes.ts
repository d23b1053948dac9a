/**
 * The member's own profile: GET /api/profile, PATCH /api/profile { username }.
 * Usernames are unique regardless of case (a unique index on lower(username)).
 */
import { updateProfileRequestSchema, type ProfileResponse } from '@tinkerlabs/contract/profile';
import { and, eq, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireUser } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { publicMemberName } from '../../content/public-author.ts';
import { conflict } from '../../http/errors.ts';
import { readJson } from '../../http/json-body.ts';

const takenMessage = 'That username is taken. Try another one.';

export function profileRoutes({ db }: { db: Database }) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const viewer = requireUser(c);
      const [profile] = await db.select().from(profiles).where(eq(profiles.id, viewer.user.id));
      return c.json(presentProfile(viewer.user.email, profile?.username ?? null));
    })
    .patch('/', async (c) => {
      const viewer = requireUser(c);
      const { username } = await readJson(c, updateProfileRequestSchema);
      if (username) {
        const [clash] = await db
          .select({ id: profiles.id })
          .from(profiles)
          .where(and(sql`lower(${profiles.username}) = lower(${username})`, ne(profiles.id, viewer.user.id)));
        if (clash) throw conflict(takenMessage);
      }
      try {
        await db
          .insert(profiles)
          .values({ id: viewer.user.id, username })
          .onConflictDoUpdate({ target: profiles.id, set: { username, updatedAt: new Date() } });
      } catch (error) {
        // Two members claiming one name at the same moment: the unique index decides.
        if (
          String(
            (error as { code?: string; cause?: { code?: string } }).cause?.code ??
              (error as { code?: string }).code,
          ) === '23505'
        ) {
          throw conflict(takenMessage);
        }
        throw error;
      }
      return c.json(presentProfile(viewer.user.email, username));
    });
}

function presentProfile(email: string, username: string | null): ProfileResponse {
  return { email, username, publicName: publicMemberName(username) };
}
