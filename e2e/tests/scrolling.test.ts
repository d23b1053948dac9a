// Navigation resets the scroll to the top; a link with a hash scrolls to its element; back and
// forward return to where the visitor was.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';

describe('scrolling on navigation', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 800, height: 500 } });
  });
  afterAll(() => browser.close());

  it('scrolls a hash link to its element, and starts a new page at the top', async () => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('link', { name: 'See what is inside' }).click();
    await page.waitForURL(`${baseUrl}/#entry-points`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const top = await page.evaluate(
      () => document.getElementById('entry-points')!.getBoundingClientRect().top,
    );
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);

    // From the bottom of the page, a footer link opens the next page at its top.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Why Us?' }).click();
    await page.waitForURL(`${baseUrl}/why_us`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('opens a new address typed in the same tab at the top, while a reload keeps the position', async () => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/articles`);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    // A new load of another page (the address bar), not a link: before, it opened at 900 px too.
    await gotoApp(page, `${baseUrl}/projects`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.reload();
    await page.locator('#root:not([data-server-rendered])').waitFor({ state: 'attached' });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.close();
  });

  it('returns to the scroll position a page was left at, on back and forward and after a reload', async () => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/articles`);
    const card = page
      .getByRole('main')
      .getByRole('link', { name: /Debouncing buttons/ })
      .first();
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 40));
    const left = await page.evaluate(() => Math.round(window.scrollY));
    expect(left).toBeGreaterThan(100);
    await card.click();
    await page.waitForURL(/\/articles\/debouncing-buttons-and-interrupts$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));

    await page.goBack();
    await page.waitForURL(`${baseUrl}/articles`);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
    await page.goForward();
    await page.waitForURL(/debouncing-buttons-and-interrupts$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(300);

    // A reload keeps the place too (the positions live in the tab's session storage).
    // (The reload waits for the restored position: a reload while the router is still restoring keeps
    // the browser's own position of that moment.)
    await page.goBack();
    await page.waitForURL(`${baseUrl}/articles`);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
    await page.close();
  });
});
