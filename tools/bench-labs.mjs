// `npm run bench:labs [-- URL]`: the programming labs in headless Chromium against a running server
// (`npm start`, default http://localhost:3000): for each lab, with a fresh profile, the time from
// navigation to "ready" (cold: the runtime downloads), to the first example's output, how long Stop
// takes to end an endless loop and make the lab ready again, and the time to ready after a reload
// (warm: the runtime comes from the HTTP cache; clang from Cache Storage). For C++ also the second
// Run of the example (a warm compile: clang stays loaded). Beside each time to ready, the runtime's
// own load: from its worker's creation to ready, as the lab's runner measured it, without the page's
// own load, and whether the cold visit's worker was started by the page's HTML or by the app (see
// apps/web/src/lib/code-runners/early-workers.ts). Goals from issue 10 are printed beside the figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
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
    // The first output includes clang's download and the first compile; the second Run compiles warm.
    path: '/labs/programming/cpp',
    runtime: 'C++',
    example: 'Fixed-point PID controller (Q16.16)',
    output: 'Only integer arithmetic ran in the loop',
    rerun: true,
    loop: 'An endless loop (press Stop)',
    loopOutput: 'still looping',
    figure: /Compiled in [\d.]+ s \(-O2\)/,
    goal: 'first compile ≤ 5 s, later ≤ 2.5 s, Stop ≤ 1 s',
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

/** @param {(typeof labs)[number]} lab */
async function measure(lab) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tinkerlabs-bench-labs-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    headless: true,
    args,
  });
  try {
    const page = await context.newPage();
    const ready = () =>
      page
        .getByRole('status')
        .filter({ hasText: `${lab.runtime} is ready.` })
        .waitFor({ timeout: 60_000 });
    const start = Date.now();
    await page.goto(`${baseUrl}${lab.path}`);
    await ready();
    const coldReady = Date.now() - start;
    const coldRuntime = await runtimeLoad(page);
    const startedBy = await page.evaluate(() =>
      performance.getEntriesByName('tinkerlabs:worker-from-page', 'mark').length > 0 ? 'page HTML' : 'app',
    );
    await page.getByLabel('Example', { exact: true }).selectOption(lab.example);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await logContains(page, lab.output);
    const firstOutput = Date.now() - start;
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
    const reloaded = Date.now();
    await page.reload();
    await ready();
    const warmReady = Date.now() - reloaded;
    const warmRuntime = await runtimeLoad(page);
    const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
    return {
      lab: lab.runtime,
      'cold ready': seconds(coldReady),
      'cold runtime load': coldRuntime === null ? 'n/a' : seconds(coldRuntime),
      'started by': startedBy,
      'first output': seconds(firstOutput),
      ...(rerun === null ? {} : { 'second run': seconds(rerun) }),
      stop: seconds(stop),
      'ready after Stop': seconds(readyAgain),
      'warm ready': seconds(warmReady),
      'warm runtime load': warmRuntime === null ? 'n/a' : seconds(warmRuntime),
      goal: lab.goal,
      ...(figure ? { note: figure[0] } : {}),
    };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const rows = [];
for (const lab of labs) rows.push(await measure(lab));
console.table(rows);
console.log(
  'Cold and warm ready run from navigation start, so they include loading the page itself; the runtime ' +
    "loads run from the language worker's creation to ready.",
);
