// Signed-in members during a database outage: the session lookup, writes, reads and the realtime
// socket's authentication all answer 503 with Retry-After while PostgreSQL is cut off (through a
// proxy), never 500, and succeed again once it is back. Before, better-auth's FAILED_TO_GET_SESSION
// hid the database's error and 821 of 1 707 signed-in writes got 500.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { signIn } from '../testing/auth-session.ts';
import { capturingMailer } from '../testing/capturing-mailer.ts';
import { databaseProxy, type DatabaseProxy } from '../testing/database-proxy.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

const serverUrl = process.env.DATABASE_URL ?? '';
const appUrl = 'http://localhost:3000';
let direct: DatabaseHandle;
let database: DatabaseHandle;
let proxy: DatabaseProxy;
let app: ReturnType<typeof createApp>;
let cookie: string;
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-outage-uploads-'));

beforeAll(async () => {
  direct = await openTestDatabase();
  const name = ((await direct.pool!.query('select current_database() as name')).rows[0] as { name: string })
    .name;
  proxy = await databaseProxy(new URL(serverUrl));
  database = await openDatabase({ kind: 'postgres', url: proxy.urlOf(serverUrl, name) });
  const mailer = capturingMailer();
  app = createApp({
    config: { nodeEnv: 'test', webRoot: '/nonexistent', appUrl, storageDir },
    database,
    mailer,
  });
  cookie = await signIn(app, mailer, 'member@example.org');
});

afterAll(async () => {
  await database?.close();
  await proxy?.stop();
  await direct?.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

/** What a signed-in member does: reads, writes, and opening the realtime socket. */
const requests: Array<(i: number) => [string, RequestInit]> = [
  () => ['/api/auth/session', {}],
  (i) => [
    '/api/me/snippets',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl },
      body: JSON.stringify({ lab: 'python', name: `during ${i}`, code: 'print(1)' }),
    },
  ],
  (i) => [
    '/api/me/articles',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl },
      body: JSON.stringify({
        title: `Outage ${i}`,
        body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Kept.' }] }] },
      }),
    },
  ],
  () => ['/api/me/snippets?lab=python', {}],
  // Without an Upgrade header (app.request has no socket to upgrade): the session lookup comes first all the same.
  () => ['/api/realtime', { headers: { origin: appUrl } }],
];

describe('signed-in members while PostgreSQL is cut off', () => {
  it('answer 503 with Retry-After (never 500) during the cut, and 2xx after it', async () => {
    const statuses = new Map<number, number>();
    const unexpected: string[] = [];
    let running = true;
    let sent = 0;
    const member = async () => {
      while (running) {
        const [url, init] = requests[sent % requests.length]!(sent++);
        const headers = { ...(init.headers as Record<string, string>), cookie };
        const response = await app.request(url, { ...init, headers });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const body = await response.text();
        if (response.status === 503 && !response.headers.get('retry-after'))
          unexpected.push(`no Retry-After: ${url}`);
        if (response.status >= 500 && response.status !== 503)
          unexpected.push(`${response.status} ${url} ${body}`);
      }
    };
    const members = Array.from({ length: 6 }, member);
    // Each phase lasts until its answers have been seen, not for a fixed time.
    const count = (status: number) => statuses.get(status) ?? 0;
    await expect.poll(() => count(200) + count(201)).toBeGreaterThan(5);
    await proxy.stop();
    const before503 = count(503);
    await expect.poll(() => count(503) - before503).toBeGreaterThan(20);
    const during = new Map(statuses);
    await proxy.start();
    const okBefore = count(201);
    await expect.poll(() => count(201) - okBefore, { timeout: 10_000 }).toBeGreaterThan(3);
    running = false;
    await Promise.all(members);

    console.log(
      `Statuses during a cut of PostgreSQL under signed-in load: ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(unexpected).toEqual([]);
    expect(during.get(503) ?? 0).toBeGreaterThan(0);
    // Every connection went back to the pool: none kept by a transaction whose BEGIN met the cut.
    const pool = database.pool!;
    await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 2_000 }).toBe(0);
    // The member's session survived: signed in again without asking.
    const session = await app.request('/api/auth/session', { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ viewer: { user: { email: 'member@example.org' } } });
  });

  it('tells the member their text is kept in the browser', async () => {
    await proxy.stop();
    try {
      const response = await app.request('/api/me/articles', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: appUrl, cookie },
        body: JSON.stringify({ body: { type: 'doc', content: [] } }),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toMatchObject({
        error: { code: 'service_unavailable', message: expect.stringMatching(/kept in this browser/) },
      });
    } finally {
      await proxy.start();
    }
  });
});
