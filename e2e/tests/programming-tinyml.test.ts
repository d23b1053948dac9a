// The TinyML lab at /labs/programming/tinyml: TensorFlow.js loads in a worker from our server; the
// sine example (30 epochs, chosen through "Program input") draws the loss plot epoch by epoch and
// fills the "Float vs int8" table, whose int8 predictions stay within the tolerance the page states;
// "Download C header" downloads sine_model.h with the int8 arrays; the C++ lab link carries the
// program; training the same program again writes the same header byte for byte (seed 1 on the
// CPU backend, as the page says); Stop ends a long training within a second and the lab trains
// again; the page's example programs are JavaScript that "Try it" loads and runs here; axe finds
// nothing serious.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser, type TrackedPage } from '../support/browser.ts';
import { codeEditor, stopAndTime } from '../support/playground.ts';

const baseUrl = inject('baseUrl');
const path = '/labs/programming/tinyml';
const sineExample = 'Sine regression (1→16→16→1)';

const output = (page: Page) => page.getByRole('log', { name: 'Output' });
const ready = (page: Page) => page.getByRole('status').filter({ hasText: 'TensorFlow.js is ready.' });
const lossPoints = async (page: Page) =>
  Number(await page.getByRole('img', { name: 'Loss per epoch' }).getAttribute('data-points'));
const comparison = (page: Page) => page.getByRole('table', { name: /Float vs int8 predictions/ });

async function runSine(page: Page, epochs: number) {
  await page.getByLabel('Example', { exact: true }).selectOption(sineExample);
  await page.getByLabel('Program input', { exact: true }).fill(`${epochs}\n`);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
}

async function downloadHeader(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download C header' }).click(),
  ]);
  return fs.readFileSync((await download.path())!, 'utf8');
}

