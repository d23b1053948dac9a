// Realtime across server processes in the browser: two servers on one PostgreSQL database (a
// database of this file's own, dropped afterwards). An administrator's page served by server B
// hears a contact message sent through server A; when B stops and comes back on the same port, the
// page reconnects 1 s, 2 s, 5 s and 10 s after each drop, rejoins and hears the next one.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionLogEntry } from '../../apps/web/src/lib/realtime/realtime-connection.ts';
import { signInThroughDevMailbox } from '../support/auth.ts';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';
import { e2eWebRoot, repoRoot } from '../support/paths.ts';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process.ts';

const postgresUrl = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = `tl_e2e_realtime_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${databaseName}` }).href;
const adminEmail = 'realtime-admin@example.org';
const sharedEnv = { WEB_ROOT: e2eWebRoot, ADMIN_EMAILS: adminEmail, DATABASE_URL: databaseUrl };

async function onPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Server B runs on a port of the test's choosing, so it can come back where the page expects it. */
async function startOnPort(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tinkerlabs-e2e-b-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: dataDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: url,
      STORAGE_DIR: path.join(dataDir, 'uploads'),
      ...sharedEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes('listening')) resolve();
      else if (child.exitCode !== null) reject(new Error(`Server B exited during start:\n${output}`));
    };
    child.stdout.on('data', check);
    void exited.then(check);
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Hooked = Window & {
  __tinkerlabsRealtime?: {
    getStatus(): string;
    log: ConnectionLogEntry[];
    subscribe(channel: string, listener: { onEvent(message: unknown): void; onJoined?(): void }): () => void;
  };
  received?: { event: string; data: Record<string, unknown> }[];
  joins?: number;
};

/** Follows the `messages` channel through the page's own connection (exposed by the e2e build). */
async function followMessages(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as Hooked).__tinkerlabsRealtime?.getStatus() === 'open');
  await page.evaluate(() => {
    const w = window as Hooked;
    w.received = [];
    w.joins = 0;
    w.__tinkerlabsRealtime!.subscribe('messages', {
      onEvent: (message) => w.received!.push(message as never),
      onJoined: () => (w.joins = (w.joins ?? 0) + 1),
    });
  });
  await page.waitForFunction(() => ((window as Hooked).joins ?? 0) >= 1);
}

async function sendContactMessage(baseUrl: string, subject: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: 'Ada', email: 'ada@example.org', subject, message: 'Hello from server A.' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const heard = (page: Page, id: string) =>
  page.waitForFunction(
    (messageId) =>
      (window as Hooked).received!.some((m) => m.event === 'message.created' && m.data.id === messageId),
    id,
  );

describe('realtime across two server processes', () => {
  let serverA: ServerProcess;
  let serverB: Awaited<ReturnType<typeof startOnPort>>;
  let portB: number;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await onPostgres(`create database ${databaseName}`);
    serverA = await startServerProcess({ env: sharedEnv });
    portB = await freePort();
    serverB = await startOnPort(portB);
    browser = await launchBrowser();
    await signInThroughDevMailbox(browser.context, serverB.url, adminEmail);
    ({ page } = await openPage(browser.context));
  });
  afterAll(async () => {
    await browser?.close();
    await serverB?.stop();
    await serverA?.stop();
    await onPostgres(`drop database if exists ${databaseName} with (force)`);
  });

  it('delivers a message sent through server A to the administrator’s page on server B', async () => {
    await gotoApp(page, `${serverB.url}/`);
    await followMessages(page);
    const id = await sendContactMessage(serverA.url, 'First');
    await heard(page, id);
  });

  it('reconnects 1 s, 2 s, 5 s and 10 s after each drop while B is away, then rejoins', async () => {
    const from = await page.evaluate(() => (window as Hooked).__tinkerlabsRealtime!.log.length);
    await serverB.stop();
    // Three attempts fail (1 s, 2 s and 5 s after each drop) before B comes back.
    await page.waitForFunction(
      (start) =>
        (window as Hooked).__tinkerlabsRealtime!.log.slice(start).filter((e) => e.kind === 'connecting')
          .length >= 3,
      from,
      { timeout: 15_000 },
    );
    serverB = await startOnPort(portB);
    await page.waitForFunction(() => (window as Hooked).__tinkerlabsRealtime!.getStatus() === 'open', null, {
      timeout: 30_000,
    });
    await page.waitForFunction(() => ((window as Hooked).joins ?? 0) >= 2); // rejoined

    const log = await page.evaluate(
      (start) => (window as Hooked).__tinkerlabsRealtime!.log.slice(start),
      from,
    );
    expect(log[0]).toMatchObject({ kind: 'closed', code: 1001 }); // B closed the socket as it stopped
    const delays: number[] = [];
    log.forEach((entry, index) => {
      const previous = log[index - 1];
      if (entry.kind === 'connecting' && previous?.kind === 'closed') delays.push(entry.at - previous.at);
    });
    const expected = [1_000, 2_000, 5_000, 10_000, 10_000, 10_000].slice(0, delays.length);
    expect(delays.length).toBeGreaterThanOrEqual(4);
    delays.forEach((delay, index) => {
      expect(delay).toBeGreaterThanOrEqual(expected[index]!);
      expect(delay).toBeLessThan(expected[index]! + 750);
    });
    expect(log.at(-1)).toMatchObject({ kind: 'open' });

    const id = await sendContactMessage(serverA.url, 'After the restart');
    await heard(page, id);
  }, 60_000);
});
