/**
 * Reads of published projects: a filtered, sorted page (by cursor past the first pages), and one
 * project with its components.
 */
import type { Difficulty } from '@tinkerlabs/contract/projects';
import type { CursorPageQuery } from '@tinkerlabs/contract/pagination';
import type { TagRef } from '@tinkerlabs/contract/tags';
import { and, asc, eq, getTableColumns, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { authorUsernameOf } from '../../content/public-author.ts';
import { isPublished, isPublishedItem } from '../../content/visibility.ts';
import type { Database } from '../../db/client.ts';
import {
  keyColumn,
  keysetPage,
  orderBy,
  pageCondition,
  publishedOrder,
  type ListOrder,
  type PageStatementStart,
} from '../../db/queries/keyset.ts';
import { cappedCountColumn } from '../../db/queries/pagination.ts';
import { taggedWith, tagsColumn } from '../../db/queries/tags.ts';
import { projectComponents, projectTags, projects, storeItems, stores } from '../../db/schema.ts';
import { pageSizeLiteral, prepared } from '../../db/queries/prepared.ts';
import { qualified } from '../../db/queries/qualified.ts';

/** A project with its author's username as it is now (for the public author name). */
export type ProjectRow = typeof projects.$inferSelect & { authorUsername: string | null };
export type ProjectListRow = Omit<ProjectRow, 'body'>;

export interface ProjectListQuery extends CursorPageQuery {
  difficulty?: Difficulty | undefined;
  tag?: string | undefined;
  sort?: 'newest' | 'oldest' | 'title' | undefined;
}

type Sort = NonNullable<ProjectListQuery['sort']>;

/** The orders of the list (keyset.ts). */
const projectOrder = (sort: Sort): ListOrder => publishedOrder(projects, sort);

/** A page of published projects, newest first unless `sort` says otherwise; by cursor past the first pages. */
export async function listProjects(db: Database, query: ProjectListQuery) {
  const sort = query.sort ?? 'newest';
  const shape = { difficulty: Boolean(query.difficulty), tag: Boolean(query.tag) };
  const name = `project_list_${sort}${shape.difficulty ? '_difficulty' : ''}${shape.tag ? '_tag' : ''}`;
  const order = projectOrder(sort);
  const page = await keysetPage(db, query, {
    name,
    order,
    table: projects,
    where: () => projectFilter(db, query.difficulty, query.tag),
    values: { difficulty: query.difficulty ?? '', tag: query.tag ?? '' },
    statement: (start, pageShape) =>
      prepared(db, name + pageShape, (statementName) =>
        projectListStatement(db, shape, order, start, statementName),
      ),
  });
  const rows: ProjectListRow[] = page.rows.map(({ tags: _tags, ...row }) => row);
  return { ...page, rows, tags: new Map(page.rows.map((row) => [row.id, row.tags])) };
}

/** Published projects, of the difficulty and with the tag when given (values or placeholders). */
function projectFilter(db: Database, difficulty?: Difficulty | Placeholder, tag?: string | Placeholder) {
  return and(
    isPublished(projects),
    difficulty ? eq(projects.difficulty, difficulty) : undefined,
    tag ? taggedWith(db, projectTags, projects.id, tag) : undefined,
  );
}

type ListShape = { difficulty: boolean; tag: boolean };

function projectListStatement(
  db: Database,
  shape: ListShape,
  order: ListOrder,
  start: PageStatementStart,
  name: string,
) {
  const filter = projectFilter(
    db,
    shape.difficulty ? sql.placeholder('difficulty') : undefined,
    shape.tag ? sql.placeholder('tag') : undefined,
  );
  const { body: _body, ...columns } = getTableColumns(projects);
  return db
    .select({
      ...columns,
      authorUsername: authorUsernameOf(projects.authorId),
      tags: tagsColumn(projectTags, projects.id),
      pageKeys: keyColumn(order),
      total: cappedCountColumn(projects, filter, start.countCap),
    })
    .from(projects)
    .where(and(filter, pageCondition(order, start, { table: projects, id: projects.id, filter })))
    .orderBy(...orderBy(order))
    .limit(pageSizeLiteral(start.limit))
    .prepare(name);
}

export type ComponentRow = {
  quantity: number;
  note: string | null;
  item: { uniqueKey: string; name: string; price: number; currency: string; url: string };
  store: { slug: string; name: string };
};

/**
 * A column to select beside projects: each one's components with their items and stores, in order,
 * as JSON, so that a project and its parts are one query: every one, or only those the public page
 * shows (sold by a published item of a published store: `isPublishedItem`, written out for the
 * subquery).
 */
export function componentsColumn({ publicOnly }: { publicOnly: boolean }): SQL<ComponentRow[]> {
  // In a select list drizzle writes columns without their table: `qualified` (q) names them.
  const q = qualified;
  const [component, item, store] = [projectComponents, storeItems, stores];
  const published = publicOnly
    ? sql` and ${q(item.status)} = 'approved' and ${q(store.status)} = 'approved'`
    : sql``;
  return sql<ComponentRow[]>`(select coalesce(json_agg(json_build_object('quantity', ${q(component.quantity)},
      'note', ${q(component.note)}, 'item', json_build_object('uniqueKey', ${q(item.uniqueKey)},
      'name', ${q(item.name)}, 'price', ${q(item.price)}, 'currency', ${q(item.currency)}, 'url', ${q(item.url)}),
      'store', json_build_object('slug', ${q(store.slug)}, 'name', ${q(store.name)})) order by ${q(component.position)}), '[]'::json)
    from ${component} join ${item} on ${q(item.id)} = ${q(component.storeItemId)}
      join ${store} on ${q(store.id)} = ${q(item.storeId)}
    where ${q(component.projectId)} = ${q(projects.id)}${published})`;
}

/** The published project at `slug` with its tags and public components: one prepared statement. */
export async function findProject(
  db: Database,
  slug: string,
): Promise<{ row: ProjectRow; tags: TagRef[]; components: ComponentRow[] } | null> {
  const [found] = await prepared(db, 'project_by_slug', (name) =>
    db
      .select({
        ...getTableColumns(projects),
        authorUsername: authorUsernameOf(projects.authorId),
        tags: tagsColumn(projectTags, projects.id),
        components: componentsColumn({ publicOnly: true }),
      })
      .from(projects)
      .where(and(isPublished(projects), eq(projects.slug, sql.placeholder('slug'))))
      .prepare(name),
  ).execute({ slug });
  if (!found) return null;
  const { tags, components, ...row } = found;
  return { row, tags, components };
}

/**
 * The components of each of `projectIds` with their items and stores, in order: every one (for
 * their authors and the administrators) or only those sold by a published item of a published store
 * (the public page). One query for any number of projects (the review queue shows a page of them).
 */
export async function projectComponentsOf(
  db: Database,
  projectIds: readonly string[],
  options: { publicOnly: boolean },
): Promise<Map<string, ComponentRow[]>> {
  const result = new Map<string, ComponentRow[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return result;
  const rows = await db
    .select({
      projectId: projectComponents.projectId,
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
      and(
        inArray(projectComponents.projectId, [...projectIds]),
        options.publicOnly ? isPublishedItem() : undefined,
      ),
    )
    .orderBy(asc(projectComponents.projectId), asc(projectComponents.position));
  for (const { projectId, ...component } of rows) result.get(projectId)?.push(component);
  return result;
}
