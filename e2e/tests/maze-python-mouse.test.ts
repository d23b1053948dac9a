// The maze simulator's Python mouse: Python (Pyodide, from our own server) loads with a progress bar,
// and the default Main.py, importing its API.py as in mms's Python template, follows the left wall
// of a training maze to the goal, its setColor / setText on the maze and its commands in the log.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser, type TrackedPage } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const maze = (page: Page) => page.getByRole('img', { name: /^Maze of/ });
const cells = async (page: Page, attribute: string) =>
  ((await maze(page).getAttribute(attribute)) ?? '').split(';');

describe('the maze simulator’s Python mouse', () => {
  let browser: Browser;
  let tracked: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser.context);
    await gotoApp(tracked.page, `${baseUrl}/labs/simulators/maze-simulators`);
    await maze(tracked.page).waitFor();
  });
  afterAll(() => browser.close());

  it('loads Python and runs the default Main.py with its API.py on a training maze', async () => {
    const { page } = tracked;
    await page.getByLabel('Contest maze').selectOption('training/practice-8x8-a');
    await expect.poll(() => page.locator('figcaption').textContent()).toContain('practice-8x8-a');
    await page.getByLabel('Algorithm').selectOption('python');
    await page.getByRole('tab', { name: 'API.py' }).click();
    const editor = page.getByRole('textbox', { name: 'Python mouse program API.py' });
    await expect.poll(() => editor.textContent()).toContain('def mazeWidth():');
    await page.getByLabel('Speed').selectOption('instant');

    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByRole('progressbar', { name: 'Loading Python (Pyodide)' }).waitFor();
    const status = page.getByRole('status').filter({ hasText: /^(Running|Finished|Stopped|The program)/ });
    await expect.poll(() => status.textContent(), { timeout: 60_000 }).toMatch(/^Finished/);
    expect(await page.getByRole('progressbar').count()).toBe(0);

    // Start and goal coloured G and named, the 36 cells on the way cyan and numbered.
    const colours = await cells(page, 'data-colours');
    const texts = await cells(page, 'data-texts');
    expect(colours).toContain('0,0=G');
    expect(colours.filter((cell) => cell.endsWith('=G'))).toHaveLength(2);
    expect(colours.filter((cell) => cell.endsWith('=c')).length).toBeGreaterThan(20);
    expect(texts).toContain('0,0=start');
    expect(texts.filter((cell) => cell.endsWith('=goal'))).toHaveLength(1);
    const log = (await page.getByRole('log', { name: 'Commands' }).textContent()) ?? '';
    expect(log).toContain('wallLeft → ');
    expect(log).toContain('moveForward → ack');
    expect(log).toContain('setText ');
    expect(log).toMatch(/# Reached the goal in 36 moves and \d+ turns\./);
  });

  it('has no serious accessibility violation, logged no console error and asked no other host', async () => {
    expect(await seriousAxeViolations(tracked.page)).toEqual([]);
    expect(tracked.consoleErrors, tracked.consoleMessages.join('\n')).toEqual([]);
    const hosts = [...tracked.requestHosts].filter((host) => host !== '' && host !== new URL(baseUrl).host);
    expect(hosts).toEqual([]);
  });
});
