// Saving survives the network: when the answer to the editor's first save is lost after the server
// has made the draft, the editor's retry gets that same draft back (one draft, not two), and nothing
// typed meanwhile is lost. A formula KaTeX cannot nest that deep is refused with a message, and the
// editor keeps working.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughDevMailbox } from '../support/auth.ts';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';

const baseUrl = inject('baseUrl');

describe('saves that survive a lost answer', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    await signInThroughDevMailbox(browser.context, baseUrl, 'flaky-network@example.org');
  });
  afterAll(() => browser.close());

  it('makes one draft when the answer to its creation is lost after the server committed it', async () => {
    const { page } = await openPage(browser.context);
    let creates = 0;
    await page.route('**/api/me/articles', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      creates++;
      if (creates > 1) return route.continue();
      await route.fetch(); // the server makes the draft…
      await route.abort('connectionreset'); // …and the answer never arrives
    });

    await gotoApp(page, `${baseUrl}/dashboard/articles/editor`);
    await page.getByLabel('Title').fill('A draft that must exist once');
    await expect
      .poll(() => page.getByText('Saved', { exact: true }).isVisible(), { timeout: 30_000 })
      .toBe(true);
    expect(creates).toBeGreaterThanOrEqual(2);
    await page.getByLabel('Summary').fill('Typed after the network came back.');
    await expect
      .poll(() => page.getByText('Saved', { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    const mine = (await (await page.request.get(`${baseUrl}/api/me/submissions`)).json()) as {
      items: { kind: string; title: string }[];
    };
    const drafts = mine.items.filter((item) => item.title === 'A draft that must exist once');
    expect(drafts).toHaveLength(1);
    await page.reload();
    await page.getByRole('textbox', { name: 'Article text' }).waitFor();
    expect(await page.getByLabel('Summary').inputValue()).toBe('Typed after the network came back.');
    await page.close();
  });

  it('refuses a formula nested too deep with a message, and the editor keeps working', async () => {
    const { page, consoleErrors } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/dashboard/articles/editor`);
    await page.getByLabel('Title').fill('Deep maths');
    const text = page.getByRole('textbox', { name: 'Article text' });
    await text.click();
    await page.keyboard.type(`Nested: $${'{'.repeat(45)}x${'}'.repeat(45)}$ `);
    await expect
      .poll(
        () =>
          page
            .getByText(/nests groups 45 levels deep; at most 40 are allowed/)
            .first()
            .isVisible(),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    // Still an editor: more text goes in, and the page has not broken.
    await page.keyboard.type('still typing');
    expect(await text.textContent()).toContain('still typing');
    expect(consoleErrors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
    await page.close();
  });
});
