/**
 * Projects a submitted project may duplicate: a similar title (see shared/similar-names.ts), found
 * among the candidates the database's index of titles by their words gives (`similarNameCandidates`).
 */
import type { DuplicateHint } from '@tinkerlabs/contract/submissions';
import { and, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { projects } from '../../../db/schema.ts';
import { isSimilarName, normaliseName, similarNameCandidates } from '../shared/similar-names.ts';
import type { ProjectRow } from './project-record.ts';

export async function projectDuplicates(db: Database, row: ProjectRow): Promise<DuplicateHint[]> {
  if (!normaliseName(row.title)) return [];
  const others = await db
    .select({ id: projects.id, title: projects.title, slug: projects.slug, status: projects.status })
    .from(projects)
    .where(and(ne(projects.id, row.id), similarNameCandidates(projects.title, row.title)));
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
