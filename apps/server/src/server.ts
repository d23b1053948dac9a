/**
 * The server's life: open the database, migrate, seed, listen; and on shutdown stop accepting,
 * let in-flight requests finish, then close the database.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { migrateDatabase, withStartupLock } from './db/migrate.ts';
import { seedDatabase } from './db/seed/seed.ts';

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  /** Stops accepting connections, waits for in-flight requests, closes the database. */
  close(): Promise<void>;
}

export async function startServer(
  config: Config,
  log: (line: string) => void = console.log,
): Promise<RunningServer> {
  const database = await openDatabase(config.database);
  try {
    await withStartupLock(database, async () => {
      await migrateDatabase(database);
      await seedDatabase(database.db);
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = createApp({ config, database });
  const server = await listen(app.fetch, config.port);
  const port = (server.address() as AddressInfo).port;
  log(`TinkerLabs is listening on http://localhost:${port} (database: ${describeDatabase(config)})`);

  let closing: Promise<void> | null = null;
  if ('closeIdleConnections' in server) {
    // A keep-alive connection busy when close() began goes idle when its response ends: close it
    // then, or it holds the shutdown open until the client lets go of it (seconds later).
    server.on('request', (_request, response) => {
      response.once('finish', () => {
        if (closing) server.closeIdleConnections();
      });
    });
  }
  return {
    url: `http://localhost:${port}`,
    database,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
        await database.close();
      })();
      return closing;
    },
  };
}

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port }, () => resolve(server));
    server.once('error', reject);
  });
}

function describeDatabase(config: Config): string {
  const db = config.database;
  if (db.kind === 'postgres') return `PostgreSQL at ${new URL(db.url).host}`;
  return db.dataDir ? `embedded PGlite in ${db.dataDir}` : 'embedded PGlite in memory';
}
