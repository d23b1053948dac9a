// Not-found and error views: unmatched paths, failed parameter checks, pages that throw, crawlers, the API.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';

const crawlerAgent = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('error handling', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows a non-fatal "Page not found" with the path inside the layout for an unmatched path', async () => {
    const { page, consoleErrors } = await openPage(browser.context);
    const response = await gotoApp(page, `${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404); // a real 404 for crawlers, with the app and its not-found view
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.locator('main').textContent()).toContain('/no/such/page');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    // Chromium reports the document's own 404 in the console; nothing else may be there.
    expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await page.close();
  });

  it('answers 404 for an article that does not exist, and the app says so', async () => {
    const { page } = await openPage(browser.context);
    const response = await gotoApp(page, `${baseUrl}/articles/no-such-article-here`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/not found/i);
    await page.close();
  });

  it('shows the fatal 404 view for a failed parameter check, without the layout', async () => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/articles/Not_A_Valid--Slug`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe('Page Not Found: /articles/Not_A_Valid--Slug');
    expect(await page.getByRole('alert').textContent()).toContain('404');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    await page.close();
  });

  it('shows the error view (500) when a page throws while rendering, never a blank screen', async () => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/__e2e/throw`);
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toContain('500');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('This test page failed while rendering.');
    expect(await page.getByRole('link', { name: 'Back to home' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    await page.close();
  });

  it("fails with 'Unknown route middleware' for a route naming a guard that does not exist", async () => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/__e2e/unknown-middleware`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe("Unknown route middleware: 'no-such-guard'");
    await page.close();
  });

  it('shows crawlers no error view, only a console note', async () => {
    const crawler = await launchBrowser({ userAgent: crawlerAgent });
    const { page, consoleMessages } = await openPage(crawler.context);
    await page.goto(`${baseUrl}/__e2e/throw`); // no heading will appear: nothing is shown
    await expect
      .poll(() => consoleMessages.some((m) => m.includes('Error view not shown to a crawler')))
      .toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.locator('main').textContent()).not.toContain('500');
    await crawler.close();
  });

  it('answers unknown API paths with JSON 404 and missing assets with a real 404', async () => {
    const api = await fetch(`${baseUrl}/api/no/such/route`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
    expect(await api.json()).toEqual({
      error: { code: 'not_found', message: 'No API route matches GET /api/no/such/route.' },
    });

    const asset = await fetch(`${baseUrl}/assets/does-not-exist-1234.js`);
    expect(asset.status).toBe(404);
    expect(await asset.text()).not.toContain('<div id="root">');
  });
});
