// The in-browser micromouse simulator on /labs/simulators/maze-simulators: a contest maze run by
// the flood-fill mouse to its best run (checked against a breadth-first search made here with the
// maze package), a bad file reported with its line and column, a JavaScript mouse using mms's API
// (its colours, texts and commands on the page, a Reset obeyed, the program kept across a reload),
// and no serious axe violation.
import fs from 'node:fs';
import path from 'node:path';
import { contestMazesDir } from '@tinkerlabs/maze/contest-maze-files';
import { readMaze } from '@tinkerlabs/maze/formats/read-maze';
import { shortestPathLength } from '@tinkerlabs/maze/shortest-path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser, type TrackedPage } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const bfsLength = (id: string) =>
  shortestPathLength(readMaze(fs.readFileSync(path.join(contestMazesDir, `${id}.txt`), 'utf8')));

const stat = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const status = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Ready|Running|Paused|Finished|Stopped|The program)/ });
const maze = (page: Page) => page.getByRole('img', { name: /^Maze of/ });

async function runToEnd(page: Page) {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toMatch(/^Finished/);
}

describe('the maze simulator', () => {
  let browser: Browser;
  let tracked: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser.context);
    await gotoApp(tracked.page, `${baseUrl}/labs/simulators/maze-simulators`);
    await maze(tracked.page).waitFor();
  });
  afterAll(() => browser.close());

  it('runs flood fill on a contest maze to a best run as short as the shortest route', async () => {
    const { page } = tracked;
    await page.getByLabel('Contest maze').selectOption('classic/uk2019f');
    await expect.poll(() => page.locator('figcaption').textContent()).toContain('classic/uk2019f');
    await page.getByLabel('Algorithm').selectOption('flood-fill');
    await page.getByLabel('Speed').selectOption('instant');
    await runToEnd(page);
    const bfs = bfsLength('classic/uk2019f');
    expect(bfs).toBe(92);
    // mms counts distance in half cells: 2 per cell of the shortest route.
    expect(await stat(page, 'Best run distance').textContent()).toBe(String(2 * bfs!));
    expect(Number(await stat(page, 'Score').textContent())).toBeLessThan(2000);
    expect(Number(await stat(page, 'Total distance').textContent())).toBeGreaterThan(bfs!);
    expect(await page.getByRole('log', { name: 'Commands' }).textContent()).toContain(
      'Reached the goal on the fast run.',
    );

    // A 32 × 32 half-size maze, timed from Run to the end of the replay.
    await page.getByLabel('Contest maze').selectOption('halfsize/japan2013hes');
    await expect.poll(() => page.locator('figcaption').textContent()).toContain('32 × 32');
    const started = Date.now();
    await runToEnd(page);
    console.log(`Instant flood-fill run of a 32 × 32 maze: ${Date.now() - started} ms from Run to the end.`);
    expect(await stat(page, 'Best run distance').textContent()).toBe(
      String(2 * bfsLength('halfsize/japan2013hes')!),
    );
  });

  it('says what is wrong with a bad maze file, and where', async () => {
    const { page } = tracked;
    await page.getByLabel('Maze file', { exact: true }).setInputFiles({
      name: 'broken.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('o---o---o\n|   |   |\no   o---o\n|       |\no---o   o\n'),
    });
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('broken.txt');
    expect(await alert.textContent()).toContain('Line 5, column 6: the maze is not enclosed');
  });

  it('names the line and column of a post replaced by "x" or by a space', async () => {
    const { page } = tracked;
    const good = ['o---o---o', '|   |   |', 'o   o---o', '|       |', 'o---o---o'];
    for (const [post, found] of [
      ['x', 'found "x"'],
      [' ', 'found a space'],
    ] as const) {
      const lines = [...good];
      lines[2] = `o   ${post}---o`; // line 3, column 5
      await page.getByLabel('Maze file', { exact: true }).setInputFiles({
        name: 'post.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(`${lines.join('\n')}\n`),
      });
      const alert = page.getByRole('alert');
      await expect
        .poll(() => alert.textContent())
        .toContain(`Line 3, column 5: expected a post "o", ${found}`);
    }
  });

  it('shows Stop and Reset as disabled until a run is on', async () => {
    const { page } = tracked;
    await page.getByLabel('Contest maze').selectOption('classic/at135');
    for (const name of ['Stop', 'Reset']) {
      const button = page.getByRole('button', { name, exact: true });
      expect(await button.isDisabled()).toBe(true);
      const look = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { opacity: Number(style.opacity), cursor: style.cursor };
      });
      expect(look).toEqual({ opacity: 0.6, cursor: 'not-allowed' });
    }
    const step = page.getByRole('button', { name: 'Step', exact: true });
    expect(await step.isDisabled()).toBe(false);
    expect(await step.evaluate((element) => Number(getComputedStyle(element).opacity))).toBe(1);
  });

  it('runs a JavaScript mouse with the mms API, obeys Reset, and keeps the program', async () => {
    const { page } = tracked;
    await page.getByLabel('Contest maze').selectOption('classic/at135');
    await page.getByLabel('Algorithm').selectOption('javascript');
    await page.getByRole('textbox', { name: 'JavaScript mouse program' }).waitFor();

    // Slowly at first, so Reset lands mid-run; the program's ackReset sends the mouse back.
    await page.getByLabel('Speed').selectOption('slow');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    // The first move waits for the program's worker to start: over a second on a busy machine.
    await expect.poll(() => maze(page).getAttribute('data-mouse'), { timeout: 10_000 }).not.toBe('0,0,north');
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await page.getByLabel('Speed').selectOption('instant');
    await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toMatch(/^Finished/);

    // The example colours visited cells c, the start and the goal G, and writes distances and "goal".
    const colours = ((await maze(page).getAttribute('data-colours')) ?? '').split(';');
    const texts = ((await maze(page).getAttribute('data-texts')) ?? '').split(';');
    expect(colours.filter((cell) => cell.endsWith('=G')).length).toBeGreaterThanOrEqual(1);
    expect(colours.filter((cell) => cell.endsWith('=c')).length).toBeGreaterThan(10);
    expect(texts.filter((cell) => cell.endsWith('=goal'))).toHaveLength(1);
    expect(texts.filter((cell) => /=\d+$/.test(cell)).length).toBeGreaterThan(10);
    const log = (await page.getByRole('log', { name: 'Commands' }).textContent()) ?? '';
    expect(log).toContain('moveForward → ack');
    expect(log).toContain('# Reached the goal in');
    // Single-cell moves count their distance as it is; the 15 of the Reset is the difference.
    const distance = Number(await stat(page, 'Total distance').textContent());
    expect(Number(await stat(page, 'Total effective distance').textContent())).toBe(distance + 15);
    expect(Number(await stat(page, 'Best run distance').textContent())).toBeGreaterThanOrEqual(
      bfsLength('classic/at135')!,
    );

    // The program is kept in the browser.
    await page.getByRole('textbox', { name: 'JavaScript mouse program' }).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n// kept across a reload');
    await page.reload();
    await maze(page).waitFor();
    await page.getByLabel('Algorithm').selectOption('javascript');
    // CodeMirror draws only the lines in view: go to the end, where the added line is.
    const editor = page.getByRole('textbox', { name: 'JavaScript mouse program' });
    await editor.click();
    await page.keyboard.press('Control+End');
    await expect.poll(() => editor.textContent()).toContain('// kept across a reload');
  });

  it('has no serious accessibility violation, logged no console error and asked no other host', async () => {
    expect(await seriousAxeViolations(tracked.page)).toEqual([]);
    expect(tracked.consoleErrors, tracked.consoleMessages.join('\n')).toEqual([]);
    // The JavaScript mouse's worker is a blob: URL, which has no host.
    const hosts = [...tracked.requestHosts].filter((host) => host !== '' && host !== new URL(baseUrl).host);
    expect(hosts).toEqual([]);
  });
});
