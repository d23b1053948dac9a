/** Tag filters and tag loading, the same for every tagged table (see schema/tag-links.ts). */
import type { TagRef } from '@tinkerlabs/contract/tags';
import { and, eq, exists, getTableName, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import { tags, type TagLinkTable } from '../schema.ts';
import { alphabetical } from './alphabetical.ts';
import { qualified } from './qualified.ts';

/** A condition: the row whose id is `contentId` carries the tag `slug`. */
export function taggedWith(
  db: Database,
  links: TagLinkTable,
  contentId: PgColumn,
  slug: string | Placeholder,
): SQL {
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

/**
 * A column to select beside content rows: the row's tags by name, as a JSON array of { slug, name }
 * ([] for none), so a page and its tags come back in one query.
 * @example db.select({ ...columns, tags: tagsColumn(articleTags, articles.id) }).from(articles)
 */
export function tagsColumn(links: TagLinkTable, contentId: PgColumn): SQL<TagRef[]> {
  const link = sql.identifier(getTableName(links));
  return sql<
    TagRef[]
  >`(select coalesce(json_agg(json_build_object('slug', t.slug, 'name', t.name) order by lower(t.name)), '[]'::json)
    from ${link} l join tags t on t.id = l.tag_id where l.content_id = ${qualified(contentId)})`;
}
