// The server starts while PostgreSQL is unreachable: it listens, answers 503 (health "degraded"),
// logs one line per attempt to reach the database, and serves as soon as the database is there.
// Before, it exited after 1 s with a raw stack.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startServer, type RunningServer } from './server.ts';
import { databaseProxy } from './testing/database-proxy.ts';
import { openTestDatabase } from './testing/test-database.ts';

const serverUrl = process.env.DATABASE_URL ?? '';
const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-server-pg-'));
afterAll(() => fs.rmSync(baseDir, { recursive: true, force: true }));

describe('startServer with PostgreSQL away', () => {
  it('listens and answers 503 until the database is reachable, then migrates, seeds and serves', async () => {
    // A new database (migrated, not seeded) behind a proxy that refuses connections for now.
    const direct = await openTestDatabase();
    const name = ((await direct.pool!.query('select current_database() as name')).rows[0] as { name: string })
      .name;
    const proxy = await databaseProxy(new URL(serverUrl), { startStopped: true });
    const env = { NODE_ENV: 'test', DATABASE_URL: proxy.urlOf(serverUrl, name), WEB_ROOT: baseDir };
    const logged: string[] = [];
    let server: RunningServer | undefined;
    try {
      server = await startServer({ ...loadConfig(env, baseDir), port: 0 }, (line) => logged.push(line));
      expect(logged[0]).toMatch(
        /^Attempt 1: PostgreSQL at 127\.0\.0\.1:\d+ is not reachable \(.*ECONNREFUSED.*\); the site answers 503 meanwhile\. Next attempt in 1 s\.$/,
      );
      expect(logged.some((line) => line.includes(`listening on ${server!.url}`))).toBe(true);

      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({
        status: 'degraded',
        database: { kind: 'postgres', ok: false },
      });
      const articles = await fetch(`${server.url}/api/articles`);
      expect(articles.status).toBe(503);
      expect(articles.headers.get('retry-after')).toBe('5');
      expect(await articles.json()).toMatchObject({ error: { code: 'service_unavailable' } });

      await proxy.start();
      await server.whenReady;
      expect(logged.at(-1)).toMatch(
        /^Attempt \d+: PostgreSQL at .* is reachable and ready; the site serves\.$/,
      );
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const served = await fetch(`${server.url}/api/articles`);
      expect(served.status).toBe(200);
      expect(((await served.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
    } finally {
      await server?.close();
      await proxy.stop();
      await direct.close();
    }
  });

  it('still stops at once, with one line, for a database that refuses the login', async () => {
    const url = new URL(serverUrl);
    url.username = 'no_such_role';
    const env = { NODE_ENV: 'test', DATABASE_URL: url.href, WEB_ROOT: baseDir };
    await expect(startServer({ ...loadConfig(env, baseDir), port: 0 }, () => {})).rejects.toThrow(
      /no_such_role/,
    );
  });
});
