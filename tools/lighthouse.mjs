// `npm run lighthouse [-- --runs N] [-- --only /path] [-- --no-build]`: Lighthouse (mobile, default
// config) on the built site, beside a yardstick. Builds what is not built yet (unless --no-build),
// starts the real server on a free port with a fresh database (seeded at start) and a temporary web
// root: a symlink to each top-level entry of apps/web/dist (its runtimes weigh over 100 MB) and
// /lighthouse-baseline.html (tools/lighthouse/baseline.html), a page of text with the site's
// first-load stylesheet and no script. Scores the home page, the article list, one article, the
// development boards and one learning-hub lesson (targets: performance ≥ 98, the rest 100), then one
// robot simulation and one programming lab (performance ≥ 90, the rest 100), and prints each page's
// four scores with its FCP, LCP, TBT, CLS and Speed Index.
//
// The baseline is scored first and last, and both scores stand beside each page's performance: a
// page below target while the baseline holds 100 is slow, a baseline that drops means a busy machine
// (Lighthouse's simulated throttling scales the CPU time it measures), and a gap between its first
// and last score shows drift during the run. Both ends rather than beside every page keep the run
// short. --runs N scores each page (and the baseline) N times and keeps the run with the median
// performance score, as Lighthouse advises on noisy machines; --only /path scores one page and the
// baseline; --no-build scores the build as it is, even when its sources are newer. Exits 1 when a
// target is missed; the server and the temporary folder are removed, also on SIGINT and SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot, serverNeedsBuild, webNeedsBuild } from './build-state.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);

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
/** @typedef {Record<CategoryId, number>} Targets */
/** @type {{ id: CategoryId, label: string }[]} */
const categories = [
  { id: 'performance', label: 'performance' },
  { id: 'accessibility', label: 'accessibility' },
  { id: 'best-practices', label: 'best practices' },
  { id: 'seo', label: 'SEO' },
];
/** @type {Targets} */
const pageTargets = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
/** @type {Targets} */
const labTargets = { ...pageTargets, performance: 90 };
/** @type {[auditId: string, column: string][]} the metrics printed beside the scores */
const metrics = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];
const labPaths = ['/simulations/ScaraRobot', '/labs/programming/cpp'];
const baselinePath = '/lighthouse-baseline.html';

/**
 * @typedef {{
 *   scores: Record<CategoryId, number | null>,
 *   failing: Record<CategoryId, string[]>,
 *   metrics: Record<string, string>,
 * }} Result
 * @typedef {Result & { performanceRuns: (number | null)[] }} Scored
 * @typedef {{ title: string, targets: Targets, paths: string[] }} Group
 */

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

/**
 * Fills `webRoot` with a symlink to each top-level entry of the build (the server's stat follows
 * them; its root check compares paths, not real paths) and the baseline page, which links the
 * stylesheet the build's index.html loads first.
 * @param {string} webRoot
 * @returns {string} that stylesheet's path
 */
function makeWebRoot(webRoot) {
  const dist = path.join(repoRoot, 'apps/web/dist');
  const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const stylesheet = /<link rel="stylesheet"[^>]* href="(\/assets\/index-[^"]+\.css)"/.exec(index)?.[1];
  if (!stylesheet) throw new Error('apps/web/dist/index.html links no /assets/index-*.css stylesheet.');
  fs.mkdirSync(webRoot);
  for (const entry of fs.readdirSync(dist)) {
    fs.symlinkSync(path.join(dist, entry), path.join(webRoot, entry));
  }
  const page = fs.readFileSync(path.join(import.meta.dirname, 'lighthouse/baseline.html'), 'utf8');
  fs.writeFileSync(path.join(webRoot, baselinePath), page.replace('%STYLESHEET%', stylesheet));
  return stylesheet;
}

/**
 * Starts `node apps/server/dist/main.js` on a database of its own under `work`, serving `webRoot`;
 * `ready` settles when /api/health answers.
 * @param {number} port @param {string} work @param {string} webRoot
 */
