/** Reads of published projects: a filtered, sorted page, and one project with its components. */
import type { Difficulty } from '@tinkerlabs/contract/projects';
import type { PageQuery } from '@tinkerlabs/contract/pagination';
import type { TagRef } from '@tinkerlabs/contract/tags';
import { and, asc, desc, eq, getTableColumns, sql, type Placeholder } from 'drizzle-orm';
import { authorUsernameOf } from '../../content/public-author.ts';
import { isPublished, isPublishedItem } from '../../content/visibility.ts';
import type { Database } from '../../db/client.ts';
import { countRows, pageTotal, pageWindow, totalColumn } from '../../db/queries/pagination.ts';
import { taggedWith, tagsColumn } from '../../db/queries/tags.ts';
import { projectComponents, projectTags, projects, storeItems, stores } from '../../db/schema.ts';
import { alphabetical } from '../../db/queries/alphabetical.ts';
import { prepared } from '../../db/queries/prepared.ts';

/** A project with its author's username as it is now (for the public author name). */
export type ProjectRow = typeof projects.$inferSelect & { authorUsername: string | null };
export type ProjectListRow = Omit<ProjectRow, 'body'>;

export interface ProjectListQuery extends PageQuery {
  difficulty?: Difficulty | undefined;
  tag?: string | undefined;
  sort?: 'newest' | 'oldest' | 'title' | undefined;
}

export async function listProjects(db: Database, query: ProjectListQuery) {
  const sort = query.sort ?? 'newest';
  const shape = { sort, difficulty: Boolean(query.difficulty), tag: Boolean(query.tag) };
  const name = `project_list_${sort}${shape.difficulty ? '_difficulty' : ''}${shape.tag ? '_tag' : ''}`;
  const statement = prepared(db, name, () => projectListStatement(db, shape, name));
  const window = pageWindow(query);
  const selected = await statement.execute({
    ...window,
    difficulty: query.difficulty ?? '',
    tag: query.tag ?? '',
  });
  const total = await pageTotal(selected, window, () =>
    countRows(db, projects, projectFilter(db, query.difficulty, query.tag)),
  );
  const rows: ProjectListRow[] = selected.map(({ tags: _tags, total: _total, ...row }) => row);
  return { rows, tags: new Map(selected.map((row) => [row.id, row.tags])), total };
}

/** Published projects, of the difficulty and with the tag when given (values or placeholders). */
function projectFilter(db: Database, difficulty?: Difficulty | Placeholder, tag?: string | Placeholder) {
  return and(
    isPublished(projects),
    difficulty ? eq(projects.difficulty, difficulty) : undefined,
    tag ? taggedWith(db, projectTags, projects.id, tag) : undefined,
  );
}

type ListShape = { sort: NonNullable<ProjectListQuery['sort']>; difficulty: boolean; tag: boolean };

function projectListStatement(db: Database, shape: ListShape, name: string) {
  const order =
    shape.sort === 'title'
      ? [alphabetical(projects.title), asc(projects.slug)]
      : shape.sort === 'oldest'
        ? [asc(projects.publishedAt), asc(projects.slug)]
        : [desc(projects.publishedAt), asc(projects.slug)];
  const { body: _body, ...columns } = getTableColumns(projects);
  return db
    .select({
      ...columns,
      authorUsername: authorUsernameOf(projects.authorId),
      tags: tagsColumn(projectTags, projects.id),
      total: totalColumn(),
    })
    .from(projects)
    .where(
      projectFilter(
        db,
        shape.difficulty ? sql.placeholder('difficulty') : undefined,
        shape.tag ? sql.placeholder('tag') : undefined,
      ),
    )
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
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
  const [found] = await db
    .select({
      ...getTableColumns(projects),
      authorUsername: authorUsernameOf(projects.authorId),
      tags: tagsColumn(projectTags, projects.id),
    })
    .from(projects)
    .where(and(isPublished(projects), eq(projects.slug, slug)));
  if (!found) return null;
  const { tags, ...row } = found;
  return { row, tags, components: await projectComponentsOf(db, row.id, { publicOnly: true }) };
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
