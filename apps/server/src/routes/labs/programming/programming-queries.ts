/** Reads of the programming lab's pages: the list, and one page with its introduction and examples. */
import type { PageQuery } from '@tinkerlabs/contract/pagination';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { countRows, pageWindow } from '../../../db/queries/pagination.ts';
import { programmingLanguages } from '../../../db/schema.ts';
import { alphabetical } from '../../../db/queries/alphabetical.ts';

export type ProgrammingRow = typeof programmingLanguages.$inferSelect;

export async function listProgrammingLanguages(db: Database, query: PageQuery) {
  const t = programmingLanguages;
  const { limit, offset } = pageWindow(query);
  const [total, rows] = await Promise.all([
    countRows(db, t, undefined),
    db
      .select({ slug: t.slug, name: t.name, summary: t.summary })
      .from(t)
      .orderBy(alphabetical(t.name))
      .limit(limit)
      .offset(offset),
  ]);
  return { rows, total };
}

export async function findProgrammingLanguage(db: Database, slug: string): Promise<ProgrammingRow | null> {
  const [row] = await db.select().from(programmingLanguages).where(eq(programmingLanguages.slug, slug));
  return row ?? null;
}
