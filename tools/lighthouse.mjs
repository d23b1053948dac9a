// `npm run lighthouse`: builds what is not built yet, starts the real server on a free port with a
// fresh database (seeded at start), runs Lighthouse (mobile, default config) on the home page, the
// article list, one article and the development boards, and prints the four scores of each page
// against the targets. Exits 1 when a target is missed; the server and its data folder are removed.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, serverNeedsBuild, webNeedsBuild } from './build-state.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/** @typedef {'performance' | 'accessibility' | 'best-practices' | 'seo'} CategoryId */
/** @type {{ id: CategoryId, label: string, target: number }[]} */
const categories = [
  { id: 'performance', label: 'performance', target: 95 },
  { id: 'accessibility', label: 'accessibility', target: 100 },
  { id: 'best-practices', label: 'best practices', target: 100 },
  { id: 'seo', label: 'SEO', target: 95 },
];

/** @param {string} workspace */
function build(workspace) {
  console.log(`Building ${workspace}…`);
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(address.port));
    });
  });
}

/** Starts `node apps/server/dist/main.js` on its own database and waits until /api/health answers. */
async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tinkerlabs-lighthouse-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: dataDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      APP_URL: url,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: `pglite:${path.join(dataDir, 'db')}`,
      STORAGE_DIR: path.join(dataDir, 'uploads'),
      WEB_ROOT: path.join(repoRoot, 'apps/web/dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited during start:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer /api/health within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop };
}

/**
 * One Lighthouse run (mobile, the default config) through its command line.
 * @param {string} url
 * @returns {{ scores: Record<CategoryId, number | null>, failing: Record<CategoryId, string[]> }}
 */
function runLighthouse(url) {
  const result = spawnSync(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${chromeFlags.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  const report = JSON.parse(result.stdout);
  if (report.runtimeError)
    throw new Error(`Lighthouse could not test ${url}: ${report.runtimeError.message}`);
  /** @type {Record<string, number | null>} */
  const scores = {};
  /** @type {Record<string, string[]>} */
  const failing = {};
  for (const { id } of categories) {
    const category = report.categories[id];
    scores[id] = category?.score == null ? null : Math.round(category.score * 100);
    // What cost points, most expensive first, so a miss can be acted on without opening the report.
    failing[id] = (category?.auditRefs ?? [])
      .filter((/** @type {{ id: string, weight: number }} */ ref) => {
        const audit = report.audits[ref.id];
        return ref.weight > 0 && audit && audit.score !== null && audit.score < 1;
      })
      .sort((/** @type {{ weight: number }} */ a, /** @type {{ weight: number }} */ b) => b.weight - a.weight)
      .map((/** @type {{ id: string }} */ ref) => {
        const audit = report.audits[ref.id];
        // Chrome's Issues panel is only useful with the kinds of issue it logged.
        const issues = (audit.details?.items ?? [])
          .map((/** @type {{ issueType?: string }} */ item) => item.issueType)
          .filter(Boolean);
        const detail = audit.displayValue ?? (issues.length ? issues.join(', ') : '');
        return `${audit.title}${detail ? ` (${detail})` : ''}`;
      });
  }
  return {
    scores: /** @type {Record<CategoryId, number | null>} */ (scores),
    failing: /** @type {Record<CategoryId, string[]>} */ (failing),
  };
}

if (!fs.existsSync(chromePath)) {
  console.error(
    `Chromium was not found at ${chromePath}: install it (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
if (webNeedsBuild()) build('@tinkerlabs/web');
if (serverNeedsBuild()) build('@tinkerlabs/server');

const server = await startServer();
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => void server.stop().then(() => process.exit(130)));
}

let missed = false;
try {
  const articles = /** @type {{ items: { slug: string }[] }} */ (
    await (await fetch(`${server.url}/api/articles`)).json()
  );
  const firstArticle = articles.items?.[0]?.slug;
  if (!firstArticle) throw new Error('GET /api/articles answered no article: the seed has not loaded any.');
  const pages = ['/', '/articles', `/articles/${firstArticle}`, '/labs/development-boards'];

  /** @type {Record<string, string>[]} */
  const rows = [];
  /** @type {string[]} */
  const notes = [];
  for (const page of pages) {
    console.log(`Lighthouse (mobile): ${page}…`);
    const { scores, failing } = runLighthouse(`${server.url}${page}`);
    /** @type {Record<string, string>} */
    const row = { page };
    for (const { id, label, target } of categories) {
      const score = scores[id];
      const met = score !== null && score >= target;
      if (!met) {
        missed = true;
        notes.push(
          `${page} ${label} ${score ?? 'n/a'} < ${target}: ${failing[id].slice(0, 5).join('; ') || 'no audit named'}`,
        );
      }
      row[label] = `${score ?? 'n/a'} ${met ? '✓' : '✗'}`;
    }
    rows.push(row);
  }
  console.table(rows);
  console.log(`Targets: ${categories.map(({ label, target }) => `${label} ≥ ${target}`).join(', ')}.`);
  if (notes.length > 0) console.error(`Missed:\n${notes.map((note) => `  ${note}`).join('\n')}`);
  else console.log('Every page meets every target.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  missed = true;
} finally {
  await server.stop();
}
process.exit(missed ? 1 : 0);
