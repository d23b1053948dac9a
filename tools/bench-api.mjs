// `npm run bench:api [-- --duration 8 --connections 20 --rounds 2]`: the public API under load, beside a
// yardstick.
// Starts the built server (NODE_ENV=production) on a fresh seeded database — embedded PGlite, then
// PostgreSQL when DATABASE_URL names a server (a throwaway database is created there and dropped) —
// loads each route with autocannon, then does the same against tools/bench-api/baseline-server.mjs,
// a bare Hono server running the same SQL on the same database, and prints req/s, p50, p99 and the
// ratio ours/baseline beside the goals of issue 13. A benchmark, not a test: it is not part of
// `npm test`; run it on a quiet machine, and compare ratios rather than absolute figures.
// Both servers are loaded in turn, `rounds` times, and each side keeps its best run per route: on two
// cores shared by the server, the database and autocannon, one 5 s run of the same build moved by
// ±35 % (the JSON 404 at 20 744 and 33 475 req/s), a transient slowdown that best-of-N leaves out
// for both sides alike.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot, serverNeedsBuild } from './build-state.mjs';
import { routeQueries } from './bench-api/route-queries.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
const rounds = Number(options.rounds);
for (const [name, value] of Object.entries({ duration, connections, rounds })) {
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number of at least 1 (got ${value}).`);
    process.exit(2);
  }
}

const notFoundRoute = {
  name: 'unknown /api path (JSON 404)',
  ours: '/api/no-such-route',
  baseline: '/plain',
};
/** @type {Record<string, { ratio?: number; p99?: number }>} */
const goals = {
  [notFoundRoute.name]: { ratio: 0.6 },
  'GET /api/search?q=robot': { p99: 50 },
};
/** @type {{ ratio?: number; p99?: number }} */
const defaultGoal = { ratio: 0.5 };

if (serverNeedsBuild()) {
  console.log('Building the server…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const built = spawnSync(npm, ['run', 'build', '-w', '@tinkerlabs/server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tinkerlabs-bench-api-'));
// The API does not need the web app; a page of its own keeps the benchmark from waiting for a web build.
const webRoot = path.join(work, 'web');
fs.mkdirSync(webRoot);
fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>bench</title>');

const databases = [{ label: 'PGlite', url: `pglite:${path.join(work, 'db')}`, drop: async () => {} }];
if (/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')) databases.push(await throwawayPostgres());

try {
  for (const database of databases) {
    try {
      await benchDatabase(database);
    } finally {
      await database.drop();
    }
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

/** @param {{ label: string; url: string }} database */
async function benchDatabase(database) {
  console.log(
    `\n## ${database.label} — ${connections} connections, ${duration} s per route, best of ${rounds} rounds\n`,
  );
  const routes = [notFoundRoute, ...routeQueries];
  /** @type {Map<string, Result>} */
  const oursResults = new Map();
  /** @type {Map<string, Result>} */
  const baselineResults = new Map();

  for (let round = 1; round <= rounds; round++) {
    await loadRoutes('ours', round, oursResults, path.join(repoRoot, 'apps/server/dist/main.js'), {
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: database.url,
      STORAGE_DIR: path.join(work, 'uploads'),
      WEB_ROOT: webRoot,
    });
    await loadRoutes(
      'baseline',
      round,
      baselineResults,
      path.join(repoRoot, 'tools/bench-api/baseline-server.mjs'),
      {
        DATABASE_URL: database.url,
      },
    );
  }

  /**
   * Starts one side's server, loads every route, keeps each route's best run and stops the server
   * (PGlite's folder is opened by one process at a time).
   * @param {'ours' | 'baseline'} side @param {number} round @param {Map<string, Result>} best
   * @param {string} script @param {Record<string, string>} env
   */
  async function loadRoutes(side, round, best, script, env) {
    const server = await startProcess(script, env);
    try {
      for (const route of routes) {
        const result = await load(server.url + route[side]);
        console.log(`${side.padEnd(9)} round ${round}  ${route.name}: ${describe(result)}`);
        const previous = best.get(route.name);
        const errors = result.errors + (previous?.errors ?? 0);
        best.set(route.name, { ...(previous && previous.rps > result.rps ? previous : result), errors });
      }
    } finally {
      await server.stop();
    }
  }

  console.log('');
  const rows = routes.map((route) => {
    const o = /** @type {Result} */ (oursResults.get(route.name));
    const b = /** @type {Result} */ (baselineResults.get(route.name));
    const ratio = o.rps / b.rps;
    const goal = goals[route.name] ?? defaultGoal;
    const met =
      o.errors === 0 &&
      (goal.ratio === undefined || ratio >= goal.ratio) &&
      (goal.p99 === undefined || o.p99 < goal.p99);
    const goalText = [goal.ratio && `≥ ${goal.ratio * 100} %`, goal.p99 && `p99 < ${goal.p99} ms`]
      .filter(Boolean)
      .join(', ');
    return [
      route.name,
      `${o.rps.toFixed(0)} req/s`,
      `${o.p50} / ${o.p99} ms`,
      `${b.rps.toFixed(0)} req/s`,
      `${b.p50} / ${b.p99} ms`,
      `${(ratio * 100).toFixed(0)} %`,
      `${goalText} ${met ? 'met' : 'MISSED'}`,
    ];
  });
  printTable(
    ['route', 'ours', 'ours p50 / p99', 'baseline', 'baseline p50 / p99', 'ours/baseline', 'goal'],
    rows,
  );
}

/** @typedef {{ rps: number; p50: number; p99: number; errors: number }} Result */

/** @param {string} url @returns {Promise<Result>} */
async function load(url) {
  // A short warm-up: JIT, connection pool and caches reach their steady state first.
  await autocannon({ url, connections, duration: 1 });
  const result = await autocannon({ url, connections, duration });
  const expected = url.includes('/no-such-route') || url.endsWith('/plain') ? 404 : 200;
  const wrongStatus = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => Number(status) !== expected)
    .reduce((sum, [, stats]) => sum + (stats.count ?? 0), 0);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + wrongStatus,
  };
}

/** @param {Result} r */
function describe(r) {
  return `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors`;
}

/** @param {string} script @param {Record<string, string>} env */
async function startProcess(script, env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [script], {
    cwd: work,
    env: { ...process.env, ...env, PORT: String(port), APP_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited during start:\n${output}`);
    try {
      const response = await fetch(`${url}/plain`).catch(() => fetch(`${url}/api/health`));
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${script} did not start within 2 minutes:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function throwawayPostgres() {
  const serverUrl = process.env.DATABASE_URL ?? '';
  const name = `tinkerlabs_bench_${randomBytes(6).toString('hex')}`;
  /** @param {string} statement */
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    url: url.href,
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {string[]} header @param {string[][]} rows */
function printTable(header, rows) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  /** @param {string[]} cells */
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}
