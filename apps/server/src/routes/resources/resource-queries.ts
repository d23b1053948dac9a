/** Reads of the resources catalogue: a filtered, sorted page, and one resource. */
import type { resourceListQuerySchema } from '@tinkerlabs/contract/resources';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { taggedWith } from '../../db/queries/tags.ts';
import { taggedBySlug, taggedPage } from '../../db/queries/tagged-catalogue.ts';
import { resourceTags, resources } from '../../db/schema.ts';
import { alphabetical } from '../../db/queries/alphabetical.ts';

export type ResourceRow = typeof resources.$inferSelect;
type ResourceQuery = z.output<typeof resourceListQuerySchema>;

export async function listResources(db: Database, query: ResourceQuery) {
  const where = and(
    query.collection ? eq(resources.collection, query.collection) : undefined,
    query.kind ? eq(resources.kind, query.kind) : undefined,
    query.level ? eq(resources.level, query.level) : undefined,
    query.tag ? taggedWith(db, resourceTags, resources.id, query.tag) : undefined,
  );
  const order =
    query.sort === 'newest'
      ? [sql`${resources.year} desc nulls last`, alphabetical(resources.title)]
      : query.sort === 'oldest'
        ? [sql`${resources.year} asc nulls last`, alphabetical(resources.title)]
        : [alphabetical(resources.title), asc(resources.slug)];
  return taggedPage(db, resources, resourceTags, {
    where,
    order,
    query,
    unfilteredOrder: query.sort ?? 'title',
  });
}

export function findResource(db: Database, slug: string) {
  return taggedBySlug(db, resources, resourceTags, slug);
}
