// `npm run bench:labs [-- URL] [-- --cold N] [-- --only micropython]`: the programming labs in headless Chromium against a
// running server (`npm start`, default http://localhost:3000): for each lab, with a fresh profile, the
// time from navigation to "ready" (cold: the runtime downloads), to the first example's output, how long Stop
// takes to end an endless loop and make the lab ready again, and the time to ready after a reload
// (warm: the runtime comes from the HTTP cache; clang from Cache Storage). For C++ also the second
// Run of the example (a warm compile: clang stays loaded) and a warm compile of an example that
// includes <algorithm>, <iostream>, <string> and <vector> (it starts from their precompiled header,
// apps/web/tooling/clang-pch.ts); for C++ also the cold visit's first compile, as clang reports it. Beside
// each time to ready, the runtime's own load: from its worker's creation to ready, as the lab's
// runner measured it, without the page's own load, and whether the cold visit's worker was started
// by the page's HTML or by the app (see apps/web/src/lib/code-runners/early-workers.ts). Goals from
// issue 10 are printed beside the figures.
//
// Time to ready is taken in the page: from navigation start to the frame that shows the lab's
// "… is ready." status, seen by a mutation observer the bench adds to the page. Playwright's own
// wait for that status polls (every 20 to 100 ms) and answers over its connection, which added 20 to
// 180 ms that no visitor waits; that figure is printed too ("as Playwright saw it"). A cold start is
// noisy on a small machine, so each lab's cold ready is the median of N visits, each with a fresh
// profile (--cold N, default 5); the other figures come from the first visit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values: options, positionals } = parseArgs({
  options: { cold: { type: 'string', default: '5' }, only: { type: 'string' } },
  allowPositionals: true,
});
const baseUrl = positionals[0] ?? 'http://localhost:3000';
const coldVisits = Math.max(1, Number(options.cold) || 1);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
];

const labs = [
  {
    path: '/labs/programming/python',
    runtime: 'Python',
    example: 'Binary sensor packets with a CRC-8',
    output: 'Corrupted packet rejected',
    loop: 'An endless loop (press Stop)',
    loopOutput: 'still counting',
    goal: 'ready ≤ 2.5 s, Stop ≤ 1 s',
  },
  {
    path: '/labs/programming/micropython',
    runtime: 'MicroPython',
    example: 'Traffic light',
    output: 'cycle 1 -> red',
    loop: 'Potentiometer steers the servo',
    loopOutput: 'angle',
    goal: 'ready ≤ 0.5 s, Stop ≤ 1 s',
  },
  {
    // An <iostream> hello world: its first output includes clang's download and the first compile
    // (from the precompiled header, while the browser has not yet optimised clang's code), the
    // second Run compiles warm. The goal: a compile in ≤ 3 s cold, ≤ 1 s warm on this machine.
    path: '/labs/programming/cpp',
    runtime: 'C++',
    example: 'Hello, world with <iostream>',
    output: 'Hello, world from C++ streams',
    rerun: true,
    iostreamExample: 'Read sensor readings from Program input (std::cin)',
    loop: 'An endless loop (press Stop)',
    loopOutput: 'still looping',
    figure: /Compiled in [\d.]+ s \(-O2\)/,
    goal: 'iostream hello: first compile ≤ 3 s, warm compile (note) ≤ 1 s; Stop ≤ 1 s',
  },
  {
    // The sine example trains 200 epochs (its "Program input"); the training time is what it prints.
    path: '/labs/programming/tinyml',
    runtime: 'TensorFlow.js',
    example: 'Sine regression (1→16→16→1)',
    output: 'Model size',
    loop: 'Sine regression (1→16→16→1)',
    loopInput: '100000',
    loopOutput: null,
    figure: /Trained \d+ epochs in [\d.]+ s/,
    goal: 'Stop ≤ 1 s',
  },
];

/** @param {import('playwright-core').Page} page @param {string} text */
const logContains = (page, text) =>
  page.getByRole('log', { name: 'Output' }).filter({ hasText: text }).waitFor({ timeout: 60_000 });

/**
 * The runtime's own load, from its worker's creation to ready: the measure the lab's runner records
 * (apps/web/src/lib/code-runners/worker-runner.ts). It leaves out the page's own load.
 * @param {import('playwright-core').Page} page
 */
const runtimeLoad = (page) =>
  page.evaluate(
    () => performance.getEntriesByName('tinkerlabs:runtime-load', 'measure')[0]?.duration ?? null,
  );

/**
 * In every document of the page (a script's text: this file has no DOM types): records, as
 * `tinkerlabsReadyAt` (ms from navigation start), the animation frame in which a status saying
 * "… is ready." first appears.
 */
