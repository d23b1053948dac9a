/**
 * Writes of projects for the workflow: insert a pending submission with its tags and components,
 * apply an edit (answering the fields it changed, as the API names them), set the review state.
 */
import type { projectFieldsSchema } from '@tinkerlabs/contract/submissions';
import { readingMinutes } from '@tinkerlabs/rich-text/plain-text';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { changedFieldsOf } from '../../../content/review-history.ts';
import type { Database } from '../../../db/client.ts';
import { projectTags, projects } from '../../../db/schema.ts';
import { checkCoverImage, resolveTags } from '../../article-drafts/article-content.ts';
import { resolveRequestedSlug } from '../shared/requested-slug.ts';
import type { ModerationChanges } from '../shared/submission-kind.ts';
import { checkProjectBody, replaceComponents, resolveComponents } from './project-content.ts';
import { loadProjectRecord, type ProjectRow } from './project-record.ts';

type ProjectFields = z.output<typeof projectFieldsSchema>;
type ProjectEdit = Partial<ProjectFields> & { baseVersion: number };

const slugColumns = { table: projects, slug: projects.slug, id: projects.id };

async function replaceTags(db: Database, projectId: string, tagIds: readonly string[]) {
  await db.delete(projectTags).where(eq(projectTags.contentId, projectId));
  if (tagIds.length)
    await db.insert(projectTags).values(tagIds.map((tagId) => ({ contentId: projectId, tagId })));
}

export async function insertProject(
  db: Database,
  input: ProjectFields,
  author: { id: string; name: string },
): Promise<ProjectRow> {
  const body = checkProjectBody(input.body);
  const coverImage = checkCoverImage(input.coverImage ?? null);
  const tagIds = await resolveTags(db, input.tags ?? []);
  const components = await resolveComponents(db, input.components);
  const slug = await resolveRequestedSlug(db, slugColumns, 'project', {
    requested: input.slug ?? '',
    name: input.title,
    id: null,
  });
  const [row] = await db
    .insert(projects)
    .values({
      slug,
      title: input.title,
      summary: input.summary,
      body,
      readingMinutes: readingMinutes(body),
      difficulty: input.difficulty,
      estimatedHours: input.estimatedHours ?? null,
      repositoryUrl: input.repositoryUrl ?? null,
      coverImage,
      authorId: author.id,
      authorName: author.name,
      status: 'pending',
    })
    .returning();
  await replaceTags(db, row!.id, tagIds);
  await replaceComponents(db, row!.id, components);
  return row!;
}

export async function editProject(
  db: Database,
  row: ProjectRow,
  { baseVersion: _baseVersion, tags, components, ...input }: ProjectEdit,
): Promise<{ row: ProjectRow; changedFields: string[] }> {
  const before = await loadProjectRecord(db, row);
  const changes: Partial<typeof projects.$inferInsert> = { ...input };
  if (input.body !== undefined) {
    changes.body = checkProjectBody(input.body);
    changes.readingMinutes = readingMinutes(changes.body);
  }
  if (input.coverImage !== undefined) changes.coverImage = checkCoverImage(input.coverImage);
  if (input.slug !== undefined) {
    changes.slug = await resolveRequestedSlug(db, slugColumns, 'project', {
      requested: input.slug,
      name: input.title ?? row.title,
      id: row.id,
    });
  }
  if (tags !== undefined) await replaceTags(db, row.id, await resolveTags(db, tags));
  if (components !== undefined) await replaceComponents(db, row.id, await resolveComponents(db, components));
  const { readingMinutes: _minutes, body: newBody, ...apiChanges } = changes;
  // PostgreSQL's jsonb reorders object keys: compare documents by content, not by spelling.
  const bodyChanged = newBody !== undefined && sortedJson(newBody) !== sortedJson(row.body);
  const changedFields = changedFieldsOf(
    {
      ...before,
      tags: before.tags.map((t) => t.slug).sort(),
      components: before.components.map((c) => ({
        uniqueKey: c.item.uniqueKey.toLowerCase(),
        quantity: c.quantity,
        note: c.note,
      })),
    },
    {
      ...apiChanges,
      tags: tags && [...tags].sort(),
      components: components?.map((c) => ({
        uniqueKey: c.uniqueKey.toLowerCase(),
        quantity: c.quantity,
        note: c.note?.trim() || null,
      })),
    },
  );
  if (bodyChanged) changedFields.push('body');
  const [updated] = await db
    .update(projects)
    .set({ ...changes, version: row.version + 1, seededHash: null })
    .where(eq(projects.id, row.id))
    .returning();
  return { row: updated!, changedFields };
}

/** JSON with every object's keys sorted, so equal documents compare equal. */
function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

export async function moderateProject(
  db: Database,
  row: ProjectRow,
  changes: ModerationChanges,
): Promise<ProjectRow> {
  const [updated] = await db
    .update(projects)
    .set({ ...changes, version: row.version + 1, seededHash: null })
    .where(eq(projects.id, row.id))
    .returning();
  return updated!;
}

export async function removeProject(db: Database, row: ProjectRow): Promise<void> {
  await db.delete(projects).where(eq(projects.id, row.id)); // tags and components go with it
}
