// Projects end to end: a member submits a project with a component from an approved store and maths
// in the body (a reload before sending loses nothing); the administrator sees it in the review queue
// as it will look, approves it, and it is public with the part and the rendered maths. A second
// project is rejected with a reason, which the member reads, fixes and submits again. The
// administrator edits the published one; two editing at once cannot overwrite each other. Axe checks
// each dashboard page of projects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../../apps/server/src/testing/smtp-test-server.ts';
import { signInThroughApi } from '../support/auth.ts';
import { seriousAxeViolations, waitForContent } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';
import { e2eWebRoot } from '../support/paths.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import type { Page } from 'playwright-core';

const servo = 'Micro servo - TowerPro SG92R';

/** Fills the fields every project needs. */
async function fillProject(page: Page, title: string, summary: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Summary').fill(summary);
  await page.getByLabel('Difficulty').selectOption('beginner');
}

describe('submitting, reviewing and publishing a project', () => {
  let smtp: SmtpTestServer;
  let server: ServerProcess;
  let member: Browser;
  let admin: Browser;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startServerProcess({
      env: { WEB_ROOT: e2eWebRoot, SMTP_URL: smtp.url, ADMIN_EMAILS: 'projects-admin@example.org' },
    });
    member = await launchBrowser();
    admin = await launchBrowser();
    await signInThroughApi(member.context, smtp, server.url, 'maker@example.org');
    await signInThroughApi(admin.context, smtp, server.url, 'projects-admin@example.org');
  });
  afterAll(async () => {
    await member?.close();
    await admin?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('a member submits a project with a part and maths; approved, it is public', async () => {
    const { page, consoleErrors } = await openPage(member.context);
    await gotoApp(page, `${server.url}/dashboard/projects/submit`);
    await waitForContent(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await fillProject(
      page,
      'Pendulum Timer',
      'A pendulum that keeps time, with a servo to start each swing.',
    );
    expect(await page.getByLabel('Address (slug)').inputValue()).toBe('pendulum-timer');
    await page.getByLabel('Estimated hours (optional)').fill('3');
    await page.getByLabel('Find a component by name or part number').fill('servo');
    await page.getByRole('button', { name: `Add ${servo} (ADA-169)` }).click();
    await page.getByLabel(`Quantity of ${servo}`).fill('2');
    await page.getByLabel(`Note (optional) for ${servo}`).fill('any 9 g servo works');
    const text = page.getByRole('textbox', { name: 'How to build it' });
    await text.click();
    await page.keyboard.type('The period is $T=2\\pi\\sqrt{L/g}$ for small swings. ');
    await page.getByRole('button', { name: /^Maths: T=2\\pi/ }).waitFor();

    // A reload before sending keeps everything, the body too (this browser's copy).
    await page.reload();
    await page.getByRole('textbox', { name: 'How to build it' }).waitFor();
    await page.getByText('Restored what you typed here before').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Pendulum Timer');
    expect(await page.getByLabel(`Quantity of ${servo}`).inputValue()).toBe('2');
    await page.getByRole('button', { name: /^Maths: T=2\\pi/ }).waitFor();

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText(/^Submitted for review\./).waitFor();
    await expect.poll(() => page.url()).toMatch(/\/dashboard\/projects\/submit\?id=/);
    await page.getByText('Waiting for review', { exact: true }).waitFor();
    expect(consoleErrors).toEqual([]);

    // The administrator sees it as it will appear, and approves it.
    const review = await openPage(admin.context);
    await gotoApp(review.page, `${server.url}/dashboard/projects/review`);
    const entry = review.page.getByRole('region', { name: 'Pendulum Timer' });
    await entry.waitFor();
    await expect.poll(() => entry.locator('.katex').count()).toBeGreaterThan(0);
    await entry.getByText(servo).waitFor();
    await entry.getByText('any 9 g servo works').waitFor();
    await waitForContent(review.page);
    expect(await seriousAxeViolations(review.page)).toEqual([]);
    await entry.getByRole('button', { name: 'Approve and publish' }).click();
    await review.page.getByText('Nothing is waiting for review').waitFor();

    // Public, with its part and the rendered maths.
    const reader = await openPage(admin.context);
    await gotoApp(reader.page, `${server.url}/projects/pendulum-timer`);
    await reader.page.getByRole('heading', { level: 1, name: 'Pendulum Timer' }).waitFor();
    await reader.page.getByText(servo).first().waitFor();
    await expect.poll(() => reader.page.locator('.rich-text .katex').count()).toBeGreaterThan(0);
    expect(review.consoleErrors).toEqual([]);
    expect(reader.consoleErrors).toEqual([]);
  });

  it('a rejected project shows the reason; the member fixes it and submits it again', async () => {
    const { page } = await openPage(member.context);
    await gotoApp(page, `${server.url}/dashboard/projects/submit`);
    await fillProject(page, 'Robot Arm Sketch', 'A three-joint robot arm drawn with cardboard and servos.');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText(/^Submitted for review\./).waitFor();
    await expect.poll(() => page.url()).toMatch(/\?id=/);
    const ownUrl = page.url();

    const review = await openPage(admin.context);
    await gotoApp(review.page, `${server.url}/dashboard/projects/review`);
    const entry = review.page.getByRole('region', { name: 'Robot Arm Sketch' });
    await entry.getByRole('button', { name: 'Reject…' }).click();
    const dialog = review.page.getByRole('dialog', { name: 'Reject “Robot Arm Sketch”' });
    await dialog
      .getByLabel('Reason for the member (required)')
      .fill('Please describe how the joints are wired.');
    await dialog.getByRole('button', { name: 'Reject with this reason' }).click();
    await review.page.getByText('Nothing is waiting for review').waitFor();

    await gotoApp(page, ownUrl);
    await page.getByText('Returned by the reviewer').waitFor();
    await page.getByText('Please describe how the joints are wired.').first().waitFor();
    await waitForContent(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const text = page.getByRole('textbox', { name: 'How to build it' });
    await text.click();
    await page.keyboard.type('Each joint has its own servo on pins 9, 10 and 11.');
    await page.getByRole('button', { name: 'Save and submit for review' }).click();
    await page.getByText('Submitted for review again.').waitFor();

    await gotoApp(review.page, `${server.url}/dashboard/projects/review`);
    await review.page
      .getByRole('region', { name: 'Robot Arm Sketch' })
      .getByText('Each joint has its own servo on pins 9, 10 and 11.')
      .waitFor();
  });

  it('the administrator finds the project in the list and edits it with its history', async () => {
    const { page, consoleErrors } = await openPage(admin.context);
    await gotoApp(page, `${server.url}/dashboard/projects`);
    await page.getByRole('link', { name: 'Pendulum Timer' }).waitFor();
    await waitForContent(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Pendulum Timer' }).click();

    await page.getByRole('heading', { level: 1, name: 'Edit Project: Pendulum Timer' }).waitFor();
    const panel = page.getByRole('complementary', { name: 'Status and history' });
    expect(await panel.getByRole('link', { name: 'View public page' }).getAttribute('href')).toBe(
      '/projects/pendulum-timer',
    );
    await panel.getByText('approved and published it').waitFor();
    await waitForContent(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Estimated hours (optional)').fill('4');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(/^Saved as version \d+\.$/).waitFor();
    await panel.getByText('Changed: estimated hours').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('two administrators edit at once: the later save is refused and nothing is overwritten', async () => {
    const editUrl = `${server.url}/dashboard/projects/pendulum-timer/edit`;
    const first = await openPage(admin.context);
    const second = await openPage(admin.context);
    await gotoApp(first.page, editUrl);
    await gotoApp(second.page, editUrl);
    await first.page.getByLabel('Title').waitFor();
    await second.page.getByLabel('Title').waitFor();

    const newSummary = 'A pendulum that keeps time; a servo starts each swing and a sensor counts it.';
    await first.page.getByLabel('Summary').fill(newSummary);
    await first.page.getByRole('button', { name: 'Save changes' }).click();
    await first.page.getByText(/^Saved as version \d+\.$/).waitFor();

    await second.page.getByLabel('Title').fill('Pendulum Timer, second tab');
    await second.page.getByRole('button', { name: 'Save changes' }).click();
    const conflict = second.page.getByRole('alertdialog', { name: 'Someone else changed this meanwhile' });
    await conflict.waitFor();
    const stored = await (
      await admin.context.request.get(`${server.url}/api/admin/projects/by-slug/pendulum-timer`)
    ).json();
    expect(stored.title).toBe('Pendulum Timer');
    expect(stored.summary).toBe(newSummary);

    await conflict.getByRole('button', { name: 'Load the saved version' }).click();
    expect(await second.page.getByLabel('Summary').inputValue()).toBe(newSummary);
    expect(await second.page.getByLabel('Title').inputValue()).toBe('Pendulum Timer');
    expect(first.consoleErrors).toEqual([]);
    await first.page.close();
    await second.page.close();
  });
});
