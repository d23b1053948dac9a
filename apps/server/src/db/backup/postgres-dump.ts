/**
 * Backups of a PostgreSQL database with the server's own tools: `pg_dump` in its custom format (a
 * consistent snapshot, safe while the site runs) and `pg_restore` into an empty database.
 */
import { spawn } from 'node:child_process';

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
