/**
 * Backups of a PostgreSQL database with the server's own tools: `pg_dump` in its custom format (a
 * consistent snapshot, safe while the site runs) and `pg_restore` into an empty database.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${command} was not found: install PostgreSQL's client tools (e.g. apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit code ${code}): ${stderr.trim()}`)),
    );
  });
}

/** @example await dumpPostgres('postgres://…/tinkerlabs', 'backup.dump') */
export const dumpPostgres = (url: string, output: string) =>
  run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${output}`, `--dbname=${url}`]);

/** Restores a dump into the database at `url`, which should be empty (a new database). */
export const restorePostgres = (url: string, input: string) =>
  run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, input]);

/**
 * Refuses a database that already has tables, before a restore unpacks anything: pg_restore would
 * stop at the first table that exists, after the uploads had been unpacked for nothing.
 */
export async function assertEmptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; tables: number }>(
      `select current_database() as name, count(*)::int as tables from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const { name, tables } = rows[0]!;
    if (tables > 0) {
      throw new Error(
        `The database ${name} already holds ${tables} table(s). Restore into a new, empty database ` +
          `(createdb …), then point DATABASE_URL at it.`,
      );
    }
  } finally {
    await client.end();
  }
}
