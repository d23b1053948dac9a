// The reinforcement-learning lab at /labs/simulators/rl: value iteration converges on the default
// gridworld, the grid can be edited by keyboard, Q-learning counts episodes, the cart-pole agent's
// average return rises in its Web Worker and its policy replays; axe finds nothing serious on a
// desktop or on a phone in dark mode, and the catalogue of other tools is still below.
import { runDp } from '@tinkerlabs/rl/dynamic-programming';
import { defaultGridworld } from '@tinkerlabs/rl/gridworld';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations, waitForContent } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser, type TrackedPage } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const path = '/labs/simulators/rl';

const readNumber = async (page: Page, label: string) =>
  Number(await page.getByLabel(label, { exact: true }).textContent());

/** Sets the speed slider to its fastest setting, by keyboard. */
async function fullSpeed(page: Page) {
  await page.getByLabel(/^Speed/).press('End');
}

describe('reinforcement-learning lab', () => {
  let browser: Browser;
  let tracked: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser.context);
    await gotoApp(tracked.page, `${baseUrl}${path}`);
    await waitForContent(tracked.page);
  });
  afterAll(() => browser.close());

  it('shows the lab above the catalogue of other RL tools, with no serious axe violation', async () => {
    const { page } = tracked;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Reinforcement learning lab');
    expect(await page.getByRole('heading', { level: 2, name: 'Other RL tools' }).isVisible()).toBe(true);
    expect(await page.locator('main article h3').count()).toBeGreaterThan(0);
    expect(await page.getByLabel('Environment', { exact: true }).inputValue()).toBe('gridworld');
    // The update rules are typeset by KaTeX.
    expect(await page.locator('.katex').count()).toBeGreaterThanOrEqual(6);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('value iteration converges on the default grid in the expected number of sweeps', async () => {
    const { page } = tracked;
    const expected = runDp(defaultGridworld(), 'value-iteration', { gamma: 0.9, theta: 0.0001 });
    await page.getByLabel('Algorithm', { exact: true }).selectOption('value-iteration');
    await fullSpeed(page);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const status = page.getByRole('status').filter({ hasText: 'Converged' });
    await status.waitFor();
    expect(await status.textContent()).toBe(`Converged after ${expected.iteration} iterations (Δ below θ).`);
    expect(await readNumber(page, 'Sweeps')).toBe(expected.iteration);
    // The start cell (top left) shows V*(start) and its best move.
    const start = page.getByRole('button', { name: /^Row 1, column 1: start/ });
    const value = expected.values[0]!.toFixed(2);
    expect(await start.getAttribute('aria-label')).toContain(`value ${value}`);
    expect(await page.getByRole('button', { name: 'Step', exact: true }).isDisabled()).toBe(true);
  });

  it('the grid is edited by keyboard, which starts the run over', async () => {
    const { page } = tracked;
    await page.getByRole('button', { name: /^Row 1, column 1: start/ }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter'); // the default tool toggles a wall
    await page.getByRole('button', { name: 'Row 1, column 2: wall', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Converged' }).count()).toBe(0);
    expect(await readNumber(page, 'Sweeps')).toBe(0);
    await page.keyboard.press('Enter'); // and back
    await page.getByRole('button', { name: /^Row 1, column 2: value/ }).waitFor();
  });

  it('Q-learning runs and counts episodes', async () => {
    const { page } = tracked;
    await page.getByLabel('Algorithm', { exact: true }).selectOption('q-learning');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => readNumber(page, 'Episodes'), { timeout: 10_000 }).toBeGreaterThan(0);
    const first = await readNumber(page, 'Episodes');
    await expect.poll(() => readNumber(page, 'Episodes'), { timeout: 10_000 }).toBeGreaterThan(first + 5);
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    expect(
      await page.getByRole('img', { name: 'Return per episode' }).locator('path').count(),
    ).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('cart-pole trains in a worker: the average return rises past 475, CartPole-v1’s threshold, and the policy replays', async () => {
    const { page } = tracked;
    await page.getByLabel('Environment', { exact: true }).selectOption('cart-pole');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => readNumber(page, 'Episodes'), { timeout: 10_000 }).toBeGreaterThanOrEqual(10);
    const early = await readNumber(page, 'Average return');
    await expect
      .poll(() => readNumber(page, 'Average return'), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(475);
    const later = await readNumber(page, 'Average return');
    expect(later).toBeGreaterThan(early);
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^First solved at episode \d+: the 20-episode average reached [\d.]+\./ })
      .waitFor();

    await page.getByRole('button', { name: 'Replay learnt policy' }).click();
    const caption = page.locator('figcaption').filter({ hasText: /^Step \d+ of \d+/ });
    await caption.waitFor();
    await expect
      .poll(async () => Number((await caption.textContent())!.match(/^Step (\d+)/)![1]))
      .toBeGreaterThan(20);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  // The books' own figures, as the grid's cells say them (value to the digits the book prints).
  const cellValues = (page: Page, rows: number, columns: number) =>
    page.evaluate(
      ({ rows, columns }) =>
        Array.from({ length: rows }, (_, r) =>
          Array.from({ length: columns }, (_, c) => {
            const cell = document.querySelector(`[aria-label^="Row ${r + 1}, column ${c + 1}:"]`);
            const label = cell?.getAttribute('aria-label') ?? '';
            return /: wall$/.test(label) ? null : (label.match(/value (\S+?)(,|$)/)?.[1] ?? '?');
          }),
        ),
      { rows, columns },
    );

  it('reproduces Sutton & Barto’s Figure 4.1 and Russell & Norvig’s Figure 17.3 with γ = 1, the sources cited', async () => {
    const { page } = tracked;
    await page.getByLabel('Environment', { exact: true }).selectOption('gridworld');
    await page
      .getByLabel('World', { exact: true })
      .selectOption({ label: 'Sutton & Barto, Example 4.1 (4×4)' });
    await page
      .getByText('Sutton & Barto, Reinforcement Learning: An Introduction, 2nd ed. (2018)', { exact: false })
      .waitFor();
    expect(await page.getByLabel('Discount γ').inputValue()).toBe('1');
    await fullSpeed(page);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Converged/ })
      .waitFor({ timeout: 30_000 });
    expect(await cellValues(page, 4, 4)).toEqual([
      ['0.0', '−14.0', '−20.0', '−22.0'],
      ['−14.0', '−18.0', '−20.0', '−20.0'],
      ['−20.0', '−20.0', '−18.0', '−14.0'],
      ['−22.0', '−20.0', '−14.0', '0.0'],
    ]);

    await page.getByLabel('World', { exact: true }).selectOption({ label: 'Russell & Norvig, 4×3 world' });
    await page
      .getByText('Russell & Norvig, Artificial Intelligence: A Modern Approach, 3rd ed. (2010)', {
        exact: false,
      })
      .waitFor();
    expect(await page.getByLabel('Reward convention').inputValue()).toBe('leaving');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Converged/ })
      .waitFor({ timeout: 30_000 });
    expect(await cellValues(page, 3, 4)).toEqual([
      ['0.812', '0.868', '0.918', '1.000'],
      ['0.762', null, '0.660', '−1.000'],
      ['0.705', '0.655', '0.611', '0.388'],
    ]);
    expect(await page.getByLabel('Grid width').inputValue()).toBe('4');
    expect(await page.getByLabel('Grid height').inputValue()).toBe('3');
  });

  it('fits a 390 px phone in dark mode with no serious axe violation, no console error, no foreign request', async () => {
    const { page } = tracked;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoApp(page, `${baseUrl}${path}`);
    await waitForContent(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    // Nothing scrolls sideways: not the page, not a formula.
    const overflowing = await page.evaluate(() =>
      [document.documentElement, ...document.querySelectorAll('figure span.overflow-x-auto')]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent?.slice(0, 40) ?? element.tagName),
    );
    expect(overflowing).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(tracked.consoleErrors).toEqual([]);
    expect([...tracked.requestHosts]).toEqual([new URL(baseUrl).host]);
  });
});
