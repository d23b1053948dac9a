// A page that is not there still helps: the real 404 status, the site search already holding the
// words of the address (its matches are links that open), and links to the main sections.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';

const baseUrl = inject('baseUrl');

describe('the not-found page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
  });
  afterAll(() => browser.close());

  it('answers 404 and offers the search, seeded with the address’s words, whose matches open', async () => {
    const { page, consoleErrors } = await openPage(browser.context);
    const response = await gotoApp(page, `${baseUrl}/lessons/kalman-filter`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    const box = page.getByRole('search').getByRole('searchbox', { name: 'Search TinkerLabs' });
    expect(await box.inputValue()).toBe('kalman filter');
    const status = page.getByRole('main').getByRole('status');
    await expect.poll(() => status.textContent()).toMatch(/^\d+ results? for “kalman filter”\.$/);
    const first = page
      .getByRole('main')
      .locator(
        '[role="search"] ~ section a[href^="/learninghub/"], [role="search"] ~ section a[href^="/articles/"]',
      )
      .first();
    const title = await first.textContent();
    await first.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);

    expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await page.close();
  });

  it('links to the main sections, on a missing page of a section too', async () => {
    const { page } = await openPage(browser.context);
    const response = await gotoApp(page, `${baseUrl}/articles/no-such-article-here`);
    expect(response?.status()).toBe(404);
    const sections = page.getByRole('navigation', { name: 'Sections of the site' });
    await sections.getByRole('link').first().waitFor();
    expect(await sections.getByRole('link').allTextContents()).toEqual([
      'Learning Hub',
      'Labs',
      'Robot simulations',
      'Articles',
      'Projects',
      'Stores',
      'Knowledge Hub',
      'Contact',
    ]);
    expect(await page.getByRole('searchbox', { name: 'Search TinkerLabs' }).inputValue()).toBe(
      'no such article here',
    );
    await sections.getByRole('link', { name: 'Labs' }).click();
    await page.waitForURL(`${baseUrl}/labs`);
    await page.close();
  });
});
