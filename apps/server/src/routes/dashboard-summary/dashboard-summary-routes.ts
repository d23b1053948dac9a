/**
 * What the dashboard's overview shows: GET /api/me/submissions (the member's own submissions of every
 * type, articles included, newest change first, and how many wait for them) and
 * GET /api/admin/pending-counts (what waits for the administrators: pending submissions per type and
 * unread contact messages that are not archived).
 */
import type {
  MySubmissionsResponse,
  PendingCounts,
  SubmissionSummary,
} from '@tinkerlabs/contract/submissions';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireAdmin, requireUser } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/queries/prepared.ts';
import { articles, contactMessages, projects, storeItems, stores } from '../../db/schema.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { itemKind } from '../submissions/items/item-kind.ts';
import { projectKind } from '../submissions/projects/project-kind.ts';
import type { AnySubmissionKind, ModerationRow } from '../submissions/shared/submission-kind.ts';
import { presentSubmissionSummary } from '../submissions/shared/submission-summary.ts';
import { storeKind } from '../submissions/stores/store-kind.ts';

const kinds: AnySubmissionKind[] = [storeKind, itemKind, projectKind];

async function submissionsOf(db: Database, spec: AnySubmissionKind, userId: string) {
  const { table, id, authorId } = spec.columns;
  const ids = await db.select({ id }).from(table).where(eq(authorId, userId));
  const rows: ModerationRow[] = await spec.findMany(
    db,
    ids.map((r) => r.id as string),
  );
  return rows.map((row) => presentSubmissionSummary(spec, row, spec.memberEditPathOf(row)));
}

async function articlesOf(db: Database, userId: string): Promise<SubmissionSummary[]> {
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      status: articles.status,
      rejectionReason: articles.rejectionReason,
      version: articles.version,
      authorId: articles.authorId,
      authorName: articles.authorName,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(eq(articles.authorId, userId))
    .orderBy(desc(articles.updatedAt));
  return rows.map((row) => ({
    kind: 'articles',
    id: row.id,
    title: row.title.trim() || 'Untitled article',
    key: row.slug,
    status: row.status,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    version: row.version,
    author: { id: row.authorId, name: row.authorName },
    updatedAt: row.updatedAt.toISOString(),
    publicPath: row.status === 'approved' ? `/articles/${row.slug}` : null,
    editPath: `/dashboard/articles/editor?id=${row.id}`,
  }));
}

export function mySubmissionRoutes({ db }: { db: Database }) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const viewer = requireUser(c);
    const lists = await Promise.all([
      ...kinds.map((spec) => submissionsOf(db, spec, viewer.user.id)),
      articlesOf(db, viewer.user.id),
    ]);
    const items = lists
      .flat()
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
    const body: MySubmissionsResponse = {
      items,
      needsAction: items.filter((s) => s.status === 'draft' || s.status === 'rejected').length,
    };
    return c.json(body);
  });
}

export function pendingCountRoutes({ db }: { db: Database }) {
  return new Hono<AppEnv>().get('/', async (c) => {
    requireAdmin(c);
    // One row always (`from (values (1))`), of integers (`count(*)::int`).
    const [counts] = await pendingCountsStatement(db).execute();
    const body: PendingCounts = counts!;
    return c.json(body);
  });
}

/**
 * One prepared statement of five counts, each on an index led by the status: five statements cost
 * five round trips, and planning them took longer than counting (EXPLAIN ANALYZE at 100 000
 * articles: 3.2 ms planning, 3.3 ms running).
 */
function pendingCountsStatement(db: Database) {
  return prepared(db, 'pending_counts', (name) => {
    const pending = (table: typeof stores | typeof storeItems | typeof projects | typeof articles) =>
      sql<number>`(select count(*)::int from ${table} where ${eq(table.status, 'pending')})`;
    return db
      .select({
        stores: pending(stores),
        items: pending(storeItems),
        projects: pending(projects),
        articles: pending(articles),
        unreadMessages: sql<number>`(select count(*)::int from ${contactMessages} where ${and(isNull(contactMessages.readAt), isNull(contactMessages.archivedAt))})`,
      })
      .from(sql`(values (1)) as one`)
      .prepare(name);
  });
}
