/**
 * Keyset ("seek") paging for the lists that grow (articles, blog posts, projects, stores): past its
 * first pages, a list is read from where the page before ended — `WHERE (sort keys) after (the last
 * row's)` on an index in the list's order — instead of skipping rows with OFFSET, which reads and
 * throws away every row before the page (page 500 of the articles took 250–770 ms at 100 000
 * articles; seeking takes what the first page takes). The first `maxNumberedPage` pages keep their
 * numbers (a short OFFSET); each page answers the cursor of the next (contract: pagination.ts).
 *
 * A list's order is a list of sort keys ending in a unique one (the slug), so every row has its own
 * place and a page boundary between equal dates loses or repeats nothing. The cursor carries the
 * order's name, the next page's number and the last row's key values, read in SQL as text
 * (timestamps to the microsecond, which a JS Date would round), base64url-encoded JSON.
 */
import { invalidCursorMessage, type CursorPageQuery } from '@tinkerlabs/contract/pagination';
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../../http/errors.ts';
import type { Database } from '../client.ts';
import { countCap, listTotal, longListEstimate } from './pagination.ts';
import { pageSizeLiteral } from './prepared.ts';

export interface SortKey {
  /** What is sorted on, as written in ORDER BY: a column or an expression such as lower(title). */
  expression: PgColumn | SQL;
  direction: 'asc' | 'desc';
  type: 'timestamp' | 'text';
  /** Whether it may be NULL. PostgreSQL sorts NULL after every value ascending, before descending. */
  nullable?: boolean;
}

/**
 * An order of a list: its name (carried by its cursors) and its keys, the last unique. An order
 * `byOffset` (a relevance ranking, over a bounded set of candidates) has no keys: its cursor carries
 * the offset of the next page.
 */
export interface ListOrder {
  name: string;
  keys: readonly SortKey[];
  byOffset?: boolean;
}

export type KeyValue = string | null;

/** Where a page starts: a numbered page's offset, or the key values of the row before it. */
export interface PageStart {
  page: number;
  offset: number;
  after: KeyValue[] | null;
}

/**
 * A page as its statement is written: where it starts, how many rows it fetches (`limit`, the page's
 * size and one more) and up to how many rows its total is counted (`countCap`: null for all, 0 when the
 * list's estimate is known). Both are written into the statement, whose name tells them
 * (`pageShape`): with placeholders PostgreSQL planned a list's statement again at every execution
 * (db/queries/prepared.ts), as long as running it.
 */
export interface PageStatementStart extends PageStart {
  limit: number;
  countCap: number | null;
}

/**
 * The orders of a list of published records (articles, blog posts, projects): newest or oldest by
 * publication, or by title; each ends in the slug, which is unique. Published records always have a
 * publication date (approval sets it), so that key is never NULL here.
 */
export function publishedOrder(
  columns: { slug: PgColumn; publishedAt: PgColumn; title: PgColumn },
  sort: 'newest' | 'oldest' | 'title',
): ListOrder {
  const slug = { expression: columns.slug, direction: 'asc', type: 'text' } as const;
  if (sort === 'title') {
    return {
      name: sort,
      keys: [{ expression: sql`lower(${columns.title})`, direction: 'asc', type: 'text' }, slug],
    };
  }
  const direction = sort === 'oldest' ? 'asc' : 'desc';
  return { name: sort, keys: [{ expression: columns.publishedAt, direction, type: 'timestamp' }, slug] };
}

/** The ORDER BY of `order`. */
export function orderBy(order: ListOrder): SQL[] {
  return order.keys.map((key) => sql`${key.expression} ${sql.raw(key.direction)}`);
}

/**
 * A column to select beside a page's rows: the row's key values, as text (timestamps in UTC to the
 * microsecond), so the last row's make the next cursor.
 */
