/**
 * Keeps the order of domains, and of each domain's topics, dense (1, 2, 3 …) and unique under
 * concurrent use. Every change of an order runs in a transaction that first takes a lock: for topics
 * the row of their domain (`for update`), for domains a transaction-scoped advisory lock (there is
 * no parent row, and the first domain must be serialised too). Reads after the lock see the
 * committed order, so two administrators moving at once both succeed, one after the other.
 */
import { and, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { learninghubDomains, learninghubTopics } from '../../db/schema.ts';
import { domainOrder, topicOrder } from './learninghub-admin-queries.ts';

const domainOrderLockKey = 'tinkerlabs:learninghub_domains:order';

export async function lockDomainOrder(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${domainOrderLockKey}))`);
}

/** Locks a domain's row (and with it the order of its topics); false when it does not exist. */
export async function lockTopicOrder(tx: Database, domainId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: learninghubDomains.id })
    .from(learninghubDomains)
    .where(eq(learninghubDomains.id, domainId))
    .for('update');
  return rows.length > 0;
}

export async function nextDomainPosition(tx: Database): Promise<number> {
  const [row] = await tx.select({ top: max(learninghubDomains.position) }).from(learninghubDomains);
  return (row?.top ?? 0) + 1;
}

export async function nextTopicPosition(tx: Database, domainId: string): Promise<number> {
  const [row] = await tx
    .select({ top: max(learninghubTopics.position) })
    .from(learninghubTopics)
    .where(eq(learninghubTopics.domainId, domainId));
  return (row?.top ?? 0) + 1;
}

/** `ids` with `id` swapped with its neighbour in `direction`; null when it is already at that end. */
export function movedOrder(ids: readonly string[], id: string, direction: 'up' | 'down'): string[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const order = [...ids];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}

/**
 * Writes positions 1..n in the order of `ids` (after the caller took the lock), leaving `updatedAt`
 * as it was: reordering is not an edit of the fields an editor holds. A moved seeded row is marked
 * edited (seededHash null) so the seed does not put its old position back. Returns the ids whose
 * position changed.
 */
export async function renumberDomains(tx: Database, ids?: readonly string[]): Promise<string[]> {
  const rows = await tx
    .select({
      id: learninghubDomains.id,
      position: learninghubDomains.position,
      updatedAt: learninghubDomains.updatedAt,
    })
    .from(learninghubDomains)
    .orderBy(...domainOrder);
  const order = ids ?? rows.map((r) => r.id);
  const changed: string[] = [];
  for (const [index, id] of order.entries()) {
    const row = rows.find((r) => r.id === id);
    if (!row || row.position === index + 1) continue;
    await tx
      .update(learninghubDomains)
      .set({ position: index + 1, updatedAt: row.updatedAt, seededHash: null })
      .where(eq(learninghubDomains.id, id));
    changed.push(id);
  }
  return changed;
}

/** The same for the topics of one domain. */
export async function renumberTopics(
  tx: Database,
  domainId: string,
  ids?: readonly string[],
): Promise<string[]> {
  const rows = await tx
    .select({
      id: learninghubTopics.id,
      position: learninghubTopics.position,
      updatedAt: learninghubTopics.updatedAt,
    })
    .from(learninghubTopics)
    .where(eq(learninghubTopics.domainId, domainId))
    .orderBy(...topicOrder);
  const order = ids ?? rows.map((r) => r.id);
  const changed: string[] = [];
  for (const [index, id] of order.entries()) {
    const row = rows.find((r) => r.id === id);
    if (!row || row.position === index + 1) continue;
    await tx
      .update(learninghubTopics)
      .set({ position: index + 1, updatedAt: row.updatedAt, seededHash: null })
      .where(and(eq(learninghubTopics.id, id), eq(learninghubTopics.domainId, domainId)));
    changed.push(id);
  }
  return changed;
}

/** The current order of a domain's topics, as ids. */
export async function topicIdsInOrder(tx: Database, domainId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: learninghubTopics.id })
    .from(learninghubTopics)
    .where(eq(learninghubTopics.domainId, domainId))
    .orderBy(...topicOrder);
  return rows.map((r) => r.id);
}

export async function domainIdsInOrder(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ id: learninghubDomains.id })
    .from(learninghubDomains)
    .orderBy(...domainOrder);
  return rows.map((r) => r.id);
}
