/**
 * Projects that submitted projects may duplicate: a similar title (see shared/similar-names.ts). One
 * query for a page of the review queue: the candidates of every row's title on the database's index
 * of titles by their words (`similarNameCandidates`); `areSimilarNormalised` then decides for each row, each name normalised once.
 */
import type { DuplicateHint } from '@tinkerlabs/contract/submissions';
import type { Database } from '../../../db/client.ts';
import { projects } from '../../../db/schema.ts';
import { areSimilarNormalised, normaliseName, similarNameCandidates } from '../shared/similar-names.ts';
import type { ProjectRow } from './project-record.ts';

/** The hints of each of `rows`, in their order. */
export async function projectDuplicates(
  db: Database,
  rows: readonly Pick<ProjectRow, 'id' | 'title'>[],
): Promise<DuplicateHint[][]> {
  const others = await similarNameCandidates(
    db,
    'project_title_candidates',
    projects,
    projects.title,
    { id: projects.id, title: projects.title, slug: projects.slug, status: projects.status },
    rows.map((row) => row.title),
  );
  const normalised = new Map(others.map((other) => [other.id, normaliseName(other.title)]));
  return rows.map((row) => {
    const title = normaliseName(row.title);
    return others
      .filter((other) => other.id !== row.id && areSimilarNormalised(title, normalised.get(other.id)!))
      .map((other) => ({
        reason: 'similar_title' as const,
        message: `A similar title to ${other.title} (${other.status})`,
        id: other.id,
        name: other.title,
        status: other.status,
        path: `/dashboard/projects/${other.slug}/edit`,
      }));
  });
}
