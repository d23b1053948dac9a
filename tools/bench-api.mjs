// `npm run bench:api [-- --duration 8 --connections 20 --rounds 2] [-- --large] [-- --only text] [-- --server PATH]`: the
// public API under load, beside a yardstick.
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
// With --large, the database is DATABASE_URL itself, filled beforehand by `npm run seed:large` and
// left as it was (tools/bench-api/large-routes.mjs: every list's first, middle and last page,
// details, search, sitemap, feed and the signed-in reads); every route's goal is p99 ≤ 50 ms, and a
// list's also ≥ 50 % of the baseline. The server's peak resident memory (VmHWM) is printed either
// way; the goal is < 300 MB. --only keeps the routes whose name contains the text; --server PATH
// runs another build of ours (say, one made from an older commit) instead of apps/server/dist/main.js.
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
import { benchSessions, largeRoutes } from './bench-api/large-routes.mjs';
import { routeQueries } from './bench-api/route-queries.mjs';
import { serverNodeOptions } from './server-command.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
    large: { type: 'boolean', default: false },
    only: { type: 'string' },
    server: { type: 'string' },
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

/** Our built server (or the one --server names). */
const oursScript = path.resolve(options.server ?? path.join(repoRoot, 'apps/server/dist/main.js'));

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
/** @param {Route} route @returns {{ ratio?: number; p99?: number }} */
const goalOf = (route) =>
  options.large
    ? { p99: 50, ...(route.baseline ? { ratio: route === notFoundRoute ? 0.6 : 0.5 } : {}) }
    : (goals[route.name] ?? defaultGoal);
const memoryGoalMb = 300;
const serverLifetimeMs = 55_000;
const authSecret = randomBytes(32).toString('hex');

if (!options.server && serverNeedsBuild()) {
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

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
if (options.large && !onPostgres) {
  console.error(
    '--large runs on the database DATABASE_URL names (postgres://…), filled by npm run seed:large.',
  );
  process.exit(2);
}
const databases = options.large
  ? [{ label: 'PostgreSQL, seed:large', url: process.env.DATABASE_URL ?? '', drop: async () => {} }]
  : [{ label: 'PGlite', url: `pglite:${path.join(work, 'db')}`, drop: async () => {} }];
if (onPostgres && !options.large) databases.push(await throwawayPostgres());

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
  /** @type {Record<string, string>} */
  const oursEnv = {
    NODE_ENV: 'production',
    AUTH_SECRET: authSecret,
    DATABASE_URL: database.url,
    STORAGE_DIR: path.join(work, 'uploads'),
    WEB_ROOT: webRoot,
  };
  const baselineEnv = { DATABASE_URL: database.url };
  /** @type {Route[]} */
  let routes = [notFoundRoute, ...routeQueries];
  /** @type {(() => Promise<unknown>) | null} */
  let removeSessions = null;
  /** Cancels what a stopped server of ours left running in PostgreSQL (a query outlives its client). */
  let cancelLeftovers = async () => {};
  if (options.large) {
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const oursUrl = new URL(database.url);
    oursUrl.searchParams.set('application_name', 'tinkerlabs-bench-ours');
    oursEnv.DATABASE_URL = oursUrl.href;
    cancelLeftovers = async () => {
      await pool.query(
        `select pg_cancel_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'tinkerlabs-bench-ours' and state = 'active'`,
      );
    };
    try {
      const sessions = await benchSessions(pool, authSecret);
      removeSessions = async () => {
        await sessions.remove();
        await pool.end();
      };
      oursEnv.ADMIN_EMAILS = sessions.adminEmail;
      console.log('Finding the routes on our server…');
      const server = await startProcess(oursScript, oursEnv);
      try {
        routes = [notFoundRoute, ...(await largeRoutes(server.url, sessions, work))];
      } finally {
        await server.stop();
        await cancelLeftovers();
      }
    } catch (error) {
      await (removeSessions ?? (() => pool.end()))();
      throw error;
    }
    const routesFile = path.join(work, 'baseline-routes.json');
    fs.writeFileSync(routesFile, JSON.stringify(routes.filter((r) => r.sql || r.file)));
    Object.assign(baselineEnv, { BENCH_ROUTES: routesFile });
  }
  if (options.only) routes = routes.filter((r) => r.name.includes(/** @type {string} */ (options.only)));
  /** @type {Map<string, Result>} */
  const oursResults = new Map();
  /** @type {Map<string, Result>} */
  const baselineResults = new Map();
  let peakMemory = 0;

  try {
    for (let round = 1; round <= rounds; round++) {
      peakMemory = Math.max(peakMemory, await loadRoutes('ours', round, oursResults, oursScript, oursEnv));
      await loadRoutes(
        'baseline',
        round,
        baselineResults,
        path.join(repoRoot, 'tools/bench-api/baseline-server.mjs'),
        baselineEnv,
      );
    }
  } finally {
    await removeSessions?.();
  }

  /**
   * Starts one side's server, loads every route, keeps each route's best run and stops the server
   * (PGlite's folder is opened by one process at a time). Answers the server's peak resident memory
   * in bytes (0 where /proc is missing). With --large, our server is replaced before it has run
   * `serverLifetimeMs`: its upload clean-up starts 60 s after start (hourly-cleanup.ts) and, at this
   * size, keeps a PostgreSQL core busy for minutes, which is not what the reads should be measured
   * against.
   * @param {'ours' | 'baseline'} side @param {number} round @param {Map<string, Result>} best
   * @param {string} script @param {Record<string, string>} env
   */
  async function loadRoutes(side, round, best, script, env) {
    let server = await startProcess(script, env);
    let started = Date.now();
    let peak = 0;
    // A route slow enough to leave requests queued in the server at the end of its run (unanswered,
    // or a median over half a second) would make the next route wait behind them: it gets a fresh
    // server.
    let backlog = false;
    try {
      for (const route of routes) {
        const target = route[side];
        if (!target) continue;
        if (options.large && (Date.now() - started + (duration + 1) * 1000 > serverLifetimeMs || backlog)) {
          peak = Math.max(peak, server.peakMemory());
          await server.stop();
          if (side === 'ours') await cancelLeftovers();
          server = await startProcess(script, env);
          started = Date.now();
        }
        const result = await load(server.url + target, side === 'ours' ? route.headers : undefined);
        backlog = result.leftQueued;
        const rss = server.memory();
        console.log(
          `${side.padEnd(9)} round ${round}  ${route.name}: ${describe(result)}${rss ? `, RSS ${(rss / 2 ** 20).toFixed(0)} MB` : ''}`,
        );
        const previous = best.get(route.name);
        const errors = result.errors + (previous?.errors ?? 0);
        best.set(route.name, { ...(previous && previous.rps > result.rps ? previous : result), errors });
      }
      return Math.max(peak, server.peakMemory());
    } finally {
      await server.stop();
      if (side === 'ours') await cancelLeftovers();
    }
  }

  console.log('');
  const rows = routes.map((route) => {
    const o = /** @type {Result} */ (oursResults.get(route.name));
    const b = baselineResults.get(route.name);
    const ratio = b ? o.rps / b.rps : undefined;
    const goal = goalOf(route);
    const met =
      o.errors === 0 &&
      (goal.ratio === undefined || (ratio ?? 0) >= goal.ratio) &&
      (goal.p99 === undefined || (options.large ? o.p99 <= goal.p99 : o.p99 < goal.p99));
    const goalText = [
      goal.ratio && `≥ ${goal.ratio * 100} %`,
      goal.p99 && `p99 ${options.large ? '≤' : '<'} ${goal.p99} ms`,
    ]
      .filter(Boolean)
      .join(', ');
    return [
      route.name,
      `${o.rps.toFixed(0)} req/s`,
      `${ms(o.p50)} / ${ms(o.p99)}`,
      `${o.errors}`,
      b ? `${b.rps.toFixed(0)} req/s` : '—',
      b ? `${ms(b.p50)} / ${ms(b.p99)}` : '—',
      ratio === undefined ? '—' : `${(ratio * 100).toFixed(0)} %`,
      `${goalText} ${met ? 'met' : 'MISSED'}`,
    ];
  });
  printTable(
    ['route', 'ours', 'ours p50 / p99', 'errors', 'baseline', 'baseline p50 / p99', 'ours/baseline', 'goal'],
    rows,
  );
  if (peakMemory > 0) {
    const mb = peakMemory / 1024 / 1024;
    console.log(
      `\nOur server's peak resident memory: ${mb.toFixed(0)} MB (goal < ${memoryGoalMb} MB: ${mb < memoryGoalMb ? 'met' : 'MISSED'})`,
    );
  }
}

