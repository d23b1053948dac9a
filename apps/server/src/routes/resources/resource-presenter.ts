/** Resource rows → the contract's resource shape. */
import type { Resource } from '@tinkerlabs/contract/resources';
import type { TagRef } from '@tinkerlabs/contract/tags';
import type { ResourceRow } from './resource-queries.ts';

export function presentResource(row: ResourceRow, tags: TagRef[]): Resource {
  return {
    slug: row.slug,
    title: row.title,
    kind: row.kind,
    collection: row.collection,
    authors: row.authors,
    year: row.year,
    publisher: row.publisher,
    url: row.url,
    summary: row.summary,
    level: row.level,
    free: row.free,
    tags,
  };
}
