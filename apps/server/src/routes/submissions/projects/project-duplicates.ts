/** Projects a submitted project may duplicate: a similar title (see shared/similar-names.ts). */
import type { DuplicateHint } from '@tinkerlabs/contract/submissions';
import { ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { projects } from '../../../db/schema.ts';
import { isSimilarName } from '../shared/similar-names.ts';
import type { ProjectRow } from './project-record.ts';

export async function projectDuplicates(db: Database, row: ProjectRow): Promise<DuplicateHint[]> {
  const others = await db
    .select({ id: projects.id, title: projects.title, slug: projects.slug, status: projects.status })
    .from(projects)
    .where(ne(projects.id, row.id));
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
