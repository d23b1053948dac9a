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
  return (await loadProjectRecords(db, [row]))[0]!;
}

/** The records of several projects, in the order of `rows`, with a query per kind of detail. */
export async function loadProjectRecords(
  db: Database,
  rows: readonly ProjectRow[],
): Promise<ProjectRecord[]> {
  const ids = rows.map((row) => row.id);
  const [tags, components, history] = await Promise.all([
    tagsOf(db, projectTags, ids),
    projectComponentsOf(db, ids, { publicOnly: false }),
    reviewHistoryOf(db, 'project', ids),
  ]);
  return rows.map((row) => ({
    ...presentModeration(row, history.get(row.id) ?? [], projectPublicPath(row)),
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverImage: row.coverImage,
    difficulty: row.difficulty,
    estimatedHours: row.estimatedHours,
    tags: tags.get(row.id) ?? [],
    components: (components.get(row.id) ?? []).map(({ quantity, note, item }) => ({
      quantity,
      note,
      item: { uniqueKey: item.uniqueKey, name: item.name, price: item.price, currency: item.currency },
    })),
    repositoryUrl: row.repositoryUrl,
    body: row.body,
  }));
}

/** What GET /api/projects/{slug} will answer for each of `rows` once approved, in their order. */
export async function projectPreviews(db: Database, rows: readonly ProjectRow[]): Promise<ProjectDetail[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [tags, components, authors] = await Promise.all([
    tagsOf(db, projectTags, ids),
    projectComponentsOf(db, ids, { publicOnly: true }),
    db
      .select({ id: projects.id, authorUsername: authorUsernameOf(projects.authorId) })
      .from(projects)
      .where(inArray(projects.id, ids)),
  ]);
  const usernames = new Map(authors.map((author) => [author.id, author.authorUsername]));
  // The public page shows when it was published; before approval that is "now".
  const now = new Date();
  return rows.map((row) =>
    presentProjectDetail(
      { ...row, publishedAt: row.publishedAt ?? now, authorUsername: usernames.get(row.id) ?? null },
      tags.get(row.id) ?? [],
      components.get(row.id) ?? [],
    ),
  );
}
