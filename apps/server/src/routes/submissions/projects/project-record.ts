/**
 * Reads of projects in any state for the workflow, the project record as the contract shows it, and
 * the preview: exactly what GET /api/projects/{slug} will answer once the project is approved.
 */
import type { ProjectDetail } from '@tinkerlabs/contract/projects';
import type { ProjectRecord } from '@tinkerlabs/contract/submissions';
import { eq, inArray } from 'drizzle-orm';
import { authorUsernameOf } from '../../../content/public-author.ts';
import { reviewHistoryOf } from '../../../content/review-history.ts';
import type { Database } from '../../../db/client.ts';
import { tagsOf } from '../../../db/queries/tags.ts';
import { projectTags, projects } from '../../../db/schema.ts';
import { presentProjectDetail } from '../../projects/project-presenter.ts';
import { projectComponentsOf } from '../../projects/project-queries.ts';
import { isUuid } from '../shared/is-uuid.ts';
import { presentModeration } from '../shared/moderation-presenter.ts';

export type ProjectRow = typeof projects.$inferSelect;

export const projectPublicPath = (row: { slug: string }) => `/projects/${row.slug}`;

export async function findProjectRow(db: Database, id: string, options: { lock?: boolean } = {}) {
  if (!isUuid(id)) return null;
  const query = db.select().from(projects).where(eq(projects.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export function findProjectRows(db: Database, ids: readonly string[]): Promise<ProjectRow[]> {
  return ids.length
    ? db
        .select()
        .from(projects)
        .where(inArray(projects.id, [...ids]))
    : Promise.resolve([]);
}

export async function findProjectBySlug(db: Database, slug: string): Promise<ProjectRow | null> {
  const [row] = await db.select().from(projects).where(eq(projects.slug, slug));
  return row ?? null;
}

export async function loadProjectRecord(db: Database, row: ProjectRow): Promise<ProjectRecord> {
  const [tags, components, history] = await Promise.all([
    tagsOf(db, projectTags, [row.id]),
    projectComponentsOf(db, row.id, { publicOnly: false }),
    reviewHistoryOf(db, 'project', [row.id]),
  ]);
  return {
    ...presentModeration(row, history.get(row.id) ?? [], projectPublicPath(row)),
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverImage: row.coverImage,
    difficulty: row.difficulty,
    estimatedHours: row.estimatedHours,
    tags: tags.get(row.id) ?? [],
    components: components.map(({ quantity, note, item }) => ({
      quantity,
      note,
      item: { uniqueKey: item.uniqueKey, name: item.name, price: item.price, currency: item.currency },
    })),
    repositoryUrl: row.repositoryUrl,
    body: row.body,
  };
}

export async function projectPreview(db: Database, row: ProjectRow): Promise<ProjectDetail> {
  const [tags, components] = await Promise.all([
    tagsOf(db, projectTags, [row.id]),
    projectComponentsOf(db, row.id, { publicOnly: true }),
  ]);
  const [author] = await db
    .select({ authorUsername: authorUsernameOf(projects.authorId) })
    .from(projects)
    .where(eq(projects.id, row.id));
  // The public page shows when it was published; before approval that is "now".
  const publishedAt = row.publishedAt ?? new Date();
  return presentProjectDetail(
    { ...row, publishedAt, authorUsername: author?.authorUsername ?? null },
    tags.get(row.id) ?? [],
    components,
  );
}
