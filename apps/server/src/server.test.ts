import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { healthResponseSchema } from '@tinkerlabs/contract/health';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { startServer, type RunningServer } from './server.ts';
import { freePort } from './testing/server-process.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

// These tests need a data folder of their own, so they use PGlite in a temporary folder whatever
// DATABASE_URL says: startServer migrates and seeds the database it is given.
const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-server-'));
afterAll(() => {
  fs.rmSync(baseDir, { recursive: true, force: true });
});

function testConfig(dataDir: string, webRoot: string): Config {
  // PORT=0 (any free port) is not a valid setting, so it is set after loading.
  const env = { NODE_ENV: 'test', DATABASE_URL: `pglite:${dataDir}`, WEB_ROOT: webRoot };
  return { ...loadConfig(env, baseDir), port: 0 };
}

describe('startServer', () => {
  const dataDir = path.join(baseDir, 'db');
  const webRoot = path.join(baseDir, 'web');
  const bigFileSize = 64 * 1024 * 1024;
  const logged: string[] = [];
  let server: RunningServer;

  beforeAll(async () => {
    fs.mkdirSync(webRoot, { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'big.bin'), Buffer.alloc(bigFileSize, 7));
    server = await startServer(testConfig(dataDir, webRoot), (line) => logged.push(line));
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers real HTTP requests and says where it listens', async () => {
    expect(logged).toEqual([expect.stringContaining(`listening on ${server.url}`)]);
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(healthResponseSchema.parse(await response.json())).toMatchObject({
      status: 'ok',
      database: { kind: 'pglite', ok: true },
    });
  });

  it('refuses a second server on the same PGlite folder and leaves the first one running', async () => {
    await expect(startServer(testConfig(dataDir, webRoot), () => {})).rejects.toThrow(DataDirLockedError);
    expect(JSON.parse(fs.readFileSync(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('closes gracefully: finishes the request in flight, then refuses connections and closes the database', async () => {
    const download = await fetch(`${server.url}/big.bin`);
    expect(download.status).toBe(200);
    const reader = download.body!.getReader();
    let received = (await reader.read()).value?.byteLength ?? 0;

    let closed = false;
    const closing = server.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toBe(false); // still sending big.bin

    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
    }
    expect(received).toBe(bigFileSize);

    const finishedAt = Date.now();
    await closing;
    expect(Date.now() - finishedAt).toBeLessThan(2000);

    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow(TypeError);
    expect(await server.database.ping().catch(() => false)).toBe(false);
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
    await expect(server.close()).resolves.toBeUndefined(); // closing twice is harmless
  });
});

describe('the entry point (src/main.ts)', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0))
      if (child.exitCode === null && child.signalCode === null) child.kill();
  });

  // `node --import tsx` is what `npx tsx` runs, minus npm's wrapper: npm exec does not pass SIGTERM
  // on to the server and adds its own warnings to stderr.
  function runMain(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      child.once('exit', (code) => setImmediate(() => resolve({ code, stdout, stderr })));
    });
    const listening = new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', () => {
        if (stdout.includes('listening')) resolve();
      });
      void exited.then((r) =>
        reject(new Error(`main.ts exited with ${r.code} before listening: ${r.stderr}`)),
      );
    });
    listening.catch(() => {}); // a run that is expected to fail never listens
    return { child, exited, listening };
  }

  it('serves, and on SIGTERM closes cleanly with exit code 0 and removes its lock', async () => {
    const port = await freePort();
    const dataDir = path.join(baseDir, 'main-db');
    const main = runMain({ PORT: String(port), DATABASE_URL: `pglite:${dataDir}` });
    await main.listening;

    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', ok: true } });
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(true);

    // A second process on the same folder stops with one line that names it.
    const second = await runMain({ PORT: String(await freePort()), DATABASE_URL: `pglite:${dataDir}` })
      .exited;
    expect(second.code).toBe(1);
    expect(second.stderr.trim().split('\n')).toEqual([expect.stringContaining(dataDir)]);

    main.child.kill('SIGTERM');
    const { code, stdout } = await main.exited;
    expect(code).toBe(0);
    expect(stdout).toContain('SIGTERM received');
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  }, 60_000);

  it('stops with exit code 1 and one line naming the variable when PORT is invalid', async () => {
    const { code, stdout, stderr } = await runMain({ PORT: 'abc', DATABASE_URL: 'pglite:memory' }).exited;
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([expect.stringContaining('PORT')]);
    expect(stdout).toBe('');
  }, 30_000);
});
