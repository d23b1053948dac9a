/** Reads of published projects: a filtered, sorted page, and one project with its components. */
import type { Difficulty } from '@tinkerlabs/contract/projects';
import type { PageQuery } from '@tinkerlabs/contract/pagination';
import type { TagRef } from '@tinkerlabs/contract/tags';
import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm';
import { authorUsernameOf } from '../../content/public-author.ts';
import { isPublished, isPublishedItem } from '../../content/visibility.ts';
import type { Database } from '../../db/client.ts';
import { countRows, pageWindow } from '../../db/queries/pagination.ts';
import { taggedWith, tagsOf } from '../../db/queries/tags.ts';
import { projectComponents, projectTags, projects, storeItems, stores } from '../../db/schema.ts';
import { alphabetical } from '../../db/queries/alphabetical.ts';

/** A project with its author's username as it is now (for the public author name). */
export type ProjectRow = typeof projects.$inferSelect & { authorUsername: string | null };
export type ProjectListRow = Omit<ProjectRow, 'body'>;

export interface ProjectListQuery extends PageQuery {
  difficulty?: Difficulty | undefined;
  tag?: string | undefined;
  sort?: 'newest' | 'oldest' | 'title' | undefined;
}

export async function listProjects(db: Database, query: ProjectListQuery) {
  const where = and(
    isPublished(projects),
    query.difficulty ? eq(projects.difficulty, query.difficulty) : undefined,
    query.tag ? taggedWith(db, projectTags, projects.id, query.tag) : undefined,
  );
  const order =
    query.sort === 'title'
      ? [alphabetical(projects.title), asc(projects.slug)]
      : query.sort === 'oldest'
        ? [asc(projects.publishedAt), asc(projects.slug)]
        : [desc(projects.publishedAt), asc(projects.slug)];
  const { body: _body, ...columns } = getTableColumns(projects);
  const { limit, offset } = pageWindow(query);
  const [total, rows] = await Promise.all([
    countRows(db, projects, where),
    db
      .select({ ...columns, authorUsername: authorUsernameOf(projects.authorId) })
      .from(projects)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  ]);
  return {
    rows: rows as ProjectListRow[],
    tags: await tagsOf(
      db,
      projectTags,
      rows.map((r) => r.id),
    ),
    total,
  };
}

export type ComponentRow = {
  quantity: number;
  note: string | null;
  item: { uniqueKey: string; name: string; price: number; currency: string; url: string };
  store: { slug: string; name: string };
};

export async function findProject(
  db: Database,
  slug: string,
): Promise<{ row: ProjectRow; tags: TagRef[]; components: ComponentRow[] } | null> {
  const [row] = await db
    .select({ ...getTableColumns(projects), authorUsername: authorUsernameOf(projects.authorId) })
    .from(projects)
    .where(and(isPublished(projects), eq(projects.slug, slug)));
  if (!row) return null;
  const [tags, components] = await Promise.all([
    tagsOf(db, projectTags, [row.id]),
    projectComponentsOf(db, row.id, { publicOnly: true }),
  ]);
  return { row, tags: tags.get(row.id) ?? [], components };
}

/**
 * A project's components with their items and stores, in order: every one (for its author and the
 * administrators) or only those sold by a published item of a published store (the public page).
 */
export function projectComponentsOf(db: Database, projectId: string, options: { publicOnly: boolean }) {
  return db
    .select({
      quantity: projectComponents.quantity,
      note: projectComponents.note,
      item: {
        uniqueKey: storeItems.uniqueKey,
        name: storeItems.name,
        price: storeItems.price,
        currency: storeItems.currency,
        url: storeItems.url,
      },
      store: { slug: stores.slug, name: stores.name },
    })
    .from(projectComponents)
    .innerJoin(storeItems, eq(storeItems.id, projectComponents.storeItemId))
    .innerJoin(stores, eq(stores.id, storeItems.storeId))
    .where(
      and(eq(projectComponents.projectId, projectId), options.publicOnly ? isPublishedItem() : undefined),
    )
    .orderBy(asc(projectComponents.position));
}