const watchReady = `
  new MutationObserver(() => {
    if ('tinkerlabsReadyAt' in window) return;
    const statuses = [...document.querySelectorAll('[role="status"]')];
    if (!statuses.some((status) => / is ready\\.$/.test(status.textContent.trim()))) return;
    window.tinkerlabsReadyAt = null;
    requestAnimationFrame(() => { window.tinkerlabsReadyAt = performance.now(); });
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

/** @param {import('playwright-core').Page} page @returns {Promise<number>} */
const readyInPage = (page) =>
  page
    .waitForFunction('window.tinkerlabsReadyAt')
    .then((handle) => /** @type {Promise<number>} */ (handle.jsonValue()));

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * One cold visit with a fresh profile; `then` goes on with the page once the lab is ready.
 * @template T
 * @param {(typeof labs)[number]} lab
 * @param {(page: import('playwright-core').Page, start: number) => Promise<T>} [then]
 */
async function coldVisit(lab, then) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tinkerlabs-bench-labs-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    headless: true,
    args,
  });
  try {
    await context.addInitScript({ content: watchReady });
    const page = await context.newPage();
    const start = Date.now();
    await page.goto(`${baseUrl}${lab.path}`);
    await page
      .getByRole('status')
      .filter({ hasText: `${lab.runtime} is ready.` })
      .waitFor({ timeout: 60_000 });
    const seen = Date.now() - start;
    const inPage = await readyInPage(page);
    const runtime = await runtimeLoad(page);
    return { inPage, seen, runtime, rest: then ? await then(page, start) : null };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** @param {(typeof labs)[number]} lab */
async function measure(lab) {
  const first = await coldVisit(lab, (page, start) => flow(lab, page, start));
  const visits = [first];
  for (let visit = 1; visit < coldVisits; visit++) visits.push(await coldVisit(lab));
  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
  const runtimes = visits.flatMap((visit) => (visit.runtime === null ? [] : [visit.runtime]));
  return {
    lab: lab.runtime,
    'cold ready': seconds(median(visits.map((visit) => visit.inPage))),
    'as Playwright saw it': seconds(median(visits.map((visit) => visit.seen))),
    'cold runtime load': runtimes.length === 0 ? 'n/a' : seconds(median(runtimes)),
    ...first.rest,
    goal: lab.goal,
  };
}

/**
 * The rest of the first visit: the first example's output, a warm compile, Stop, and a reload.
 * @param {(typeof labs)[number]} lab @param {import('playwright-core').Page} page @param {number} start
 */
async function flow(lab, page, start) {
  const ready = () =>
    page
      .getByRole('status')
      .filter({ hasText: `${lab.runtime} is ready.` })
      .waitFor({ timeout: 60_000 });
  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
  const startedBy = await page.evaluate(() =>
    performance.getEntriesByName('tinkerlabs:worker-from-page', 'mark').length > 0 ? 'page HTML' : 'app',
  );
  await page.getByLabel('Example', { exact: true }).selectOption(lab.example);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await logContains(page, lab.output);
  const firstOutput = Date.now() - start;
  // The cold visit's first compile (clang just loaded, its code not yet optimised by the browser).
  const firstCompile = lab.figure
    ? (await page.getByRole('log', { name: 'Output' }).textContent())?.match(/Compiled in ([\d.]+) s/)?.[1]
    : null;
  await ready();
  let rerun = null;
  if (lab.rerun) {
    const again = Date.now();
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Running…' }).waitFor();
    await logContains(page, lab.output);
    rerun = Date.now() - again;
    await ready();
  }
  const figure = lab.figure
    ? (await page.getByRole('log', { name: 'Output' }).textContent())?.match(lab.figure)
    : null;
  let iostreamCompile = null;
  if (lab.iostreamExample) {
    await page.getByLabel('Example', { exact: true }).selectOption(lab.iostreamExample);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Running…' }).waitFor();
    await logContains(page, 'Compiled in');
    const note = await page.getByRole('log', { name: 'Output' }).textContent();
    iostreamCompile = note?.match(/Compiled in ([\d.]+) s/)?.[1] ?? null;
    await ready();
  }
  await page.getByLabel('Example', { exact: true }).selectOption(lab.loop);
  if (lab.loopInput) await page.getByLabel('Program input', { exact: true }).fill(lab.loopInput);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  // A program that prints nothing while it runs (a training) is stopped a second after it starts.
  if (lab.loopOutput) await logContains(page, lab.loopOutput);
  else await page.waitForTimeout(1_000);
  const stopped = Date.now();
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await logContains(page, 'Stopped');
  const stop = Date.now() - stopped;
  await ready();
  const readyAgain = Date.now() - stopped;
  await page.reload();
  await ready();
  const warmReady = await readyInPage(page);
  const warmRuntime = await runtimeLoad(page);
  return {
    'started by': startedBy,
    'first output': seconds(firstOutput),
    ...(firstCompile ? { 'first compile': `${firstCompile} s` } : {}),
    ...(rerun === null ? {} : { 'second run': seconds(rerun) }),
    ...(iostreamCompile === null ? {} : { 'four headers compile': `${iostreamCompile} s` }),
    stop: seconds(stop),
    'ready after Stop': seconds(readyAgain),
    'warm ready': seconds(warmReady),
    'warm runtime load': warmRuntime === null ? 'n/a' : seconds(warmRuntime),
    ...(figure ? { note: figure[0] } : {}),
  };
}

const rows = [];
// `--only micropython` measures the labs whose address contains the text.
const chosen = labs.filter((lab) => !options.only || lab.path.includes(options.only.toLowerCase()));
if (chosen.length === 0) throw new Error(`No lab's address contains "${options.only}".`);
for (const lab of chosen) rows.push(await measure(lab));
console.table(rows);
console.log(
  'Cold and warm ready run from navigation start, so they include loading the page itself; the runtime ' +
    "loads run from the language worker's creation to ready.",
);
