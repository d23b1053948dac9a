/**
 * Projects a submitted project may duplicate: a similar title (see shared/similar-names.ts). Only
 * titles that share a word with this one can be similar (equal, or one holding the other's words),
 * so the database passes those alone (`sharingAWord`): reading every project's title for each
 * project of the review queue took 30–50 ms each at 5 000 projects.
 */
import type { DuplicateHint } from '@tinkerlabs/contract/submissions';
import { and, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { projects } from '../../../db/schema.ts';
import { isSimilarName, normaliseName, sharingAWord } from '../shared/similar-names.ts';
import type { ProjectRow } from './project-record.ts';

export async function projectDuplicates(db: Database, row: ProjectRow): Promise<DuplicateHint[]> {
  if (!normaliseName(row.title)) return [];
  const others = await db
    .select({ id: projects.id, title: projects.title, slug: projects.slug, status: projects.status })
    .from(projects)
    .where(and(ne(projects.id, row.id), sharingAWord(projects.title, row.title)));
  return others
    .filter((other) => isSimilarName(row.title, other.title))
    .map((other) => ({
      reason: 'similar_title' as const,
      message: `A similar title to ${other.title} (${other.status})`,
      id: other.id,
      name: other.title,
      status: other.status,
      path: `/dashboard/projects/${other.slug}/edit`,
    }));
}
