/**
 * A member's saved lab programs under /api/me/snippets: list (one lab's, newest first, without the
 * code), create, read, rename or change, delete. A snippet is its owner's alone: another member gets
 * 404 (as if it did not exist); an administrator may read and remove any, as with every member's
 * content.
 */
import {
  createSnippetRequestSchema,
  snippetListQuerySchema,
  snippetsPerMember,
  updateSnippetRequestSchema,
  type Snippet,
  type SnippetLab,
  type SnippetListResponse,
  type SnippetSummary,
} from '@tinkerlabs/contract/snippets';
import { and, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireUser } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { withLimitLock } from '../../db/limit-lock.ts';
import { snippets } from '../../db/schema.ts';
import type { AppEnv, RequestViewer } from '../../http/app-env.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { readJson } from '../../http/json-body.ts';
import { readQuery } from '../../http/query.ts';
import { isUuid } from '../submissions/shared/is-uuid.ts';

type SnippetRow = typeof snippets.$inferSelect;

const presentSummary = (row: SnippetRow): SnippetSummary => ({
  id: row.id,
  lab: row.lab as SnippetLab,
  name: row.name,
  updatedAt: row.updatedAt.toISOString(),
});

const presentSnippet = (row: SnippetRow): Snippet => ({
  ...presentSummary(row),
  code: row.code,
  createdAt: row.createdAt.toISOString(),
});

/** The snippet the viewer may reach: their own, or any for an administrator; else 404. */
async function reachableSnippet(db: Database, viewer: RequestViewer, id: string): Promise<SnippetRow> {
  if (!isUuid(id)) throw notFound('No such snippet.');
  const [row] = await db.select().from(snippets).where(eq(snippets.id, id)).limit(1);
  if (!row || (row.userId !== viewer.user.id && viewer.user.role !== 'admin'))
    throw notFound('No such snippet.');
  return row;
}

export function snippetRoutes({ db }: { db: Database }) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const viewer = requireUser(c);
      const { lab } = readQuery(c, snippetListQuerySchema);
      const rows = await db
        .select()
        .from(snippets)
        .where(and(eq(snippets.userId, viewer.user.id), lab ? eq(snippets.lab, lab) : undefined))
        .orderBy(desc(snippets.updatedAt), desc(snippets.id));
      const body: SnippetListResponse = { items: rows.map(presentSummary) };
      return c.json(body);
    })

    .post('/', async (c) => {
      const viewer = requireUser(c);
      const input = await readJson(c, createSnippetRequestSchema);
      const row = await withLimitLock(db, [`snippets:${viewer.user.id}`], async (tx) => {
        const [kept] = await tx
          .select({ n: count() })
          .from(snippets)
          .where(eq(snippets.userId, viewer.user.id));
        if (Number(kept?.n ?? 0) >= snippetsPerMember)
          throw conflict(`You have ${snippetsPerMember} snippets: delete one to save another.`);
        const [inserted] = await tx
          .insert(snippets)
          .values({ userId: viewer.user.id, ...input })
          .returning();
        return inserted!;
      });
      return c.json(presentSnippet(row), 201);
    })

    .get('/:id', async (c) => {
      const viewer = requireUser(c);
      return c.json(presentSnippet(await reachableSnippet(db, viewer, c.req.param('id'))));
    })

    .patch('/:id', async (c) => {
      const viewer = requireUser(c);
      const change = await readJson(c, updateSnippetRequestSchema);
      const row = await reachableSnippet(db, viewer, c.req.param('id'));
      const [updated] = await db
        .update(snippets)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(snippets.id, row.id))
        .returning();
      return c.json(presentSnippet(updated!));
    })

    .delete('/:id', async (c) => {
      const viewer = requireUser(c);
      const row = await reachableSnippet(db, viewer, c.req.param('id'));
      await db.delete(snippets).where(eq(snippets.id, row.id));
      return c.body(null, 204);
    });
}
