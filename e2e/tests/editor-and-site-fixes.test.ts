// Fixes from outside testing (issue 12, items 6, 7, 8, 11): the sign-in wait explained and announced,
// a member sent home from an administrator page told why, the editor's save state exact from "Not
// saved yet" to "locked while in review" with no save after submitting, display maths leaving the
// cursor after it, and the editing surface set in the published article's typography.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughDevMailbox } from '../support/auth.ts';
import { seriousAxeViolations, waitForContent } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';
import { signInWaitMs } from '../support/paths.ts';

/** Font size, weight and top margin of the first element matching `selector`, as computed. */
function typeface(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return { size: style.fontSize, weight: style.fontWeight, marginTop: style.marginTop };
    });
}

describe('editor and site fixes', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sign-in: says why it waits, keeps the email usable and announces the time left politely', async () => {
    const { page, consoleErrors } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/`);
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    const bar = dialog.getByRole('progressbar');
    const reason = dialog.getByText('This short wait protects TinkerLabs from automated sign-ups.', {
      exact: false,
    });
    await reason.waitFor();
    expect(await bar.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));
    const timeLeft = dialog.locator('[aria-live="polite"]', { hasText: /you can sign in/ });
    expect(await timeLeft.count()).toBe(1);

    // Typing works while the bar fills; the button waits for 100 %.
    const email = dialog.getByLabel('Email Address');
    await email.fill('waiting@example.org');
    expect(await email.inputValue()).toBe('waiting@example.org');
    const submit = dialog.getByRole('button', { name: 'Sign In with Email' });
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: signInWaitMs + 5000 }).toBe('100');
    expect(await submit.isEnabled()).toBe(true);
    expect(await timeLeft.textContent()).toBe('Ready: you can sign in now.');
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  describe('signed in as a member', () => {
    beforeAll(() => signInThroughDevMailbox(browser.context, baseUrl, 'fixes-writer@example.org'));

    it('a member opening an administrator page lands on / with a notice saying why', async () => {
      const { page, consoleErrors } = await openPage(browser.context);
      await page.goto(`${baseUrl}/dashboard/messages`);
      await page.waitForURL(`${baseUrl}/?notice=admin-only`);
      const notice = page.getByRole('status').filter({ hasText: 'That page is for administrators only.' });
      await notice.waitFor();
      expect(await notice.getAttribute('aria-live')).toBe('polite');
      await waitForContent(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await notice.getByRole('button', { name: 'Dismiss the notice' }).click();
      await page.waitForURL(`${baseUrl}/`);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });

    it('editor: exact save state, cursor after display maths, article typography, no save after submit', async () => {
      // The published article's look, to compare the editor with.
      const reader = await openPage(browser.context);
      await gotoApp(reader.page, `${baseUrl}/articles/kalman-filter-1d-to-matrix-form`);
      const articleHeading = await typeface(reader.page, '.rich-text h2');
      const articleParagraph = await typeface(reader.page, '.rich-text > h2 + p');
      await reader.page.close();

      const { page, consoleErrors } = await openPage(browser.context);
      const saves: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/me/articles')) saves.push(`${request.method()} ${request.url()}`);
      });
      await gotoApp(page, `${baseUrl}/dashboard/articles/editor`);
      const status = page.locator('[data-save-status]');
      await status.waitFor();
      expect(await status.textContent()).toBe('Not saved yet');

      await page.getByLabel('Title').fill('Spring energy, displayed');
      await page.getByLabel('Summary').fill('The energy stored in a stretched spring.');
      expect(await status.textContent()).toBe('Unsaved changes');
      const text = page.getByRole('textbox', { name: 'Article text' });
      await text.click();
      await page.getByRole('button', { name: 'Heading 2' }).click();
      await page.keyboard.type('Stored energy');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Stretch a spring by x and it stores');

      // Display maths: after "Insert Math" the cursor is after the formula, so typing keeps it.
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Display maths' }).click();
      const mathDialog = page.getByRole('dialog', { name: 'Enter LaTeX Expression' });
      await mathDialog
        .getByPlaceholder('Enter LaTeX expression (e.g., x^2 + y^2 = r^2)')
        .fill('E = \\frac{1}{2}kx^2');
      await mathDialog.getByRole('button', { name: 'Insert Math' }).click();
      await mathDialog.waitFor({ state: 'detached' });
      await page.keyboard.type('where k is the spring constant.');
      const formula = text.getByRole('button', { name: /^Display maths: E = \\frac\{1\}\{2\}kx\^2/ });
      await formula.waitFor();
      const blocks = await text.evaluate((box) =>
        [...box.children].map((block) =>
          block.querySelector('.math-node-block')
            ? 'display maths'
            : `${block.tagName}: ${block.textContent}`,
        ),
      );
      expect(blocks).toEqual([
        'H2: Stored energy',
        'P: Stretch a spring by x and it stores',
        'display maths',
        'P: where k is the spring constant.',
      ]);

      // The writing surface uses the article's typography.
      expect(await typeface(page, '.rich-text h2')).toEqual(articleHeading);
      expect(await typeface(page, '.rich-text > h2 + p')).toEqual(articleParagraph);
      expect(Number.parseFloat(articleHeading.size)).toBeGreaterThan(
        Number.parseFloat(articleParagraph.size),
      );
      expect(Number.parseFloat(articleParagraph.marginTop)).toBeGreaterThan(0);

      await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('Saved');
      await expect.poll(() => page.url()).toMatch(/\?id=/);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Submitting locks the text: the state says so and nothing more is saved.
      // The page's clock is ours from here: the autosave pause passes at once.
      const beforeSubmit = saves.length;
      await page.clock.install();
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await page.getByText('Waiting for review. Withdraw it to make changes.').waitFor();
      await page.clock.runFor(5_000); // longer than the autosave pause
      await page.evaluate(() => document.readyState); // a round trip: a save started by then is seen
      expect(saves.slice(beforeSubmit).filter((line) => !line.startsWith('GET '))).toEqual([
        expect.stringMatching(/^POST .*\/submit$/),
      ]);
      expect(await status.textContent()).toBe('Saved · locked while in review');
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  });
});
