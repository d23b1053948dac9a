// The programming labs put the tool first: at 1280 × 900 the editor, Run and the output are on the
// first screen together, the output beside the editor (and the MicroPython board beside it too); on a
// 390 px phone the toolbar with Run stays on screen while the editor is scrolled through.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';

const baseUrl = inject('baseUrl');

type Box = { x: number; y: number; width: number; height: number };

async function box(page: Page, locator: ReturnType<Page['locator']>): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element is not laid out.');
  return found;
}

const onScreen = (found: Box, viewport: { width: number; height: number }) =>
  found.y >= 0 &&
  found.y + Math.min(found.height, 40) <= viewport.height &&
  found.x + found.width <= viewport.width;

describe('programming labs on a wide screen', () => {
  let browser: Browser;
  const viewport = { width: 1280, height: 900 };

  beforeAll(async () => {
    browser = await launchBrowser({ viewport });
  });
  afterAll(() => browser.close());

  it.each(['python', 'cpp', 'micropython', 'tinyml'])(
    '/labs/programming/%s: Run, the editor and the output are on the first screen, side by side',
    async (lab) => {
      const { page } = await openPage(browser.context);
      await gotoApp(page, `${baseUrl}/labs/programming/${lab}`);
      const run = await box(page, page.getByRole('button', { name: 'Run', exact: true }));
      const editor = await box(page, page.locator('[data-code-editor]'));
      const output = await box(page, page.getByRole('log', { name: 'Output' }));
      expect(onScreen(run, viewport)).toBe(true);
      expect(onScreen(editor, viewport)).toBe(true);
      expect(onScreen(output, viewport)).toBe(true);
      // Beside, not below: the output is right of the editor (under the board on the MicroPython lab,
      // whose board is level with the editor's top half instead).
      expect(output.x).toBeGreaterThanOrEqual(editor.x + editor.width);
      const besideTop =
        lab === 'micropython'
          ? await box(page, page.getByRole('region', { name: 'Virtual Raspberry Pi Pico' }))
          : output;
      expect(besideTop.x).toBeGreaterThanOrEqual(editor.x + editor.width);
      expect(besideTop.y).toBeLessThan(editor.y + editor.height / 2);
      expect(onScreen(besideTop, viewport)).toBe(true);
      await page.close();
    },
  );
});

describe('programming labs on a phone', () => {
  let browser: Browser;
  const viewport = { width: 390, height: 844 };

  beforeAll(async () => {
    browser = await launchBrowser({ viewport });
  });
  afterAll(() => browser.close());

  it('keeps Run on screen while the editor is scrolled through, and stacks the output under it', async () => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/labs/programming/micropython`);
    const editor = await box(page, page.locator('[data-code-editor]'));
    const output = await box(page, page.getByRole('log', { name: 'Output' }));
    expect(output.y).toBeGreaterThan(editor.y);
    // Scrolled so that the end of the editor is at the top of the screen.
    await page.evaluate((y) => window.scrollTo(0, y), editor.y + editor.height - 100);
    await expect
      .poll(async () =>
        onScreen(await box(page, page.getByRole('button', { name: 'Run', exact: true })), viewport),
      )
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });
});