describe('TinyML lab', () => {
  let browser: Browser;
  let tracked: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser.context);
    await gotoApp(tracked.page, `${baseUrl}${path}`);
    await ready(tracked.page).waitFor({ timeout: 30_000 });
  });
  afterAll(() => browser.close());

  it('trains the sine model with a live loss plot and compares float and int8 within the tolerance', async () => {
    const { page } = tracked;
    expect(await lossPoints(page)).toBe(0);
    await runSine(page, 30);
    await expect.poll(() => lossPoints(page), { timeout: 30_000 }).toBe(30);
    await comparison(page).waitFor({ timeout: 30_000 });
    await ready(page).waitFor();
    expect(await output(page).textContent()).toMatch(/Trained 30 epochs in [\d.]+ s/);
    expect(await output(page).textContent()).toContain('MSE on 400 samples');
    expect(await page.getByTestId('tinyml-evaluation').textContent()).toMatch(
      /^MSE on 400 samples: float \S+, int8 \S+$/,
    );

    const tolerance = Number(await page.getByTestId('tinyml-tolerance').textContent());
    expect(tolerance).toBeGreaterThan(0);
    expect(tolerance).toBeLessThan(0.1);
    const rows = await comparison(page).locator('tbody tr').all();
    expect(rows).toHaveLength(9);
    for (const row of rows) {
      const [float, int8, difference] = (await row.locator('td').allTextContents()).map(Number);
      expect(Math.abs(int8! - float!)).toBeCloseTo(difference!, 5);
      expect(Math.abs(int8! - float!)).toBeLessThanOrEqual(tolerance);
    }
    expect(await page.getByText(/^Model size: 1,284 bytes as float32, 420 bytes as int8/).isVisible()).toBe(
      true,
    );
  });

  it('downloads the C header and links the C++ lab to the program', async () => {
    const { page } = tracked;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download C header' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sine_model.h');
    const header = fs.readFileSync((await download.path())!, 'utf8');
    expect(header).toContain('static const int8_t sine_layer0_weights[16 * 1] = {');
    expect(header).toContain('static const int8_t sine_layer1_weights[16 * 16] = {');
    expect(header).toContain('static inline void sine_predict(const float *input, float *output)');

    const href = await page.getByRole('link', { name: 'Open in the C++ lab' }).getAttribute('href');
    expect(href).toMatch(/^\/labs\/programming\/cpp#code=[\w-]+$/);
    const program = Buffer.from(href!.split('#code=')[1]!, 'base64url').toString('utf8');
    expect(program).toContain(header.trimEnd());
    expect(program).toContain('int main(void)');
  });

  it('trains the same model again: the same seed on the CPU backend writes the same header byte for byte', async () => {
    const { page } = tracked;
    expect(
      await page
        .getByText(
          'Trained on the CPU backend with seed 1: the same program and seed train the same model and C header.',
        )
        .isVisible(),
    ).toBe(true);
    const first = await downloadHeader(page);
    await runSine(page, 30);
    // The run starts by clearing the last report; the new one follows its training.
    await comparison(page).waitFor({ state: 'detached', timeout: 10_000 });
    await comparison(page).waitFor({ timeout: 30_000 });
    await ready(page).waitFor();
    expect(await lossPoints(page)).toBe(30);
    expect(await downloadHeader(page)).toBe(first);
  });

  it('prints the int8 column when the C++ lab compiles the program', async () => {
    const { page } = tracked;
    const int8Column = await comparison(page).locator('tbody tr td:nth-child(3)').allTextContents();
    const href = await page.getByRole('link', { name: 'Open in the C++ lab' }).getAttribute('href');
    const cpp = await browser.context.newPage();
    try {
      await gotoApp(cpp, `${baseUrl}${href}`);
      await cpp.getByRole('status').filter({ hasText: 'C++ is ready.' }).waitFor({ timeout: 90_000 });
      await cpp.getByRole('button', { name: 'Run', exact: true }).click();
      await expect.poll(() => output(cpp).textContent(), { timeout: 90_000 }).toContain('x=6.283185 y=');
      const printed = [...((await output(cpp).textContent()) ?? '').matchAll(/^x=(\S+) y=(\S+)$/gm)];
      expect(printed.map((line) => line[2])).toEqual(int8Column);
    } finally {
      await cpp.close();
    }
  });

  it('stops a long training within a second and trains again', async () => {
    const { page } = tracked;
    await runSine(page, 100_000);
    await expect.poll(() => lossPoints(page), { timeout: 20_000 }).toBeGreaterThan(3);
    const stopMs = await stopAndTime(page, {
      selector: '[role="log"]',
      text: 'Stopped: the runtime was restarted',
    });
    expect(stopMs).toBeLessThan(1_000);
    await ready(page).waitFor({ timeout: 10_000 });

    await runSine(page, 5);
    await expect.poll(() => lossPoints(page), { timeout: 30_000 }).toBe(5);
    await comparison(page).waitFor({ timeout: 30_000 });
    await ready(page).waitFor();
  });

  it('has no serious axe violation in light or dark mode, no console error and no foreign request', async () => {
    const { page } = tracked;
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousAxeViolations(page, { colours: true })).toEqual([]);
    expect(tracked.consoleErrors).toEqual([]);
    expect([...tracked.requestHosts].filter(Boolean)).toEqual([new URL(baseUrl).host]);
  });

  it('runs the page\'s JavaScript example programs with "Try it"', async () => {
    const { page } = tracked;
    await page
      .getByRole('button', { name: 'Try it (A tiny neural network for XOR with integer inference)' })
      .click();
    const editor = await codeEditor(page);
    await expect.poll(() => editor.textContent()).toContain('A tiny neural network learns XOR');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => output(page).textContent(), { timeout: 30_000 }).toContain('4/4 correct');
    await comparison(page).waitFor({ timeout: 30_000 });
    await ready(page).waitFor();
    expect(await page.locator('[data-stream="stderr"]').count()).toBe(0);
  });

  it('shows a program error on standard error with its line', async () => {
    const { page } = tracked;
    await (await codeEditor(page)).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('console.log("rows", input());\nundefinedFunction();\n');
    await page.getByLabel('Program input', { exact: true }).fill('three\n');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => output(page).textContent()).toContain('rows three');
    await expect
      .poll(() => page.locator('[data-stream="stderr"]').textContent())
      .toContain('ReferenceError: undefinedFunction is not defined (line 2)');
  });
});