function startServer(port, work, webRoot) {
  const dataDir = path.join(work, 'data');
  fs.mkdirSync(dataDir);
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
      WEB_ROOT: webRoot,
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
  };

  const ready = (async () => {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline)
        throw new Error(`The server did not answer /api/health within 90 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return { url, stop, ready };
}

/** Fails early when the baseline or a file behind the web root's symlinks is not served. */
async function checkWebRoot(/** @type {string} */ url, /** @type {string} */ stylesheet) {
  for (const file of [baselinePath, stylesheet]) {
    const response = await fetch(`${url}${file}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${file} answered ${response.status} from the temporary web root.`);
  }
}

/** @param {string} url @param {string} apiPath */
async function getJson(url, apiPath) {
  const response = await fetch(`${url}${apiPath}`);
  if (!response.ok) throw new Error(`GET ${apiPath} answered ${response.status}.`);
  return response.json();
}

/**
 * The content pages; the article and the lesson are the seed's first.
 * @param {string} url
 */
async function contentPaths(url) {
  const articles = /** @type {{ items: { slug: string }[] }} */ (await getJson(url, '/api/articles'));
  const article = articles.items[0]?.slug;
  if (!article) throw new Error('GET /api/articles answered no article: the seed has not loaded any.');
  const domains = /** @type {{ items: { slug: string, topicCount: number }[] }} */ (
    await getJson(url, '/api/learninghub')
  );
  const domain = domains.items.find((item) => item.topicCount > 0)?.slug;
  if (!domain) throw new Error('GET /api/learninghub answered no domain with a lesson: the seed has none.');
  const { topics } = /** @type {{ topics: { slug: string }[] }} */ (
    await getJson(url, `/api/learninghub/${domain}`)
  );
  const lesson = topics[0]?.slug;
  if (!lesson) throw new Error(`GET /api/learninghub/${domain} answered no lesson.`);
  return [
    '/',
    '/articles',
    `/articles/${article}`,
    '/labs/development-boards',
    `/learninghub/${domain}/${lesson}`,
  ];
}

/**
 * The pages to score, in groups with their targets; with --only, that page alone, with the targets of
 * the group it belongs to (a page of neither group gets the content pages' targets).
 * @param {string[]} content
 * @returns {Group[]}
 */
function groups(content) {
  const only = options.only;
  const lab = only !== undefined && labPaths.includes(only);
  /** @type {Group[]} */
  const all = [
    { title: 'Pages', targets: pageTargets, paths: only === undefined ? content : lab ? [] : [only] },
    { title: 'Labs', targets: labTargets, paths: only === undefined ? labPaths : lab ? [only] : [] },
  ];
  return all.filter(({ paths }) => paths.length > 0);
}

/** The Lighthouse process running now, for a signal to stop (SIGINT: it closes its Chromium first). */
/** @type {import('node:child_process').ChildProcess | null} */
let lighthouse = null;

/**
 * One Lighthouse run (mobile, the default config) through its command line.
 * @param {string} url
 * @returns {Promise<string>} the report's JSON
 */
function lighthouseReport(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=${chromeFlags.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    lighthouse = child;
    /** @type {Buffer[]} */
    const report = [];
    let errors = '';
    child.stdout.on('data', (chunk) => report.push(chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      lighthouse = null;
      if (code === 0) resolve(Buffer.concat(report).toString('utf8'));
      else reject(new Error(`Lighthouse failed on ${url}:\n${errors}`));
    });
  });
}

/**
 * The scores, what cost points and the metrics of one report.
 * @param {string} url @param {string} json
 * @returns {Result}
 */
function summarise(url, json) {
  const report = JSON.parse(json);
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
    metrics: Object.fromEntries(
      metrics.map(([id, label]) => [label, report.audits[id]?.displayValue?.replace(/\s/g, ' ') ?? 'n/a']),
    ),
  };
}

/**
 * One scored run. Lighthouse 12 with this Chromium now and then loses the trace of a page load
 * ("NO_NAVSTART: … Please run Lighthouse again"): such a run is repeated, up to twice.
 * @param {string} url
 * @returns {Promise<Result>}
 */
async function scoreOnce(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return summarise(url, await lighthouseReport(url));
    } catch (error) {
      const retry = error instanceof Error && error.message.includes('run Lighthouse again') && attempt < 3;
      if (!retry) throw error;
      console.log(`  (Lighthouse lost the trace of ${url}: running it again)`);
    }
  }
}

/**
 * Scores a page `runs` times; the run with the median performance score (the lower of the middle two
 * when `runs` is even) stands for it, with every run's performance score beside it.
 * @param {string} url @param {string} page
 * @returns {Promise<Scored>}
 */
async function scorePage(url, page) {
  /** @type {Result[]} */
  const results = [];
  for (let run = 1; run <= runs; run++) {
    console.log(`Lighthouse (mobile): ${page}${runs > 1 ? ` (run ${run} of ${runs})` : ''}…`);
    results.push(await scoreOnce(`${url}${page}`));
  }
  const performanceRuns = results.map(({ scores }) => scores.performance);
  const ordered = [...results].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return { .../** @type {Result} */ (ordered[Math.floor((runs - 1) / 2)]), performanceRuns };
}

/**
 * The four scores as table cells, each marked against its target when there is one.
 * @param {Scored} result @param {Targets} [targets]
 * @returns {Record<string, string>}
 */
function scoreCells(result, targets) {
  /** @type {Record<string, string>} */
  const cells = {};
  for (const { id, label } of categories) {
    const score = result.scores[id];
    const mark = !targets ? '' : score !== null && score >= targets[id] ? ' ✓' : ' ✗';
    cells[label] = `${score ?? 'n/a'}${mark}`;
  }
  if (runs > 1) cells.performance += ` [${result.performanceRuns.map((score) => score ?? 'n/a').join(' ')}]`;
  return cells;
}

/**
 * A page's misses: each category below its target with the audits that cost most.
 * @param {string} page @param {Scored} result @param {Targets} targets
 */
function misses(page, result, targets) {
  return categories
    .filter(({ id }) => (result.scores[id] ?? -1) < targets[id])
    .map(
      ({ id, label }) =>
        `${page} ${label} ${result.scores[id] ?? 'n/a'} < ${targets[id]}: ${result.failing[id].slice(0, 5).join('; ') || 'no audit named'}`,
    );
}

/** @param {Targets} targets */
const targetLine = (targets) =>
  `Targets: ${categories.map(({ id, label }) => `${label} ≥ ${targets[id]}`).join(', ')}.`;

if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs takes a whole number of at least 1, not ${options.runs}.`);
  process.exit(1);
}
if (options.only !== undefined && !options.only.startsWith('/')) {
  console.error(`--only takes a page path such as /articles, not ${options.only}.`);
  process.exit(1);
}
if (!fs.existsSync(chromePath)) {
  console.error(
    `Chromium was not found at ${chromePath}: install it (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
if (!options['no-build'] && webNeedsBuild()) build('@tinkerlabs/web');
if (!options['no-build'] && serverNeedsBuild()) build('@tinkerlabs/server');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tinkerlabs-lighthouse-'));
/** @type {ReturnType<typeof startServer> | null} */
let server = null;
/** @type {Promise<void> | null} */
let cleaning = null;
/** Stops Lighthouse and the server and removes the temporary folder (once, whoever asks first). */
function cleanUp() {
  cleaning ??= (async () => {
    if (lighthouse && lighthouse.exitCode === null && lighthouse.signalCode === null) {
      const closed = once(lighthouse, 'close');
      lighthouse.kill('SIGINT');
      await closed;
    }
    await server?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    console.error(`${signal}: stopping Lighthouse and the server…`);
    void cleanUp().then(() => process.exit(130));
  });
}

let missed = false;
try {
  const webRoot = path.join(work, 'web');
  const stylesheet = makeWebRoot(webRoot);
  server = startServer(await freePort(), work, webRoot);
  await server.ready;
  await checkWebRoot(server.url, stylesheet);
  const toScore = groups(await contentPaths(server.url));

  const first = await scorePage(server.url, baselinePath);
  /** @type {(Group & { results: { page: string, result: Scored }[] })[]} */
  const scored = [];
  for (const group of toScore) {
    const results = [];
    for (const page of group.paths) results.push({ page, result: await scorePage(server.url, page) });
    scored.push({ ...group, results });
  }
  const last = await scorePage(server.url, baselinePath);

  console.log(`\nBaseline (${baselinePath}: the site's stylesheet and text, no script), first and last:`);
  console.table(
    [first, last].map((result, index) => ({
      run: index === 0 ? 'first' : 'last',
      ...scoreCells(result),
      ...result.metrics,
    })),
  );
  const baseline = `${first.scores.performance ?? 'n/a'} → ${last.scores.performance ?? 'n/a'}`;
  /** @type {string[]} */
  const notes = [];
  for (const { title, targets, results } of scored) {
    console.log(`\n${title}:`);
    console.table(
      results.map(({ page, result }) => {
        const { performance, ...others } = scoreCells(result, targets);
        return { page, performance, baseline, ...others, ...result.metrics };
      }),
    );
    console.log(targetLine(targets));
    for (const { page, result } of results) notes.push(...misses(page, result, targets));
  }
  if (runs > 1) console.log(`Performance: the median of ${runs} runs, every run's score in brackets.`);
  if (notes.length > 0) {
    missed = true;
    console.error(`\nMissed:\n${notes.map((note) => `  ${note}`).join('\n')}`);
  } else console.log('\nEvery page meets every target.');
} catch (error) {
  // After a signal, the error is only the stopped Lighthouse or server.
  if (!cleaning) console.error(error instanceof Error ? error.message : error);
  missed = true;
} finally {
  await cleanUp();
}
process.exit(missed ? 1 : 0);
