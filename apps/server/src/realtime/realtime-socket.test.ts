// The realtime WebSocket against a real server on PGlite, with a real `ws` client; and, when
// DATABASE_URL names a PostgreSQL server (CI's second server-test run), fan-out between two servers.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { realtimeCloseCodes } from '@tinkerlabs/contract/realtime';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startServer, type RunningServer } from '../server.ts';
import { listenerApplicationName } from './postgres-event-bus.ts';
import {
  openTestSocket,
  refusedUpgradeStatus,
  signInOverHttp,
  type TestSocket,
} from './testing/socket-client.ts';

const adminEmail = 'admin@example.org';
const idleTimeoutMs = 600;

let server: RunningServer;
let admin: string;
let ada: string;
let grace: string;
const sockets: TestSocket[] = [];

async function connect(cookie: string): Promise<TestSocket> {
  const socket = await openTestSocket(server.url, { cookie });
  sockets.push(socket);
  return socket;
}

/** Keeps a socket alive past the idle timeout while `work` runs. */
function keepAlive(socket: TestSocket): () => void {
  const timer = setInterval(() => socket.send({ type: 'ping', ref: 'keep' }), idleTimeoutMs / 4);
  return () => clearInterval(timer);
}

beforeAll(async () => {
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: 'pglite:memory',
    WEB_ROOT: '/nonexistent',
    ADMIN_EMAILS: adminEmail,
    STORAGE_DIR: path.join(os.tmpdir(), 'tl-realtime-uploads'),
  };
  server = await startServer({ ...loadConfig(env, os.tmpdir()), port: 0 }, () => {}, {
    realtime: { idleTimeoutMs, sweepIntervalMs: 100 },
  });
  // The server's APP_URL is http://localhost:3000; the test connects to its own origin, also allowed.
  admin = await signInOverHttp(server.url, adminEmail);
  ada = await signInOverHttp(server.url, 'ada@example.org');
  grace = await signInOverHttp(server.url, 'grace@example.org');
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

describe('GET /api/realtime', () => {
  it('refuses an anonymous upgrade with 401 and a foreign origin with 403', async () => {
    expect(await refusedUpgradeStatus(server.url, { origin: server.url })).toBe(401);
    expect(
      await refusedUpgradeStatus(server.url, {
        origin: server.url,
        cookie: 'tinkerlabs.session_token=forged',
      }),
    ).toBe(401);
    expect(await refusedUpgradeStatus(server.url, { origin: 'https://evil.example', cookie: ada })).toBe(403);
    expect(await refusedUpgradeStatus(server.url, { cookie: ada })).toBe(403);
  });

  it('answers a plain GET with 400', async () => {
    const response = await fetch(`${server.url}/api/realtime`, {
      headers: { cookie: ada, origin: server.url },
    });
    expect(response.status).toBe(400);
  });

  it('refuses a member’s join of the administrators’ channels and lets them join `me`', async () => {
    const socket = await connect(ada);
    expect(await socket.join('reviews')).toMatchObject({ type: 'join_error', channel: 'reviews' });
    expect(await socket.join('messages')).toMatchObject({ type: 'join_error', channel: 'messages' });
    expect(await socket.join('nonsense')).toMatchObject({ type: 'join_error' });
    expect(await socket.join('me')).toMatchObject({ type: 'joined', channel: 'me' });

    await server.events.publish({
      channel: 'reviews',
      event: 'queue.changed',
      data: { contentType: 'store' },
    });
    await server.events.publish({
      channel: 'me',
      userId: 'someone',
      event: 'notification.created',
      data: {},
    });
    socket.send({ type: 'ping', ref: 'after' });
    await socket.next((m) => m.type === 'pong' && m.ref === 'after');
    expect(socket.messages.filter((m) => m.type === 'event')).toEqual([]);
  });

  it('delivers `queue.changed` to an administrator who joined `reviews`', async () => {
    const socket = await connect(admin);
    expect(await socket.join('reviews')).toMatchObject({ type: 'joined' });
    await server.events.publish({
      channel: 'reviews',
      event: 'queue.changed',
      data: { contentType: 'store', id: 's1' },
    });
    expect(await socket.next((m) => m.type === 'event')).toEqual({
      type: 'event',
      channel: 'reviews',
      event: 'queue.changed',
      data: { contentType: 'store', id: 's1' },
    });
  });

  it('delivers a member’s `me` events to that member only', async () => {
    const adaSocket = await connect(ada);
    const graceSocket = await connect(grace);
    await adaSocket.join('me');
    await graceSocket.join('me');
    const { body } = await fetch(`${server.url}/api/auth/session`, { headers: { cookie: ada } }).then(
      async (r) => ({
        body: (await r.json()) as { viewer: { user: { id: string } } },
      }),
    );
    await server.events.publish({
      channel: 'me',
      userId: body.viewer.user.id,
      event: 'notification.created',
      data: { id: 'n1' },
    });

    expect(await adaSocket.next((m) => m.type === 'event')).toMatchObject({
      event: 'notification.created',
      data: { id: 'n1' },
    });
    graceSocket.send({ type: 'ping', ref: 'after' });
    await graceSocket.next((m) => m.type === 'pong' && m.ref === 'after');
    expect(graceSocket.messages.filter((m) => m.type === 'event')).toEqual([]);
  });

  it('answers pings, keeps a pinging socket open and closes a silent one', async () => {
    const silent = await connect(ada);
    const lively = await connect(ada);
    const stop = keepAlive(lively);
    const startedAt = Date.now();
    expect(await silent.closed).toBe(realtimeCloseCodes.idle);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(idleTimeoutMs - 50);
    await new Promise((resolve) => setTimeout(resolve, idleTimeoutMs)); // a full idle period later…
    await lively.next((m) => m.type === 'pong' && m.ref === 'keep');
    lively.send({ type: 'ping', ref: 'still-open' });
    expect(await lively.next((m) => m.type === 'pong' && m.ref === 'still-open')).toBeTruthy();
    stop();
  });

  it('disconnects a socket whose session was signed out, at its next ping', async () => {
    const cookie = await signInOverHttp(server.url, 'lin@example.org');
    const socket = await connect(cookie);
    expect(await socket.join('me')).toMatchObject({ type: 'joined' });
    const signedOut = await fetch(`${server.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: server.url },
    });
    expect(signedOut.status).toBeLessThan(300);
    socket.send({ type: 'ping', ref: 'p' });
    expect(await socket.closed).toBe(realtimeCloseCodes.sessionEnded);
    expect(socket.messages.some((m) => m.type === 'pong')).toBe(false);
  });

  it('answers a malformed message with an error and stays open', async () => {
    const socket = await connect(ada);
    const stop = keepAlive(socket);
    socket.send({ type: 'nonsense' } as never);
    expect(await socket.next((m) => m.type === 'error')).toMatchObject({
      message: 'That message is not understood.',
    });
    expect(await socket.join('me')).toMatchObject({ type: 'joined' });
    stop();
  });
});

describe('shutdown', () => {
  it('closes the realtime sockets with 1001 (going away)', async () => {
    const socket = await connect(admin);
    await socket.join('reviews');
    await server.close();
    expect(await socket.closed).toBe(realtimeCloseCodes.goingAway);
    expect(server.realtime.size).toBe(0);
  });
});

const serverUrl = process.env.DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(serverUrl);
const databaseName = `tl_test_${randomBytes(8).toString('hex')}`;

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// Defined only on PostgreSQL: PGlite has one process, so there is nothing to fan out to.
if (onPostgres)
  describe('realtime fan-out on PostgreSQL', () => {
    let serverA: RunningServer;
    let serverB: RunningServer;
    let socketOnB: TestSocket;

    beforeAll(async () => {
      await onServer((client) => client.query(`create database ${databaseName}`));
      const url = new URL(serverUrl);
      url.pathname = `/${databaseName}`;
      const env = {
        NODE_ENV: 'test',
        DATABASE_URL: url.href,
        WEB_ROOT: '/nonexistent',
        ADMIN_EMAILS: adminEmail,
        STORAGE_DIR: path.join(os.tmpdir(), 'tl-realtime-uploads'),
      };
      const config = { ...loadConfig(env, os.tmpdir()), port: 0 };
      serverA = await startServer(config, () => {});
      serverB = await startServer(config, () => {});
      const admin = await signInOverHttp(serverA.url, adminEmail);
      socketOnB = await openTestSocket(serverB.url, { cookie: admin });
      expect(await socketOnB.join('reviews')).toMatchObject({ type: 'joined' });
    });

    afterAll(async () => {
      socketOnB?.close();
      await serverA?.close();
      await serverB?.close();
      await onServer((client) => client.query(`drop database if exists ${databaseName} with (force)`));
    });

    it('delivers an event published on one server to a socket connected to the other', async () => {
      await serverA.events.publish({ channel: 'reviews', event: 'queue.changed', data: { id: 'from-a' } });
      expect(await socketOnB.next((m) => m.type === 'event')).toEqual({
        type: 'event',
        channel: 'reviews',
        event: 'queue.changed',
        data: { id: 'from-a' },
      });
    });

    it('reconnects a listener whose connection dropped', async () => {
      const terminated = await onServer((client) =>
        client.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2`,
          [databaseName, listenerApplicationName],
        ),
      );
      expect(terminated.rowCount).toBe(2);
      // Published repeatedly until B's listener is back (its first retry is after 1 s).
      let round = 0;
      const delivered = socketOnB.next((m) => m.type === 'event' && m.data.id === 'after-drop', 10_000);
      const timer = setInterval(() => {
        round += 1;
        void serverA.events.publish({
          channel: 'reviews',
          event: 'queue.changed',
          data: { id: 'after-drop' },
        });
      }, 250);
      try {
        await delivered;
      } finally {
        clearInterval(timer);
      }
      expect(round).toBeGreaterThanOrEqual(3); // not before the 1 s retry
    });
  });
