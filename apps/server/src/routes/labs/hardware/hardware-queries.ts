/** Reads of the hardware catalogue: a filtered, sorted page, and one component. */
import type { hardwareListQuerySchema } from '@tinkerlabs/contract/hardware';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { taggedWith } from '../../../db/queries/tags.ts';
import { taggedBySlug, taggedPage } from '../../../db/queries/tagged-catalogue.ts';
import { hardwareComponentTags, hardwareComponents } from '../../../db/schema.ts';
import { alphabetical } from '../../../db/queries/alphabetical.ts';

export type HardwareRow = typeof hardwareComponents.$inferSelect;
type HardwareQuery = z.output<typeof hardwareListQuerySchema>;

export async function listHardware(db: Database, query: HardwareQuery) {
  const t = hardwareComponents;
  const where = and(
    query.category ? eq(t.category, query.category) : undefined,
    query.tag ? taggedWith(db, hardwareComponentTags, t.id, query.tag) : undefined,
  );
  const order =
    query.sort === 'price'
      ? [sql`${t.priceUsd} asc nulls last`, alphabetical(t.name)]
      : [alphabetical(t.name), asc(t.slug)];
  return taggedPage(db, t, hardwareComponentTags, {
    where,
    order,
    query,
    unfilteredOrder: query.sort ?? 'name',
  });
}

export function findHardware(db: Database, slug: string) {
  return taggedBySlug(db, hardwareComponents, hardwareComponentTags, slug);
}
