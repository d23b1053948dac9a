/** Tag rows → the contract's tag shape. */
import type { Tag } from '@tinkerlabs/contract/tags';
import type { tags } from '../../db/schema.ts';

export function presentTag(row: typeof tags.$inferSelect): Tag {
  return { slug: row.slug, name: row.name, description: row.description };
}
