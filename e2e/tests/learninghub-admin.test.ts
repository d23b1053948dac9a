// Learning-hub administration end to end: an administrator creates a domain, adds lessons, writes
// one with a maths formula and publishes it; the public lesson page renders the maths; reordering
// two lessons changes the public previous/next links; unpublishing hides the lesson (404); leaving
// the editor with unsaved changes asks first; both dashboard pages pass the axe check.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../../apps/server/src/testing/smtp-test-server.ts';
import { signInThroughApi } from '../support/auth.ts';
import { seriousAxeViolations } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';
import { e2eWebRoot } from '../support/paths.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

const adminEmail = 'hub-admin@example.org';
const domainSlug = 'feedback-control-e2e';

describe('administering the learning hub', () => {
  let smtp: SmtpTestServer;
  let server: ServerProcess;
  let admin: Browser;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startServerProcess({
      env: { WEB_ROOT: e2eWebRoot, SMTP_URL: smtp.url, ADMIN_EMAILS: adminEmail },
    });
    admin = await launchBrowser();
    await signInThroughApi(admin.context, smtp, server.url, adminEmail);
  });
  afterAll(async () => {
    await admin?.close();
    await server?.stop();
    await smtp?.close();
  });

  const domainCard = (page: Page) => page.locator(`[data-domain="${domainSlug}"]`);
  const lessonOrder = (page: Page) =>
    domainCard(page)
      .locator('[data-topic]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-topic')));

  /** Adds a lesson from the dashboard (it opens in the editor), publishes it and saves. */
  async function addPublishedLesson(page: Page, title: string, text: string) {
    await gotoApp(page, `${server.url}/dashboard/learninghub`);
    await domainCard(page).getByLabel('New lesson in Feedback control').fill(title);
    await domainCard(page).getByRole('button', { name: 'Add lesson' }).click();
    await page.waitForURL(/\/dashboard\/learninghub\/editor\?topic=/);
    const body = page.getByRole('textbox', { name: 'Lesson text' });
    await body.click();
    await page.keyboard.type(text);
    await page.getByLabel('Published (shown on the public Learning Hub once saved)').check();
    await page.getByRole('button', { name: 'Save lesson' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  }

  async function publicLesson(page: Page, slug: string) {
    await gotoApp(page, `${server.url}/learninghub/${domainSlug}/${slug}`);
    return page.getByRole('navigation', { name: 'Lessons' });
  }

  it('creates, writes, publishes, reorders and unpublishes lessons', async () => {
    const { page, consoleErrors } = await openPage(admin.context);
    await gotoApp(page, `${server.url}/dashboard/learninghub`);
    await page.locator('[data-domain]').first().waitFor();

    // A new domain starts unpublished; publish it.
    const form = page.getByRole('region', { name: 'New domain' });
    await form.getByLabel('Title').fill('Feedback control');
    await form.getByLabel('Slug (address)').fill(domainSlug);
    await form.getByLabel('Summary').fill('Loops that correct themselves.');
    await form.getByRole('button', { name: 'Create domain' }).click();
    await domainCard(page).getByText('Unpublished').waitFor();
    await domainCard(page).getByRole('button', { name: 'Publish the domain “Feedback control”' }).click();
    await domainCard(page).getByRole('button', { name: 'Unpublish the domain “Feedback control”' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A lesson with a formula: the input rule turns $…$ into maths.
    await addPublishedLesson(page, 'Step response', 'The plant is $G(s)=\\frac{1}{s+1}$ here. ');
    await page.getByRole('button', { name: /^Maths: G\(s\)=\\frac\{1\}\{s\+1\}/ }).waitFor();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    expect(await page.getByText('edited it').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Unsaved changes: leaving asks first, and staying keeps the text.
    await page.getByLabel('Summary').fill('How the output follows a step.');
    await page.getByRole('main').getByRole('link', { name: 'Learning Hub', exact: true }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
    expect(await page.getByLabel('Summary').inputValue()).toBe('How the output follows a step.');
    // The browser's back button is held back the same way.
    const editorUrl = page.url();
    await page.goBack({ waitUntil: 'commit' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect.poll(() => page.url()).toBe(editorUrl);
    expect(await page.getByLabel('Summary').inputValue()).toBe('How the output follows a step.');
    await page.getByRole('button', { name: 'Save lesson' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    // Saved: leaving no longer asks.
    await page.getByRole('main').getByRole('link', { name: 'Learning Hub', exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard/learninghub`);
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    await addPublishedLesson(page, 'Impulse response', 'The response to a kick. ');

    // The public page renders the maths and links to the next lesson.
    let pager = await publicLesson(page, 'step-response');
    await expect.poll(() => page.locator('.rich-text .katex').count()).toBeGreaterThan(0);
    expect(await pager.getByRole('link', { name: /Next lesson\s*→?\s*Impulse response/ }).count()).toBe(1);

    // Reorder on the dashboard: Impulse response first.
    await gotoApp(page, `${server.url}/dashboard/learninghub`);
    await expect.poll(() => lessonOrder(page)).toEqual(['step-response', 'impulse-response']);
    await domainCard(page).getByRole('button', { name: 'Move “Impulse response” up' }).click();
    await expect.poll(() => lessonOrder(page)).toEqual(['impulse-response', 'step-response']);
    // Focus stays on the moved lesson's buttons (its "up" is now disabled, so "down" has it).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move “Impulse response” down');

    pager = await publicLesson(page, 'step-response');
    expect(await pager.getByRole('link', { name: /Previous lesson\s*Impulse response/ }).count()).toBe(1);
    expect(await pager.getByText('End of the domain').count()).toBe(1);

    // Unpublish: the public page is gone.
    await gotoApp(page, `${server.url}/dashboard/learninghub`);
    await domainCard(page).getByRole('button', { name: 'Unpublish “Step response”' }).click();
    await domainCard(page).getByRole('button', { name: 'Publish “Step response”' }).waitFor();
    const response = await page.request.get(`${server.url}/api/learninghub/${domainSlug}/step-response`);
    expect(response.status()).toBe(404);
    await gotoApp(page, `${server.url}/learninghub/${domainSlug}/step-response`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Page Not Found/i);
    expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});
