/**
 * Opens the database named by the configuration: embedded PGlite (a folder, or memory for tests) or
 * a PostgreSQL server through `pg`. Both are driven through the same drizzle pg-core API.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { parse as parseArray } from 'postgres-array';
import type { DatabaseConfig } from '../config.ts';
import { lockDataDir } from './lock.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

// `text[]` columns (a board's highlights, a store's categories) are read with postgres-array 3, the
// parser of pg-types 4; pg 8 still brings pg-types 2 with postgres-array 2, which builds an object
// per character: a board's highlights took 5 µs against 0.3, and the server's CPU per
// /api/labs/boards page went 1.17–1.25 → 1.05–1.07 ms (850–870 → 950–960 req/s, 2026-12-04).
// Process-wide, as pg's types are: drizzle hands pg every type it does not parse itself.
const textArrayOid = 1009 as Parameters<typeof pg.types.setTypeParser>[0]; // _text; TypeId lists scalar types only
pg.types.setTypeParser(textArrayOid, (value: string) => parseArray(value));

export interface DatabaseHandle {
  kind: DatabaseConfig['kind'];
  db: Database;
  /** Present on PostgreSQL only: the pool, for LISTEN/NOTIFY clients and raw access. */
  pool?: pg.Pool;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /** PGlite in a folder only: the folder, and a consistent archive of it (a gzipped tar), made in-process. */
  dataDir?: string;
  dumpArchive?: () => Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * @param options.loadDataDir for an in-memory PGlite (no folder): start from this dump of another
 *   database (`dumpDataDir`) instead of an empty cluster — the tests' migrated template.
 */
export async function openDatabase(
  config: DatabaseConfig,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      // While the server is away a request fails fast (503) instead of queueing for ever.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      ...(config.applicationName ? { application_name: config.applicationName } : {}),
    });
    // A connection dropped by the server (restart, failover, pg_terminate_backend) must not crash the
    // process. The pool listens on idle clients only; a client that is checked out (inside a
    // transaction, between two queries) emits 'error' on itself, and an 'error' event nobody listens
    // to kills Node. So every client gets a listener when it is opened; the failed query rejects on
    // its own, and the pool discards the broken client when it is released.
    const logLost = (error: Error) =>
      console.error(`PostgreSQL connection lost (a new one will be opened): ${error.message}`);
    pool.on('connect', (client) => client.on('error', logLost));
    pool.on('error', () => {}); // an idle client's error: already logged by the listener above
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return {
      kind: 'postgres',
      db,
      pool,
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  // One folder, however it is reached: PGlite cannot open a folder through a symbolic link, and two
  // paths to the same folder must meet at the same lock.
  const dataDir = config.dataDir ? realDataDir(config.dataDir) : null;
  const lock = dataDir ? lockDataDir(dataDir) : null;
  try {
    const client = dataDir
      ? await openPglite(dataDir)
      : await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      kind: 'pglite',
      db,
      ping: () => ping(db),
      ...(dataDir
        ? {
            dataDir,
            dumpArchive: async () => new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer()),
          }
        : {}),
      async close() {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** The folder's real path (symbolic links resolved), also when it does not exist yet. */
function realDataDir(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  if (fs.existsSync(resolved)) return fs.realpathSync(resolved);
  fs.mkdirSync(path.dirname(resolved), { recursive: true });
  return path.join(fs.realpathSync(path.dirname(resolved)), path.basename(resolved));
}

export class DatabaseOpenError extends Error {
  constructor(dataDir: string, cause: unknown) {
    const reason = cause instanceof Error && cause.message ? cause.message : String(cause);
    super(
      `The embedded database in ${dataDir} could not be opened (${reason}). Check that the folder is readable and writable by this user and holds a TinkerLabs database, or point DATABASE_URL at another folder (pglite:PATH).`,
    );
    this.name = 'DatabaseOpenError';
  }
}

async function openPglite(dataDir: string): Promise<PGlite> {
  try {
    return await PGlite.create(dataDir);
  } catch (error) {
    throw new DatabaseOpenError(dataDir, error);
  }
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
