// Colour mode: chosen in the header, stored locally, applied before the first paint after a reload.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';

describe('colour mode', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('persists the chosen mode across a reload and applies it before the body is painted', async () => {
    const { page } = await openPage(browser.context);
    // Record whether <html> is dark at the moment <body> first exists, before any app code runs.
    await page.addInitScript(() => {
      const record = () => {
        (window as unknown as { darkAtBody: boolean }).darkAtBody =
          document.documentElement.classList.contains('dark');
      };
      new MutationObserver((_, observer) => {
        if (document.body) {
          record();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoApp(page, `${baseUrl}/about`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);

    await page.getByRole('button', { name: /^Colour mode/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.getByRole('button', { name: 'Colour mode: Dark' }).count()).toBe(1);

    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { darkAtBody: boolean }).darkAtBody)).toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');

    await page.getByRole('button', { name: 'Colour mode: Dark' }).click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(false);
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { darkAtBody: boolean }).darkAtBody)).toBe(false);
    await page.close();
  });
});
