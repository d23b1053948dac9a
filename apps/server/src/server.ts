/**
 * The server's life: open the database, migrate, seed, open the realtime event bus, listen (HTTP and
 * the realtime WebSocket on the same port); and on shutdown close the realtime sockets (1001), stop
 * accepting, let in-flight requests finish, then close the bus and the database.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { withFastApiNotFound } from './http/api-not-found.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { migrateDatabase, withStartupLock } from './db/migrate.ts';
import { prepareWhenReachable, type Preparation } from './db/prepare-when-reachable.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { WebSocketServer } from 'ws';
import { createInProcessEventBus, type EventBus } from './realtime/event-bus.ts';
import { createPostgresEventBus } from './realtime/postgres-event-bus.ts';
import { createRealtimeHub, type RealtimeHub, type RealtimeTiming } from './realtime/socket-hub.ts';
import { createStorage, describeStorage } from './storage/create-storage.ts';
import type { Storage } from './storage/storage.ts';

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  /** Where uploads and the seed's drawings are kept. */
  storage: Storage;
  /** The realtime bus: events published here reach every server process on the same database. */
  events: EventBus;
  realtime: RealtimeHub;
  /** Resolves once the database is migrated and seeded (at once on PGlite; on PostgreSQL once reachable). */
  whenReady: Promise<void>;
  /** Closes the realtime sockets, stops accepting connections, waits for in-flight requests, closes the database. */
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Heartbeat timing of the realtime sockets (tests shorten it). */
  realtime?: Partial<RealtimeTiming>;
}

/** Client frames are small JSON messages; anything bigger is refused by the socket layer. */
const maxRealtimeFrameBytes = 16 * 1024;

export async function startServer(
  config: Config,
  log: (line: string) => void = console.log,
  options: ServerOptions = {},
): Promise<RunningServer> {
  const database = await openDatabase(config.database);
  // One storage for the app's uploads and the seed's drawings, which are served the same way.
  const storage = createStorage(config);
  let preparation: Preparation;
  try {
    // PGlite is in the process: it is there or the start fails. PostgreSQL may be away for a while.
    preparation = await prepareWhenReachable(
      () =>
        withStartupLock(database, async () => {
          await migrateDatabase(database);
          await seedDatabase(database.db, { storage });
        }),
      { log, name: describeDatabase(config) },
    );
  } catch (error) {
    await database.close();
    throw error;
  }

  let events: EventBus;
  try {
    events =
      config.database.kind === 'postgres' && database.pool
        ? await createPostgresEventBus({ connectionString: config.database.url, pool: database.pool })
        : createInProcessEventBus();
  } catch (error) {
    await database.close();
    throw error;
  }
  const realtime = createRealtimeHub({ events, timing: options.realtime });
  const app = createApp({ config, database, storage, events, realtime, databaseReady: preparation.ready });
  // Unknown API addresses are answered before the middleware chain (see api-not-found.ts).
  const fetch = withFastApiNotFound(app, { hsts: config.appUrl.startsWith('https://') });
  const server = await listen(fetch, config.port);
  const port = (server.address() as AddressInfo).port;
  log(
    `TinkerLabs is listening on http://localhost:${port} ` +
      `(database: ${describeDatabase(config)}; uploads: ${describeStorage(config)})`,
  );

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
    storage,
    events,
    realtime,
    whenReady: preparation.whenReady,
    close() {
      closing ??= (async () => {
        preparation.stop();
        await realtime.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
        await events.close();
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
    const websockets = new WebSocketServer({ noServer: true, maxPayload: maxRealtimeFrameBytes });
    const server = serve({ fetch, port, websocket: { server: websockets } }, () => resolve(server));
    server.once('error', reject);
  });
}

function describeDatabase(config: Config): string {
  const db = config.database;
  if (db.kind === 'postgres') return `PostgreSQL at ${new URL(db.url).host || 'its default address'}`;
  return db.dataDir ? `embedded PGlite in ${db.dataDir}` : 'embedded PGlite in memory';
}