export function keyColumn(order: ListOrder): SQL<KeyValue[]> {
  const values = order.keys.map((key) =>
    key.type === 'timestamp'
      ? sql`to_char(${key.expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
      : sql`${key.expression}`,
  );
  return sql<KeyValue[]>`json_build_array(${sql.join(values, sql`, `)})`;
}

/**
 * The condition "after the row whose keys are `values`" in `order`: the rows equal on the first i
 * keys and after it on the next, for each i. Values come as placeholders (`key0`, `key1` …, filled
 * by `seekValues`) except NULLs, which change the condition's shape (see `pageShape`). The first
 * key's bound is repeated on its own so the index's range can start there.
 */
export function seekCondition(order: ListOrder, values: readonly KeyValue[]): SQL {
  const placeholder = (i: number) => {
    const value = sql.placeholder(`key${i}`);
    return order.keys[i]?.type === 'timestamp' ? sql`${value}::timestamptz` : sql`${value}::text`;
  };
  const equal = (i: number): SQL => {
    const { expression } = order.keys[i]!;
    return values[i] === null ? sql`${expression} is null` : sql`${expression} = ${placeholder(i)}`;
  };
  const after = (i: number): SQL | undefined => {
    const { expression, direction, nullable } = order.keys[i]!;
    if (values[i] === null) return direction === 'desc' ? sql`${expression} is not null` : undefined;
    const beyond =
      direction === 'asc' ? sql`${expression} > ${placeholder(i)}` : sql`${expression} < ${placeholder(i)}`;
    return nullable && direction === 'asc' ? or(beyond, sql`${expression} is null`) : beyond;
  };
  const branches = order.keys.flatMap((_, i) => {
    const next = after(i);
    if (!next) return [];
    return [and(...order.keys.slice(0, i).map((__, j) => equal(j)), next)!];
  });
  // The first key's bound, which the index's range starts from; not for a key that may be NULL
  // ascending, whose NULLs come after every value.
  const first = order.keys[0]!;
  const bound =
    values[0] === null || (first.nullable && first.direction === 'asc')
      ? undefined
      : first.direction === 'asc'
        ? sql`${first.expression} >= ${placeholder(0)}`
        : sql`${first.expression} <= ${placeholder(0)}`;
  return and(bound, branches.length ? or(...branches) : sql`false`)!;
}

/**
 * The condition that starts a page: after its cursor (`seekCondition`), or for a numbered page past
 * the first, among the ids that page holds, found in the list's index alone (LIMIT and OFFSET from
 * the placeholders `limit` and `offset`): an OFFSET in the list's own query worked out each skipped
 * row's tags and author too (96 ms for page 50 of 50 articles). None for the first page, or for an
 * order by offset, whose query skips rows itself.
 */
export function pageCondition(
  order: ListOrder,
  start: PageStatementStart,
  list: { table: PgTable; id: PgColumn; filter: SQL | undefined },
): SQL | undefined {
  if (start.after) return seekCondition(order, start.after);
  if (start.offset === 0 || order.byOffset) return undefined;
  return sql`${list.id} in (select ${list.id} from ${list.table} where ${list.filter ?? sql`true`}
    order by ${sql.join(orderBy(order), sql`, `)} limit ${pageSizeLiteral(start.limit)} offset ${sql.placeholder('offset')})`;
}

/**
 * Names the shape of a page's statement (which cursor values are NULL, the rows it fetches, how far
 * it counts), for its prepared statement's name.
 */
export function pageShape(start: PageStatementStart): string {
  const where = start.after
    ? `_after_${start.after.map((v) => (v === null ? 'n' : 'v')).join('')}`
    : start.offset > 0
      ? '_numbered'
      : '';
  return `${where}_${start.limit}_${start.countCap ?? 'all'}`;
}

/** The placeholders' values of `seekCondition`. */
export function seekValues(values: readonly KeyValue[] | null): Record<string, string> {
  const filled: Record<string, string> = {};
  values?.forEach((value, i) => {
    if (value !== null) filled[`key${i}`] = value;
  });
  return filled;
}

const timestampText = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * Where the page asked for starts: after the cursor's row, or at a numbered page's first row. A
 * cursor that is not one of `order`'s is a 400 naming `after`.
 * @example const start = pageStart(query, newestOrder) // { page: 51, offset: 0, after: ['2026-…Z', 'pid-tuning'] }
 */
export function pageStart(query: CursorPageQuery, order: ListOrder): PageStart {
  if (query.after === undefined)
    return { page: query.page, offset: (query.page - 1) * query.pageSize, after: null };
  const cursor = decodeCursor(query.after);
  const keys = cursor?.keys ?? [];
  if (cursor?.sort === order.name && order.byOffset) {
    const offset = keys.length === 1 && /^\d{1,6}$/.test(keys[0] ?? '') ? Number(keys[0]) : NaN;
    if (Number.isSafeInteger(offset)) return { page: cursor.page, offset, after: null };
  }
  const fits =
    cursor?.sort === order.name &&
    !order.byOffset &&
    keys.length === order.keys.length &&
    keys.every((value, i) => {
      const key = order.keys[i]!;
      if (value === null) return key.nullable === true;
      return key.type === 'timestamp' ? timestampText.test(value) : value.length <= 1000;
    });
  if (!cursor || !fits)
    throw new AppError(400, 'bad_request', invalidCursorMessage, { after: invalidCursorMessage });
  return { page: cursor.page, offset: 0, after: keys };
}

/**
 * A page's rows, fetched with one row more than the page holds (`pageSize + 1`), and its next
 * cursor: null when that extra row is missing, as this is the last page.
 */
export function pageOf<Row extends { pageKeys: KeyValue[] }>(
  fetched: readonly Row[],
  start: PageStart,
  pageSize: number,
  order: ListOrder,
): { rows: Omit<Row, 'pageKeys'>[]; nextCursor: string | null } {
  const rows = fetched.slice(0, pageSize);
  const last = rows.at(-1);
  const keys = order.byOffset ? [String(start.offset + pageSize)] : last?.pageKeys;
  const nextCursor =
    fetched.length > pageSize && keys ? encodeCursor({ sort: order.name, page: start.page + 1, keys }) : null;
  return { rows: rows.map(({ pageKeys: _keys, ...row }) => row), nextCursor };
}

/** A prepared list statement: its parameters are the list's own, `offset` and the keys. */
interface ListStatement<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * One page of a growing list, in one query: its rows (`pageKeys` and `total` selected with
 * `keyColumn` and `cappedCountColumn`), the total (listTotal), and the next page's cursor.
 * @param list.statement the prepared statement of the list's shape starting at `start`
 *   (`pageCondition`); `shape` is to be added to its name.
 * @param list.where the list's filter with its values (not placeholders): counts a page without
 *   rows, and estimates past the cap.
 * @example const page = await keysetPage(db, query, { order, table: articles, where: () => filter, values: { tag }, statement: (after, shape) => prepared(db, `articles${shape}`, …) })
 */
export async function keysetPage<Row extends { pageKeys: KeyValue[]; total: number }>(
  db: Database,
  query: CursorPageQuery,
  list: {
    /** The list's statements' name, which with `values` keys its total's estimate. */
    name: string;
    order: ListOrder;
    table: PgTable;
    where: () => SQL | undefined;
    values: Record<string, unknown>;
    statement: (start: PageStatementStart, shape: string) => ListStatement<Row>;
  },
): Promise<{
  rows: Omit<Omit<Row, 'pageKeys'>, 'total'>[];
  page: number;
  total: number;
  nextCursor: string | null;
}> {
  const estimateKey = `${list.name} ${JSON.stringify(list.values)}`;
  // A list known to be long (its estimate is fresh) is not counted again: LIMIT 0 in the count.
  const known = longListEstimate(estimateKey);
  const start: PageStatementStart = {
    ...pageStart(query, list.order),
    limit: query.pageSize + 1,
    countCap: known === undefined ? countCap(db) : 0,
  };
  const fetched = await list.statement(start, pageShape(start)).execute({
    ...list.values,
    ...seekValues(start.after),
    offset: start.offset,
  });
  const { rows, nextCursor } = pageOf(fetched, start, query.pageSize, list.order);
  // Counted over the whole filter (not from the cursor on) in the page's own query, when it has a row.
  const total = known ?? (await listTotal(db, list.table, list.where, fetched[0]?.total, { estimateKey }));
  return { rows: rows.map(({ total: _total, ...row }) => row), page: start.page, total, nextCursor };
}

interface Cursor {
  sort: string;
  page: number;
  keys: KeyValue[];
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.page, ...cursor.keys])).toString('base64url');
}

function decodeCursor(text: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value)) return null;
    const [sort, page, ...keys] = value as unknown[];
    if (typeof sort !== 'string' || !Number.isInteger(page) || (page as number) < 2) return null;
    if (!keys.every((key) => key === null || typeof key === 'string')) return null;
    return { sort, page: page as number, keys: keys as KeyValue[] };
  } catch {
    return null;
  }
}
