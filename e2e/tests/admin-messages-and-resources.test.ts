// The administrators' inbox and resource library in the dashboard: a message sent through /contact
// appears in an open /dashboard/messages page without a reload (over the realtime socket), opening
// it marks it read, it can be marked unread and archived, and "Reply by email" prefills "Re: …";
// an administrator edits a resource, the public /resources/{slug} shows the change and the
// resource's history lists the edit; an edit saved from an older copy in a second tab gets the
// conflict dialog and overwrites nothing; axe finds no serious violation on either page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../../apps/server/src/testing/smtp-test-server.ts';
import { signInThroughApi } from '../support/auth.ts';
import { seriousAxeViolations, waitForContent } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';
import { e2eWebRoot } from '../support/paths.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

const adminEmail = 'inbox-admin@example.org';
const resourceSlug = 'sutton-barto-reinforcement-learning-an-introduction';

/** Finds a resource in the dashboard's table and opens its edit form. */
async function openResourceEditor(page: Page, baseUrl: string, search: string, title: string) {
  await gotoApp(page, `${baseUrl}/dashboard/resources`);
  await page.getByRole('searchbox', { name: 'Search resources' }).fill(search);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('heading', { name: `Edit “${title}”` }).waitFor();
}

describe('the inbox and the resource library', () => {
  let smtp: SmtpTestServer;
  let server: ServerProcess;
  let admin: Browser;
  let visitor: Browser;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startServerProcess({
      env: { WEB_ROOT: e2eWebRoot, SMTP_URL: smtp.url, ADMIN_EMAILS: adminEmail },
    });
    admin = await launchBrowser();
    visitor = await launchBrowser({ viewport: { width: 390, height: 844 } });
    await signInThroughApi(admin.context, smtp, server.url, adminEmail);
  });
  afterAll(async () => {
    await visitor?.close();
    await admin?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('shows a new contact message live, marks it read and unread, and archives it', async () => {
    const { page, consoleErrors } = await openPage(admin.context);
    await gotoApp(page, `${server.url}/dashboard/messages`);
    await page.getByText('No messages match.').waitFor();

    const { page: contact } = await openPage(visitor.context);
    await gotoApp(contact, `${server.url}/contact`);
    await contact.getByLabel('Name').fill('Grace Hopper');
    await contact.getByLabel('Email address').fill('grace@example.org');
    await contact.getByLabel('Subject').fill('Compilers & robots');
    await contact.getByLabel('Message').fill('Is there an article on writing a compiler for a robot arm?');
    await contact.getByRole('button', { name: 'Send message' }).click();
    await contact.getByRole('button', { name: 'Send another message' }).waitFor();

    // No reload: the open inbox hears message.created and refetches.
    const row = page.getByRole('button', { name: /Compilers & robots/ });
    await row.waitFor();
    await row.getByText('Unread', { exact: true }).waitFor();
    await expect.poll(() => page.getByText('1 unread in the inbox').count()).toBe(1);

    await row.click();
    const reader = page.getByRole('article', { name: 'Compilers & robots' });
    await reader.getByText('Is there an article on writing a compiler for a robot arm?').waitFor();
    expect(await reader.getByRole('link', { name: 'Reply by email' }).getAttribute('href')).toBe(
      'mailto:grace@example.org?subject=Re%3A%20Compilers%20%26%20robots',
    );
    await expect.poll(() => row.getByText('Unread', { exact: true }).count()).toBe(0);
    await page.getByText('0 unread in the inbox').waitFor();

    await reader.getByRole('button', { name: 'Mark unread' }).click();
    await row.getByText('Unread', { exact: true }).waitFor();
    await reader.getByRole('button', { name: 'Mark read' }).waitFor();

    expect(await seriousAxeViolations(page)).toEqual([]);

    await reader.getByRole('button', { name: 'Archive' }).click();
    await page.getByText('No messages match.').waitFor();
    await reader.getByRole('button', { name: 'Move to inbox' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Message folders' })
      .getByRole('link', { name: 'Archived' })
      .click();
    await page.getByRole('button', { name: /Compilers & robots/ }).waitFor();
    await expect.poll(() => page.url()).toContain('filter=archived');

    // A reload keeps the folder and the stored state.
    await page.reload();
    await page.getByRole('button', { name: /Compilers & robots/ }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('edits a resource: the public page shows it and the history lists the edit', async () => {
    const { page, consoleErrors } = await openPage(admin.context);
    await gotoApp(page, `${server.url}/dashboard/resources`);
    await page.getByRole('searchbox', { name: 'Search resources' }).fill('Sutton');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: 'Reinforcement Learning: An Introduction (2nd edition)' }).click();
    await expect.poll(() => page.url()).toContain('edit=');

    const summary = page.getByLabel('Summary');
    await summary.fill('short');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('The summary needs at least 10 characters.').waitFor();
    expect(await page.getByLabel('Summary').getAttribute('aria-invalid')).toBe('true');

    await summary.fill('The standard textbook, edited from the dashboard in a browser test.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved. The public page shows the change.').waitFor();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Changed: summary').waitFor();
    await waitForContent(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'View the public page' }).click();
    await expect.poll(() => page.url()).toBe(`${server.url}/resources/${resourceSlug}`);
    await page
      .locator('p', { hasText: 'The standard textbook, edited from the dashboard in a browser test.' })
      .waitFor();

    // A fresh load of the public page (no client cache) shows it too.
    const { page: publicPage } = await openPage(visitor.context);
    await gotoApp(publicPage, `${server.url}/resources/${resourceSlug}`);
    await publicPage
      .getByText('The standard textbook, edited from the dashboard in a browser test.')
      .waitFor();

    // The history survives a reload of the edit form.
    await openResourceEditor(
      page,
      server.url,
      'Sutton',
      'Reinforcement Learning: An Introduction (2nd edition)',
    );
    await page.getByRole('region', { name: 'History' }).getByText('Changed: summary').waitFor();
    await waitForContent(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('refuses an edit based on an older copy and offers the saved version', async () => {
    const title = 'Reinforcement Learning and Optimal Control';
    const { page: first } = await openPage(admin.context);
    const { page: second } = await openPage(admin.context);
    await openResourceEditor(first, server.url, 'Bertsekas', title);
    await openResourceEditor(second, server.url, 'Bertsekas', title);

    await first.getByLabel('Publisher, venue or provider').fill('Athena Scientific (edited in tab one)');
    await first.getByRole('button', { name: 'Save changes' }).click();
    await first.getByText('Saved. The public page shows the change.').waitFor();

    await second.getByLabel('Publisher, venue or provider').fill('Edited in tab two');
    await second.getByRole('button', { name: 'Save changes' }).click();
    const dialog = second.getByRole('alertdialog', { name: 'This resource was changed elsewhere' });
    await dialog.waitFor();
    expect(await seriousAxeViolations(second)).toEqual([]);
    await dialog.getByRole('button', { name: 'Use the saved version' }).click();
    expect(await second.getByLabel('Publisher, venue or provider').inputValue()).toBe(
      'Athena Scientific (edited in tab one)',
    );
    await second.getByRole('region', { name: 'History' }).getByText('Changed: publisher').waitFor();

    const stored = await admin.context.request.get(
      `${server.url}/api/resources/bertsekas-reinforcement-learning-and-optimal-control`,
    );
    expect(((await stored.json()) as { publisher: string }).publisher).toBe(
      'Athena Scientific (edited in tab one)',
    );
  });
});
