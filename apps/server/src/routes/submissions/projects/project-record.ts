/**
 * Reads of projects in any state for the workflow, the project record as the contract shows it, and
 * the preview: exactly what GET /api/projects/{slug} will answer once the project is approved.
 */
import type { HistoryEntry } from '@tinkerlabs/contract/history';
import type { ProjectDetail } from '@tinkerlabs/contract/projects';
import type { ProjectRecord, ProjectReviewItem } from '@tinkerlabs/contract/submissions';
import type { TagRef } from '@tinkerlabs/contract/tags';
import { eq, inArray, sql } from 'drizzle-orm';
import { authorUsernameOf } from '../../../content/public-author.ts';
import { historyColumn, historyFromJson, reviewHistoryOf } from '../../../content/review-history.ts';
import {
  pendingPage,
  queueColumns,
  queuePageStatement,
  waitingLongestFirst,
} from '../../../content/review-queue.ts';
import type { Database } from '../../../db/client.ts';
import { prepared } from '../../../db/queries/prepared.ts';
import { tagsColumn, tagsOf } from '../../../db/queries/tags.ts';
import { projectTags, projects } from '../../../db/schema.ts';
import { presentProjectDetail } from '../../projects/project-presenter.ts';
import { componentsColumn, projectComponentsOf, type ComponentRow } from '../../projects/project-queries.ts';
import { isUuid } from '../shared/is-uuid.ts';
import { projectHintsColumn } from './project-duplicates.ts';
import { presentModeration } from '../shared/moderation-presenter.ts';
import type { QueueAdds } from '../shared/submission-kind.ts';

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
  return rows.map((row) =>
    presentProjectRecord(
      row,
      tags.get(row.id) ?? [],
      (components.get(row.id) ?? []).map(recordComponent),
      history.get(row.id) ?? [],
    ),
  );
}

/** A component as the record shows it: the item without its address and store. */
const recordComponent = ({ quantity, note, item }: ComponentRow): ProjectRecord['components'][number] => ({
  quantity,
  note,
  item: { uniqueKey: item.uniqueKey, name: item.name, price: item.price, currency: item.currency },
});

function presentProjectRecord(
  row: ProjectRow,
  tags: TagRef[],
  components: ProjectRecord['components'],
  history: HistoryEntry[],
): ProjectRecord {
  return {
    ...presentModeration(row, history, projectPublicPath(row)),
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverImage: row.coverImage,
    difficulty: row.difficulty,
    estimatedHours: row.estimatedHours,
    tags,
    components,
    repositoryUrl: row.repositoryUrl,
    body: row.body,
  };
}

/**
 * A page of the review queue, each project with its history and duplicate hints (its body, parts and
 * tags come with its preview, loaded on its own), and the total: one statement.
 */
export function projectQueuePage(db: Database, window: { limit: number; offset: number }) {
  return prepared(db, queuePageStatement('project_review_queue', window), (name) => {
    const page = pendingPage(db, projects, projects.updatedAt, window);
    return db
      .select({
        ...queueColumns(projects),
        slug: projects.slug,
        title: projects.title,
        history: historyColumn('project', projects.id),
        hints: projectHintsColumn(),
        total: page.total,
      })
      .from(page)
      .innerJoin(projects, eq(projects.id, page.id))
      .orderBy(...waitingLongestFirst(projects, projects.updatedAt))
      .prepare(name);
  }).execute({ offset: window.offset });
}

export type ProjectQueueRow = Awaited<ReturnType<typeof projectQueuePage>>[number];

export const projectQueueRecord = (row: ProjectQueueRow): Omit<ProjectReviewItem, QueueAdds> => ({
  ...presentModeration(row, historyFromJson(row.history), projectPublicPath(row)),
  slug: row.slug,
  title: row.title,
});

/** What GET /api/projects/{slug} will answer for the project once approved: one prepared statement. */
export async function projectPreview(db: Database, row: ProjectRow): Promise<ProjectDetail> {
  const [found] = await prepared(db, 'project_preview', (name) =>
    db
      .select({
        authorUsername: authorUsernameOf(projects.authorId),
        tags: tagsColumn(projectTags, projects.id),
        components: componentsColumn({ publicOnly: true }),
      })
      .from(projects)
      .where(eq(projects.id, sql.placeholder('id')))
      .prepare(name),
  ).execute({ id: row.id });
  // The public page shows when it was published; before approval that is "now".
  return presentProjectDetail(
    { ...row, publishedAt: row.publishedAt ?? new Date(), authorUsername: found?.authorUsername ?? null },
    found?.tags ?? [],
    found?.components ?? [],
  );
}
