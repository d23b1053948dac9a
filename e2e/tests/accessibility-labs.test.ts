// axe finds no serious or critical violation on any labs page, in light and dark mode, nor in the
// board comparison (on a desktop and on a 360 px phone) or the comparison's "pick 2 to 4" message.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { labRoutes } from '../../apps/web/src/app/page-routes.ts';
import { seriousAxeViolations, waitForContent } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser, type TrackedPage } from '../support/browser.ts';

const comparison = '/labs/development-boards?compare=teensy-4-1,raspberry-pi-pico,esp32-devkitc-wroom-32e';
const labsPages = [
  ...labRoutes.map((route) => route.path),
  '/labs/hardware?category=sensor',
  '/labs/development-boards?family=esp32&wireless=wifi',
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

  describe.each(['light', 'dark'] as const)('in %s mode', (colorScheme) => {
    beforeAll(() => tracked.page.emulateMedia({ colorScheme }));

    it.each(labsPages)('%s has no serious or critical violation', async (path) => {
      await gotoApp(tracked.page, `${baseUrl}${path}`);
      await waitForContent(tracked.page);
      expect(await tracked.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        colorScheme === 'dark',
      );
      expect(await seriousAxeViolations(tracked.page)).toEqual([]);
    });
  });

  it('the "pick at least one more" message and the sticky bar have none', async () => {
    const { page } = tracked;
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoApp(page, `${baseUrl}/labs/development-boards?compare=teensy-4-1`);
    await waitForContent(page);
    await page.getByRole('button', { name: 'Review' }).waitFor();
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
