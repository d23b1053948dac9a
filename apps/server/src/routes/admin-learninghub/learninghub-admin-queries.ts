/**
 * Reads and locks of the learning hub for its administrators: every domain and topic, published or
 * not, in order. Locks (`for update`) are taken by writes so concurrent changes queue up.
 */
import { asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { learninghubDomains, learninghubTopics, reviewEvents } from '../../db/schema.ts';

export type DomainRow = typeof learninghubDomains.$inferSelect;
export type TopicRow = typeof learninghubTopics.$inferSelect;
export type TopicListRow = Omit<TopicRow, 'body'>;

const { body: _body, ...topicListColumns } = getTableColumns(learninghubTopics);
export const topicOrder = [asc(learninghubTopics.position), asc(learninghubTopics.slug)];
export const domainOrder = [asc(learninghubDomains.position), asc(learninghubDomains.slug)];

export async function listAllDomains(db: Database): Promise<DomainRow[]> {
  return db
    .select()
    .from(learninghubDomains)
    .orderBy(...domainOrder);
}

/** The topics (without bodies) of `domainIds`, each list in order. */
export async function topicsOfDomains(
  db: Database,
  domainIds: readonly string[],
): Promise<Map<string, TopicListRow[]>> {
  const result = new Map<string, TopicListRow[]>(domainIds.map((id) => [id, []]));
  if (domainIds.length === 0) return result;
  const rows = await db
    .select(topicListColumns)
    .from(learninghubTopics)
    .where(inArray(learninghubTopics.domainId, [...domainIds]))
    .orderBy(...topicOrder);
  for (const row of rows) result.get(row.domainId)?.push(row);
  return result;
}

export async function findDomainById(
  db: Database,
  id: string,
  { lock = false } = {},
): Promise<DomainRow | null> {
  const query = db.select().from(learninghubDomains).where(eq(learninghubDomains.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findTopicById(
  db: Database,
  id: string,
  { lock = false } = {},
): Promise<TopicRow | null> {
  const query = db.select().from(learninghubTopics).where(eq(learninghubTopics.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The slugs in use among domains (domainId null) or among one domain's topics. */
export async function slugsInUse(db: Database, scope: { domainId: string | null }): Promise<Set<string>> {
  const rows = scope.domainId
    ? await db
        .select({ slug: learninghubTopics.slug })
        .from(learninghubTopics)
        .where(eq(learninghubTopics.domainId, scope.domainId))
    : await db.select({ slug: learninghubDomains.slug }).from(learninghubDomains);
  return new Set(rows.map((r) => r.slug));
}

export async function countTopicsOf(db: Database, domainId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(learninghubTopics)
    .where(eq(learninghubTopics.domainId, domainId));
  return Number(row?.n ?? 0);
}

/** The version a new history step produces: the number of steps recorded for it so far, plus one. */
export async function nextHistoryVersion(
  db: Database,
  contentType: 'learninghubDomain' | 'learninghubTopic',
  contentId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewEvents)
    .where(sql`${reviewEvents.contentType} = ${contentType} and ${reviewEvents.contentId} = ${contentId}`);
  return Number(row?.n ?? 0) + 1;
}

/**
 * The token of the next write: now, or one millisecond after `previous` when the clock has not moved
 * on, so every write gives a new `updatedAt` (the version clients send back as `baseUpdatedAt`).
 */
export function nextUpdatedAt(previous: Date): Date {
  const now = new Date();
  return now.getTime() > previous.getTime() ? now : new Date(previous.getTime() + 1);
}
