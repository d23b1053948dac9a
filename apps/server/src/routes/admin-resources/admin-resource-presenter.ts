/** Resource rows → the contract's admin shapes (the row's seed bookkeeping never leaves the server). */
import type { AdminResource, AdminResourceSummary } from '@tinkerlabs/contract/admin-resources';
import { reviewHistoryOf } from '../../content/review-history.ts';
import type { Database } from '../../db/client.ts';
import { tagsOf } from '../../db/queries/tags.ts';
import { resourceTags } from '../../db/schema.ts';
import { presentResource } from '../resources/resource-presenter.ts';
import type { ResourceRow } from './admin-resource-queries.ts';

export function presentAdminResourceSummary(row: ResourceRow): AdminResourceSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    kind: row.kind,
    collection: row.collection,
    year: row.year,
    level: row.level,
    free: row.free,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The whole record: the public fields, its tags and its history. */
export async function loadAdminResource(db: Database, row: ResourceRow): Promise<AdminResource> {
  const [tags, history] = await Promise.all([
    tagsOf(db, resourceTags, [row.id]),
    reviewHistoryOf(db, 'resource', [row.id]),
  ]);
  return {
    ...presentResource(row, tags.get(row.id) ?? []),
    id: row.id,
    publicPath: `/resources/${row.slug}`,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    history: history.get(row.id) ?? [],
  };
}
