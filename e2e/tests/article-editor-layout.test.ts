// The article editor puts the writing first, measured in the page: at 390 px the text started at
// y ≈ 930 under the slug, summary, twelve tag chips and the cover; the empty text had no placeholder,
// the toolbar's 13 px icons had no names, there was no preview, and a disabled "Submit for review"
// did not say why.
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughDevMailbox } from '../support/auth.ts';
import { descriptionOf } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';

const baseUrl = inject('baseUrl');

/** Where an element starts, in pixels from the top of the page. */
const topOf = (element: Locator) =>
  element.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);

describe.each([
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
])('the article editor at $width px', (viewport) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport });
    await signInThroughDevMailbox(browser.context, baseUrl, `layout-writer-${viewport.width}@example.org`);
  });
  afterAll(() => browser.close());

  it('shows the title and the text on the first screen, the details after them', async () => {
    const { page, consoleErrors } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/dashboard/articles/editor`);
    const text = page.getByRole('textbox', { name: 'Article text' });
    await text.waitFor();
    const textTop = await topOf(text);
    // On the first screen, with room to write: at least 200 px of the text box show.
    expect(textTop + 200).toBeLessThan(viewport.height);
    expect(await topOf(page.getByRole('textbox', { name: 'Title' }))).toBeLessThan(textTop);
    const details = page.getByRole('group', { name: 'Details' });
    expect(await topOf(details)).toBeGreaterThan(textTop);
    expect(await topOf(details.getByRole('textbox', { name: 'Summary' }))).toBeGreaterThan(textTop);
    // The empty text says what goes there, drawn beside the caret rather than written into the text.
    const empty = page.locator('.rich-text-editor .is-editor-empty').first();
    expect(await empty.getAttribute('data-placeholder')).toBe('Write your article…');
    expect(await empty.evaluate((element) => getComputedStyle(element, '::before').content)).not.toBe('none');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('names every toolbar button, at least 24 px square, with a tooltip on focus', async () => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/dashboard/articles/editor`);
    const buttons = page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button');
    await buttons.first().waitFor();
    const described = await buttons.evaluateAll((elements) =>
      elements.map((button) => {
        const { width, height } = button.getBoundingClientRect();
        return { name: button.getAttribute('aria-label') ?? '', width, height };
      }),
    );
    expect(described.length).toBeGreaterThan(10);
    for (const button of described) {
      expect(button.name).not.toBe('');
      expect(button.width).toBeGreaterThanOrEqual(24);
      expect(button.height).toBeGreaterThanOrEqual(24);
    }
    await buttons.nth(2).focus();
    const tooltip = page.locator('[data-toolbar-tooltip]');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain(described[2]!.name);
    await page.close();
  });

  it('previews the draft, and names what is missing beside the held-back Submit', async () => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/dashboard/articles/editor`);
    const submit = page.getByRole('button', { name: 'Submit for review' });
    await submit.waitFor();
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    const reason = await descriptionOf(submit);
    expect(reason).toMatch(/^Add a title, some text and a summary/);
    // Visible beside the button, not only to screen readers.
    expect(await page.getByText(reason).isVisible()).toBe(true);

    await page.getByRole('textbox', { name: 'Title' }).fill('Reading a rotary encoder');
    await page.getByRole('textbox', { name: 'Article text' }).click();
    await page.keyboard.type('Count the edges of both channels.');
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByRole('tabpanel', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Reading a rotary encoder' }).waitFor();
    expect(await preview.getByText('Count the edges of both channels.').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Article text' }).waitFor();
    await page.close();
  });
});