/**
 * @typedef {{ name: string; ours: string; baseline?: string; headers?: Record<string, string>;
 *   sql?: { text: string; values: unknown[] }[]; file?: string; list?: boolean }} Route
 */

/** @typedef {{ rps: number; p50: number; p99: number; errors: number; leftQueued: boolean }} Result */

/** @param {string} url @param {Record<string, string>} [headers] @returns {Promise<Result>} */
async function load(url, headers) {
  // A short warm-up: JIT, connection pool and caches reach their steady state first.
  await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration, headers });
  const expected = url.includes('/no-such-route') || url.endsWith('/plain') ? 404 : 200;
  const wrongStatus = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => Number(status) !== expected)
    .reduce((sum, [, stats]) => sum + (stats.count ?? 0), 0);
  // Requests still unanswered when the run ends count as errors: a route too slow to answer once
  // in the run would otherwise show no latency at all.
  const unanswered = result.requests.total === 0 ? connections : 0;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.requests.total === 0 ? Infinity : result.latency.p99,
    errors: result.errors + result.timeouts + wrongStatus + unanswered,
    leftQueued: unanswered > 0 || result.timeouts > 0 || result.latency.p50 > 500,
  };
}

/** @param {Result} r */
function describe(r) {
  return `${r.rps.toFixed(0)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ${r.errors} errors`;
}

/** @param {string} script @param {Record<string, string>} env */
async function startProcess(script, env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  // Ours runs with the Node options it runs with in production; the baseline with Node's defaults.
  const nodeOptions = script === oursScript ? serverNodeOptions : [];
  const child = spawn(process.execPath, [...nodeOptions, script], {
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
    /** The process's peak resident set size so far (Linux's VmHWM), in bytes; 0 elsewhere. */
    peakMemory: () => procStatus(child.pid, 'VmHWM'),
    /** Its resident set size now (VmRSS). */
    memory: () => procStatus(child.pid, 'VmRSS'),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A latency; a route with no answer in the run has none. @param {number} value */
function ms(value) {
  return Number.isFinite(value) ? `${value} ms` : `> ${duration} s`;
}

/**
 * A size line of /proc/PID/status in bytes, or 0 (not Linux, or the process is gone).
 * @param {number | undefined} pid @param {string} field
 */
function procStatus(pid, field) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
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
