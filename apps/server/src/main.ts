/** Entry point: `node apps/server/dist/main.js`. Configuration errors print one line and exit 1. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';
import { serveBackupRequests } from './db/backup/backup-requests.ts';
import { DatabaseOpenError } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { scheduleHourlyCleanup } from './hourly-cleanup.ts';
import { startServer } from './server.ts';

async function main(): Promise<void> {
  // src/main.ts and dist/main.js both sit two levels below apps/: the built app is apps/web/dist.
  const builtWebApp = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const config = loadConfig(process.env, process.cwd(), builtWebApp);
  const server = await startServer(config);
  // `npm run db:backup` asks this process for a consistent archive of its PGlite folder.
  const { dataDir, dumpArchive } = server.database;
  if (dataDir && dumpArchive) serveBackupRequests(dataDir, dumpArchive);
  scheduleHourlyCleanup(server.database.db, server.storage);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests, then closing the database.`);
    const forceExit = setTimeout(() => {
      console.error('Shutdown took longer than 10 s; exiting anyway.');
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while shutting down:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseOpenError
  ) {
    console.error(error.message);
  } else if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
    // PostgreSQL said no (a wrong password, a missing database): its own words are the clearest.
    console.error(`The database refused the server: ${error.message} (${error.code}).`);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
