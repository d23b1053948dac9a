/**
 * What a project may hold, checked before anything is written: a body the editor's schema allows,
 * a cover image on this site, existing tags, and components that are approved items (by unique key,
 * case-insensitively). Problems are 422s naming the field.
 */
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { validateDoc } from '@tinkerlabs/rich-text/validate-doc';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { projectComponents, storeItems, stores } from '../../../db/schema.ts';
import { validationFailed } from '../../../http/errors.ts';

export interface ComponentInput {
  uniqueKey: string;
  quantity: number;
  note?: string | null | undefined;
}

export function checkProjectBody(value: unknown): RichTextDoc {
  const result = validateDoc(value);
  if (result.ok) return result.doc;
  const fields: Record<string, string> = {};
  for (const problem of result.errors)
    fields[problem.path ? `body.${problem.path}` : 'body'] ??= problem.message;
  throw validationFailed(fields, `The project text was refused: ${result.errors[0]!.message}`);
}

/** The items of the components, in order; 422 naming any key that is not an approved item. */
export async function resolveComponents(db: Database, components: readonly ComponentInput[]) {
  if (components.length === 0) return [];
  const keys = components.map((c) => c.uniqueKey.toLowerCase());
  const rows = await db
    .select({ id: storeItems.id, key: sql<string>`lower(${storeItems.uniqueKey})` })
    .from(storeItems)
    .innerJoin(stores, eq(stores.id, storeItems.storeId))
    .where(
      and(
        inArray(sql`lower(${storeItems.uniqueKey})`, keys),
        eq(storeItems.status, 'approved'),
        eq(stores.status, 'approved'),
      ),
    );
  const idByKey = new Map(rows.map((r) => [r.key, r.id]));
  const unknown = components.filter((c) => !idByKey.has(c.uniqueKey.toLowerCase()));
  if (unknown.length) {
    const message = `Choose components from the list of approved items: ${unknown.map((c) => `"${c.uniqueKey}"`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not one.`;
    throw validationFailed({ components: message }, message);
  }
  return components.map((c) => ({
    storeItemId: idByKey.get(c.uniqueKey.toLowerCase())!,
    quantity: c.quantity,
    note: c.note?.trim() || null,
  }));
}

export async function replaceComponents(
  db: Database,
  projectId: string,
  components: Array<{ storeItemId: string; quantity: number; note: string | null }>,
): Promise<void> {
  await db.delete(projectComponents).where(eq(projectComponents.projectId, projectId));
  if (components.length === 0) return;
  await db.insert(projectComponents).values(components.map((c, position) => ({ ...c, projectId, position })));
}
