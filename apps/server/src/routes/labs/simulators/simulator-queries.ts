/** Reads of the simulator catalogue: a filtered page, and one simulator. */
import type { simulatorListQuerySchema } from '@tinkerlabs/contract/simulators';
import type { TagRef } from '@tinkerlabs/contract/tags';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { countRows, pageWindow } from '../../../db/queries/pagination.ts';
import { taggedWith, tagsOf } from '../../../db/queries/tags.ts';
import { simulatorTags, simulators } from '../../../db/schema.ts';
import { alphabetical } from '../../../db/queries/alphabetical.ts';

export type SimulatorRow = typeof simulators.$inferSelect;
type SimulatorQuery = z.output<typeof simulatorListQuerySchema>;

export async function listSimulators(db: Database, query: SimulatorQuery) {
  const where = and(
    query.category ? eq(simulators.category, query.category) : undefined,
    query.tag ? taggedWith(db, simulatorTags, simulators.id, query.tag) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [total, rows] = await Promise.all([
    countRows(db, simulators, where),
    db
      .select()
      .from(simulators)
      .where(where)
      .orderBy(alphabetical(simulators.name), asc(simulators.slug))
      .limit(limit)
      .offset(offset),
  ]);
  return {
    rows,
    tags: await tagsOf(
      db,
      simulatorTags,
      rows.map((r) => r.id),
    ),
    total,
  };
}

export async function findSimulator(
  db: Database,
  slug: string,
): Promise<{ row: SimulatorRow; tags: TagRef[] } | null> {
  const [row] = await db.select().from(simulators).where(eq(simulators.slug, slug));
  if (!row) return null;
  return { row, tags: (await tagsOf(db, simulatorTags, [row.id])).get(row.id) ?? [] };
}
