/**
 * Statements built once per shape. Building a query with drizzle (walking its objects, writing the
 * SQL) cost a public list about as much CPU as running it; a route whose query takes a few shapes
 * (a filter given or not, a sort order) builds each shape once, with placeholders for the values, and
 * then only executes it. On PostgreSQL the statement is also prepared on the server under its name,
 * once per connection, so parsing is skipped too, and planning once PostgreSQL settles on a plan for
 * every value (a generic plan, after five executions). It settles only when that plan costs no more
 * than the plans for the values given: a `limit $1` is planned as a tenth of the rows, a filter on a
 * placeholder as an average value, and such a statement is planned again at every execution (2 of the
 * 3 ms of a review queue page). Values that are fixed belong in the SQL, and a page's size goes in as
 * `pageSizeLiteral`. The cache is per database handle (tests open many).
 * @example const statement = prepared(db, `posts_list_${sort}`, () => db.select()…limit(sql.placeholder('limit')).prepare(name))
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';

const statements = new WeakMap<Database, Map<string, unknown>>();

/** The statement named `name` for `db`, built by `build(name)` the first time. */
export function prepared<T>(db: Database, name: string, build: (name: string) => T): T {
  let forDb = statements.get(db);
  if (!forDb) statements.set(db, (forDb = new Map()));
  let statement = forDb.get(name) as T | undefined;
  if (statement === undefined) forDb.set(name, (statement = build(name)));
  return statement;
}

/**
 * A page's size written into a statement rather than as a placeholder (see above), for drizzle's
 * `.limit()`, which writes an SQL value as it is; name the statement after the size
 * (`queue_${limit}`). Sizes come from the contract's page queries, 1–maxPageSize.
 * @example prepared(db, `store_review_queue_${limit}`, (name) => db.select()…limit(pageSizeLiteral(limit)).prepare(name))
 */
export function pageSizeLiteral(limit: number): number {
  // drizzle's type for .limit() is a number or a placeholder; it writes any SQL given as it is.
  return integerLiteral(limit) as unknown as number;
}

/** A count (a page's size, a cap) written into a statement (see above). */
export function integerLiteral(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a count: ${value}`);
  return sql.raw(String(value));
}
