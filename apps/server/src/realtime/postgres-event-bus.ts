/**
 * The event bus across server processes on PostgreSQL: `publish` delivers to this process's
 * listeners at once and sends a NOTIFY; one dedicated connection per process LISTENs and delivers
 * the other processes' events. The listening connection is reopened when it drops (1 s, 2 s, 5 s,
 * then every 10 s); events raised elsewhere while it is down are missed, which clients cover by
 * refetching after they rejoin.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createInProcessEventBus, type EventBus, type RealtimeEvent } from './event-bus.ts';

export const notifyChannel = 'tinkerlabs_events';
/** Names the listening connections in pg_stat_activity. */
export const listenerApplicationName = 'tinkerlabs-realtime';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const maxPayloadBytes = 7_900;
const reconnectDelaysMs = [1_000, 2_000, 5_000, 10_000];

interface Envelope {
  origin: string;
  event: RealtimeEvent;
}

/**
 * @example const events = await createPostgresEventBus({ connectionString: config.database.url, pool });
 */
export async function createPostgresEventBus({
  connectionString,
  pool,
  log = console.error,
}: {
  connectionString: string;
  /** Sends the NOTIFYs (the listening connection may be reconnecting). */
  pool: pg.Pool;
  log?: (line: string) => void;
}): Promise<EventBus> {
  const local = createInProcessEventBus();
  const origin = randomUUID();
  let listener: pg.Client | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let closed = false;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString, application_name: listenerApplicationName });
    client.on('notification', (message) => {
      if (message.channel !== notifyChannel || !message.payload) return;
      try {
        const envelope = JSON.parse(message.payload) as Envelope;
        if (envelope.origin !== origin) void local.publish(envelope.event);
      } catch (error) {
        log(`An unreadable realtime notification was ignored: ${String(error)}`);
      }
    });
    const dropped = (reason: string) => {
      if (listener !== client) return;
      listener = null;
      client.removeAllListeners('end');
      void client.end().catch(() => {});
      if (closed) return;
      log(`The realtime listener lost its PostgreSQL connection (${reason}); reconnecting.`);
      scheduleReconnect();
    };
    client.on('error', (error) => dropped(error.message));
    client.on('end', () => dropped('connection ended'));
    try {
      await client.connect();
      await client.query(`LISTEN ${notifyChannel}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw error;
    }
    listener = client;
    attempt = 0;
  }

  function scheduleReconnect() {
    const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)]!;
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (closed) return;
      listen().catch((error: unknown) => {
        log(`The realtime listener could not reconnect: ${error instanceof Error ? error.message : error}`);
        scheduleReconnect();
      });
    }, delay);
  }

  // The database may be away at start (the server starts anyway and serves once it is back).
  await listen().catch((error: unknown) => {
    log(`The realtime listener could not connect: ${error instanceof Error ? error.message : error}`);
    scheduleReconnect();
  });

  return {
    async publish(event) {
      await local.publish(event);
      const payload = JSON.stringify({ origin, event } satisfies Envelope);
      if (Buffer.byteLength(payload) > maxPayloadBytes) {
        log(
          `A realtime event (${event.event}) is too large to send to other processes; it carries ids only.`,
        );
        return;
      }
      try {
        await pool.query('select pg_notify($1, $2)', [notifyChannel, payload]);
      } catch (error) {
        log(
          `A realtime event could not be sent to other processes: ${error instanceof Error ? error.message : error}`,
        );
      }
    },
    subscribe: (handler) => local.subscribe(handler),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const client = listener;
      listener = null;
      if (client) {
        client.removeAllListeners('end');
        await client.end().catch(() => {});
      }
      await local.close();
    },
  };
}
