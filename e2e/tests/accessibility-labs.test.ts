// axe finds no serious or critical violation on any labs page, in light and dark mode, nor in the
// board comparison (on a desktop and on a 360 px phone) or the comparison's "pick 2 to 4" message.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pages } from '../../packages/contract/src/pages.ts';
import { seriousAxeViolations, switchToDark, waitForContent } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser, type TrackedPage } from '../support/browser.ts';

const comparison = '/labs/development-boards?compare=teensy-4-1,raspberry-pi-pico,esp32-devkitc-wroom-32e';
const labsPages = [
  ...pages.filter((page) => page.path.startsWith('/labs')).map((page) => page.path),
  '/labs/hardware?category=sensor',
  '/labs/development-boards?family=esp32&wireless=wifi',
  '/labs/development-boards?view=table',
  comparison,
];

describe('accessibility of the labs pages', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let tracked: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser.context);
  });
  afterAll(() => browser.close());

  // Each page is checked as it first shows (light), then with the system switched to dark, which the
  // app follows without a reload (one visit per page: the labs' runtimes download once).
  it.each(labsPages)('%s has no serious or critical violation, light or dark', async (path) => {
    const { page } = tracked;
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoApp(page, `${baseUrl}${path}`);
    await waitForContent(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    expect(await seriousAxeViolations(page), 'light').toEqual([]);
    await switchToDark(page);
    expect(await seriousAxeViolations(page, { colours: true }), 'dark').toEqual([]);
  });

  it('the "pick at least one more" message and the compare tray have none', async () => {
    const { page } = tracked;
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoApp(page, `${baseUrl}/labs/development-boards?compare=teensy-4-1`);
    await waitForContent(page);
    await page.getByRole('button', { name: 'Compare (1)' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('the comparison on a 360 px phone has none', async () => {
    const phone = await launchBrowser({ viewport: { width: 360, height: 740 } });
    try {
      const { page } = await openPage(phone.context);
      await gotoApp(page, `${baseUrl}${comparison}`);
      await page.getByRole('table').waitFor();
      await waitForContent(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
