/** Tag filters and tag loading, the same for every tagged table (see schema/tag-links.ts). */
import type { TagRef } from '@tinkerlabs/contract/tags';
import { and, eq, exists, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import { tags, type TagLinkTable } from '../schema.ts';
import { alphabetical } from './alphabetical.ts';

/** A condition: the row whose id is `contentId` carries the tag `slug`. */
export function taggedWith(db: Database, links: TagLinkTable, contentId: PgColumn, slug: string): SQL {
  return exists(
    db
      .select({ one: links.tagId })
      .from(links)
      .innerJoin(tags, eq(tags.id, links.tagId))
      .where(and(eq(links.contentId, contentId), eq(tags.slug, slug))),
  );
}

/** The tags of each of `ids`, by name. Ids without tags map to []. */
export async function tagsOf(
  db: Database,
  links: TagLinkTable,
  ids: string[],
): Promise<Map<string, TagRef[]>> {
  const result = new Map<string, TagRef[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await db
    .select({ contentId: links.contentId, slug: tags.slug, name: tags.name })
    .from(links)
    .innerJoin(tags, eq(tags.id, links.tagId))
    .where(inArray(links.contentId, ids))
    .orderBy(alphabetical(tags.name));
  for (const row of rows) result.get(row.contentId)?.push({ slug: row.slug, name: row.name });
  return result;
}
