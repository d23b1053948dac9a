/**
 * Statements built once per shape. Building a query with drizzle (walking its objects, writing the
 * SQL) cost a public list about as much CPU as running it; a route whose query takes a few shapes
 * (a filter given or not, a sort order) builds each shape once, with placeholders for the values, and
 * then only executes it. On PostgreSQL the statement is also prepared on the server under its name,
 * once per connection, so parsing and planning are skipped too. The cache is per database handle
 * (tests open many).
 * @example const statement = prepared(db, `posts_list_${sort}`, () => db.select()…limit(sql.placeholder('limit')).prepare(name))
 */
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
