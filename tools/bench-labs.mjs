// `npm run bench:labs [-- URL]`: the programming labs in headless Chromium against a running server
// (`npm start`, default http://localhost:3000): for each lab, with a fresh profile, the time from
// navigation to "ready" (cold: the runtime downloads), to the first example's output, how long Stop
// takes to end an endless loop and make the lab ready again, and the time to ready after a reload
// (warm: the runtime comes from the HTTP cache). Goals from issue 10 are printed beside the figures.
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
];

/** @param {import('playwright-core').Page} page @param {string} text */
const logContains = (page, text) =>
  page.getByRole('log', { name: 'Output' }).filter({ hasText: text }).waitFor({ timeout: 60_000 });

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
    await page.getByLabel('Example', { exact: true }).selectOption(lab.example);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await logContains(page, lab.output);
    const firstOutput = Date.now() - start;
    await ready();
    await page.getByLabel('Example', { exact: true }).selectOption(lab.loop);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await logContains(page, lab.loopOutput);
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
    const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
    return {
      lab: lab.runtime,
      'cold ready': seconds(coldReady),
      'first output': seconds(firstOutput),
      stop: seconds(stop),
      'ready after Stop': seconds(readyAgain),
      'warm ready': seconds(warmReady),
      goal: lab.goal,
    };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const rows = [];
for (const lab of labs) rows.push(await measure(lab));
console.table(rows);
console.log('Cold and warm times run from navigation start, so they include loading the page itself.');
