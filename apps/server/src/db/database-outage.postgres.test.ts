// The server survives its PostgreSQL connections being killed under load: no crash, no 500, a 503
// with Retry-After while a query fails for that reason, and the next requests succeed by themselves.
// Runs only when DATABASE_URL names a PostgreSQL server (`*.postgres.test.ts`, see vitest.config.ts; CI
// runs the server tests there too): PGlite lives inside the process and cannot go away.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { databaseProxy } from '../testing/database-proxy.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

const serverUrl = process.env.DATABASE_URL ?? '';
describe('a PostgreSQL outage', () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let admin: pg.Client;
  let databaseName: string;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-outage-'));

  /** Ends every connection of this test's database except the admin client's own. */
  async function terminateBackends(): Promise<number> {
    const result = await admin.query(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    return (result.rows[0] as { n: number }).n;
  }

  beforeAll(async () => {
    database = await openTestDatabase({ seed: true });
    app = createApp({ config: { nodeEnv: 'test', webRoot, appUrl: 'http://localhost:3000' }, database });
    databaseName = (
      (await database.pool!.query('select current_database() as name')).rows[0] as { name: string }
    ).name;
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await database?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('survives a connection killed while a transaction holds it between two queries', async () => {
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      expect(await terminateBackends()).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200)); // the 'error' event arrives here
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('answers 200 or 503 with Retry-After, never 500, while its connections are killed under load', async () => {
    const statuses = new Map<number, number>();
    let retryAfterMissing = 0;
    let running = true;
    const client = async () => {
      while (running) {
        const response = await app.request('/api/articles?pageSize=6');
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 503) {
          const body = (await response.json()) as { error: { code: string; message: string } };
          expect(body.error.code).toBe('service_unavailable');
          expect(body.error.message).toMatch(/briefly unavailable/);
          if (!response.headers.get('retry-after')) retryAfterMissing++;
        } else {
          await response.arrayBuffer();
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    for (let round = 0; round < 6; round++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await terminateBackends();
    }
    running = false;
    await Promise.all(clients);

    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(retryAfterMissing).toBe(0);
    // Recovered by itself: the pool opens new connections.
    const after = await app.request('/api/articles?pageSize=6');
    expect(after.status).toBe(200);
    const health = await app.request('/api/health');
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'postgres', ok: true } });
  });
});

describe('the database stopped and started again', () => {
  it('answers 503 with Retry-After while it is away, and succeeds again once it is back', async () => {
    const direct = await openTestDatabase({ seed: true });
    const name = ((await direct.pool!.query('select current_database() as name')).rows[0] as { name: string })
      .name;
    const proxy = await databaseProxy(new URL(serverUrl));
    const database = await openDatabase({ kind: 'postgres', url: proxy.urlOf(serverUrl, name) });
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-stopped-'));
    const app = createApp({
      config: { nodeEnv: 'test', webRoot, appUrl: 'http://localhost:3000' },
      database,
    });
    try {
      expect((await app.request('/api/articles?pageSize=6')).status).toBe(200);

      await proxy.stop();
      const away = await app.request('/api/articles?pageSize=6');
      expect(away.status).toBe(503);
      expect(away.headers.get('retry-after')).toBe('5');
      expect(await away.json()).toMatchObject({ error: { code: 'service_unavailable' } });
      const health = await app.request('/api/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'degraded', database: { ok: false } });

      await proxy.start();
      expect((await app.request('/api/articles?pageSize=6')).status).toBe(200);
      expect(await (await app.request('/api/health')).json()).toMatchObject({ status: 'ok' });
    } finally {
      await database.close();
      await proxy.stop().catch(() => undefined);
      await direct.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
