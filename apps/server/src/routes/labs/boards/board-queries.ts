/** Reads of the development-board catalogue: a filtered, sorted page, and one board. */
import type { boardListQuerySchema } from '@tinkerlabs/contract/boards';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { taggedBySlug, taggedPage } from '../../../db/queries/tagged-catalogue.ts';
import { boardTags, boards } from '../../../db/schema.ts';
import { alphabetical } from '../../../db/queries/alphabetical.ts';

export type BoardRow = typeof boards.$inferSelect;
type BoardQuery = z.output<typeof boardListQuerySchema>;

export async function listBoards(db: Database, query: BoardQuery) {
  const where = and(
    query.family ? eq(boards.family, query.family) : undefined,
    query.wireless.length
      ? sql`${boards.wireless} @> array[${sql.join(
          query.wireless.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[]`
      : undefined,
    query.maxPrice !== undefined ? lte(boards.priceUsd, query.maxPrice) : undefined,
    query.slugs.length ? inArray(boards.slug, query.slugs) : undefined,
  );
  const order =
    query.sort === 'price'
      ? [asc(boards.priceUsd), alphabetical(boards.name)]
      : [alphabetical(boards.name), asc(boards.slug)];
  return taggedPage(db, boards, boardTags, { where, order, query, unfilteredOrder: query.sort ?? 'name' });
}

export function findBoard(db: Database, slug: string) {
  return taggedBySlug(db, boards, boardTags, slug);
}
