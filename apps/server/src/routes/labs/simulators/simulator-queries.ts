/** Reads of the simulator catalogue: a filtered page, and one simulator. */
import type { simulatorListQuerySchema } from '@tinkerlabs/contract/simulators';
import type { TagRef } from '@tinkerlabs/contract/tags';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { countRows, pageTotal, pageWindow, totalColumn } from '../../../db/queries/pagination.ts';
import { taggedWith, tagsColumn } from '../../../db/queries/tags.ts';
import { simulatorTags, simulators } from '../../../db/schema.ts';
import { alphabetical } from '../../../db/queries/alphabetical.ts';

export type SimulatorRow = typeof simulators.$inferSelect;
type SimulatorQuery = z.output<typeof simulatorListQuerySchema>;

export async function listSimulators(db: Database, query: SimulatorQuery) {
  const where = and(
    query.category ? eq(simulators.category, query.category) : undefined,
    query.tag ? taggedWith(db, simulatorTags, simulators.id, query.tag) : undefined,
  );
  const window = pageWindow(query);
  const selected = await db
    .select({ row: simulators, tags: tagsColumn(simulatorTags, simulators.id), total: totalColumn() })
    .from(simulators)
    .where(where)
    .orderBy(alphabetical(simulators.name), asc(simulators.slug))
    .limit(window.limit)
    .offset(window.offset);
  const total = await pageTotal(selected, window, () => countRows(db, simulators, where));
  return {
    rows: selected.map((entry) => entry.row),
    tags: new Map(selected.map((entry) => [entry.row.id, entry.tags])),
    total,
  };
}

export async function findSimulator(
  db: Database,
  slug: string,
): Promise<{ row: SimulatorRow; tags: TagRef[] } | null> {
  const [found] = await db
    .select({ row: simulators, tags: tagsColumn(simulatorTags, simulators.id) })
    .from(simulators)
    .where(eq(simulators.slug, slug));
  return found ?? null;
}
