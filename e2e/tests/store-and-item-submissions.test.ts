// Stores and items end to end: a member suggests a store (messages on bad input, values kept, a
// logo uploaded); the administrator, with the review queue open in another browser, sees it arrive
// live, approves it, and it is public at /stores/{slug}; the member's dashboard shows it published
// with a notification. An item suggested for it is rejected with a reason the member then reads.
// Two administrator tabs editing the same store: the stale one gets the conflict dialog. Axe checks
// each new dashboard page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../../apps/server/src/testing/smtp-test-server.ts';
import { signInThroughApi } from '../support/auth.ts';
import { seriousAxeViolations, waitForContent } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';
import { e2eWebRoot } from '../support/paths.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

const storeName = 'Circuit Corner';
const itemName = 'Hall effect sensor A3144';
const rejection = 'Please link the product page itself, not the shop home page.';

// A 1×1 PNG, enough for the upload endpoint to accept it as an image.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Chromium logs each refused request (the 409s this test provokes) as a console error. */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of (409|422)/.test(error));

describe('suggesting, reviewing and publishing stores and items', () => {
  let smtp: SmtpTestServer;
  let server: ServerProcess;
  let member: Browser;
  let admin: Browser;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startServerProcess({
      env: { WEB_ROOT: e2eWebRoot, SMTP_URL: smtp.url, ADMIN_EMAILS: 'admin@example.org' },
    });
    member = await launchBrowser();
    admin = await launchBrowser();
    await signInThroughApi(member.context, smtp, server.url, 'store-scout@example.org');
    await signInThroughApi(admin.context, smtp, server.url, 'admin@example.org');
  });
  afterAll(async () => {
    await member?.close();
    await admin?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('a suggested store arrives live in the queue, is approved, public, and the member is told', async () => {
    const queue = await openPage(admin.context);
    await gotoApp(queue.page, `${server.url}/dashboard/stores/review`);
    await waitForContent(queue.page);
    expect(await seriousAxeViolations(queue.page)).toEqual([]);

    const { page, consoleErrors } = await openPage(member.context);
    await gotoApp(page, `${server.url}/dashboard/stores/suggest`);
    await waitForContent(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Bad input: messages under the fields, focus on the first, nothing sent, values kept.
    await page.getByLabel('Name', { exact: true }).fill('Circuit Corner');
    await page.getByLabel('Website', { exact: true }).fill('circuit-corner.example');
    await page.getByLabel('Description', { exact: true }).fill('Too short');
    await page.getByRole('button', { name: 'Send for review' }).click();
    await page.getByText('The website must be a full web address starting with https://.').waitFor();
    const form = await page.locator('main form').innerText();
    expect(form).toContain('The description needs at least 20 characters.');
    expect(form).toContain('A country is a two-letter code such as DE.');
    expect(form).toContain('Give at least one category, such as sensors.');
    expect(
      await page.getByLabel('Website', { exact: true }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(storeName);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Website', { exact: true }).fill('https://circuit-corner.example');
    await page
      .getByLabel('Description', { exact: true })
      .fill('Sensors, motor drivers and kits, shipped from Lyon with care.');
    await page.getByLabel('Country it is based in').fill('fr');
    await page.getByLabel('Ships to', { exact: true }).fill('FR, BE, DE');
    await page.getByLabel('Categories', { exact: true }).fill('sensors, motor-drivers');
    await page
      .locator('#store-logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByRole('img', { name: 'Logo, as uploaded' }).waitFor();
    await page.getByRole('button', { name: 'Send for review' }).click();
    await page.getByText(`Thank you: ${storeName} is waiting for review`).waitFor();

    // The administrator's open queue shows it without a reload.
    const entry = queue.page.getByRole('region', { name: storeName });
    await entry.waitFor();
    await entry.getByRole('heading', { name: storeName, level: 3 }).waitFor();
    await entry.getByRole('button', { name: 'Approve and publish' }).click();
    await entry.waitFor({ state: 'detached' });

    await gotoApp(page, `${server.url}/stores/circuit-corner`);
    await page.getByRole('heading', { name: storeName, level: 1 }).waitFor();
    await page.getByRole('img', { name: `${storeName} logo` }).waitFor();

    await gotoApp(page, `${server.url}/dashboard`);
    await waitForContent(page);
    const submissions = page.getByRole('region', { name: 'Your submissions' });
    await expect
      .poll(() => submissions.innerText(), { timeout: 10_000 })
      .toMatch(/Circuit Corner\s*Published/);
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await notifications.getByText(`Your store ${storeName} was approved and published.`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await notifications.getByRole('button', { name: 'Mark all as read' }).click();
    await notifications.getByText('No unread notifications.').waitFor();

    expect(unexpected(consoleErrors)).toEqual([]);
    expect(unexpected(queue.consoleErrors)).toEqual([]);
  }, 120_000);

  it('an item suggested for the new store is rejected with a reason the member reads', async () => {
    const { page, consoleErrors } = await openPage(member.context);
    await gotoApp(page, `${server.url}/dashboard/items/suggest`);
    await waitForContent(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Store', { exact: true }).selectOption({ label: storeName });
    await page.getByLabel('Name', { exact: true }).fill(itemName);
    await page.getByLabel('Unique key', { exact: true }).fill('A3144-CC');
    await page.getByLabel('Description', { exact: true }).fill('A unipolar Hall switch for magnets.');
    await page.getByLabel('Price', { exact: true }).fill('abc');
    await page.getByLabel('Currency', { exact: true }).fill('EUR');
    await page.getByLabel('Link to the item').fill('https://circuit-corner.example');
    await page.getByLabel('Category', { exact: true }).fill('sensors');
    await page.getByRole('button', { name: 'Send for review' }).click();
    await page.getByText('The price must be a number.').waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(itemName);
    await page.getByLabel('Price', { exact: true }).fill('1.20');
    await page.getByRole('button', { name: 'Send for review' }).click();
    await page.getByText(`Thank you: ${itemName} is waiting for review`).waitFor();

    const review = await openPage(admin.context);
    await gotoApp(review.page, `${server.url}/dashboard/items/review`);
    await waitForContent(review.page);
    expect(await seriousAxeViolations(review.page)).toEqual([]);
    const entry = review.page.getByRole('region', { name: itemName });
    await entry.getByRole('button', { name: 'Reject…' }).click();
    const dialog = review.page.getByRole('dialog', { name: `Reject “${itemName}”` });
    await dialog.getByRole('button', { name: 'Reject with this reason' }).click();
    await dialog.getByText('Give the member a reason.').waitFor();
    expect(await seriousAxeViolations(review.page)).toEqual([]);
    await dialog.getByLabel('Reason for the member (required)').fill(rejection);
    await dialog.getByRole('button', { name: 'Reject with this reason' }).click();
    await entry.waitFor({ state: 'detached' });

    await gotoApp(page, `${server.url}/dashboard`);
    await waitForContent(page);
    const submissions = page.getByRole('region', { name: 'Your submissions' });
    await expect
      .poll(() => submissions.innerText(), { timeout: 10_000 })
      .toMatch(/Hall effect sensor A3144\s*Rejected/);
    expect(await submissions.innerText()).toContain(`Reviewer's reason: ${rejection}`);
    await page.getByRole('region', { name: 'Notifications' }).getByText(`Reason: ${rejection}`).waitFor();
    expect(unexpected(consoleErrors)).toEqual([]);
    expect(unexpected(review.consoleErrors)).toEqual([]);
  }, 120_000);

  it('two administrator tabs edit the same store: the stale save shows the conflict and can keep its text', async () => {
    const first = await openPage(admin.context);
    const second = await openPage(admin.context);
    const editUrl = `${server.url}/dashboard/stores/circuit-corner/edit`;
    await gotoApp(first.page, editUrl);
    await gotoApp(second.page, editUrl);
    await waitForContent(first.page);
    await waitForContent(second.page);
    expect(await seriousAxeViolations(first.page)).toEqual([]);

    await first.page
      .getByLabel('Description', { exact: true })
      .fill('Sensors, motor drivers and kits from Lyon; orders ship within a day.');
    await first.page.getByRole('button', { name: 'Save changes' }).click();
    await first.page.getByText(/^Saved as version \d+\.$/).waitFor();

    await second.page.getByLabel('Categories', { exact: true }).fill('sensors, motor-drivers, kits');
    await second.page.getByRole('button', { name: 'Save changes' }).click();
    const conflict = second.page.getByRole('alertdialog', { name: 'Someone else changed this meanwhile' });
    await conflict.waitFor();
    await conflict.getByText(/edited it/).waitFor();
    await conflict.getByText('Changed: description').waitFor();
    expect(await seriousAxeViolations(second.page)).toEqual([]);
    await conflict.getByRole('button', { name: 'Keep mine and save' }).click();
    await conflict.waitFor({ state: 'detached' });
    await second.page.getByText(/^Saved as version \d+\.$/).waitFor();
    expect(await second.page.getByLabel('Categories', { exact: true }).inputValue()).toBe(
      'sensors, motor-drivers, kits',
    );

    const list = await openPage(admin.context);
    await gotoApp(list.page, `${server.url}/dashboard/stores?q=circuit`);
    await waitForContent(list.page);
    await list.page.getByRole('link', { name: storeName }).waitFor();
    expect(await seriousAxeViolations(list.page)).toEqual([]);
    expect(unexpected(first.consoleErrors)).toEqual([]);
    expect(unexpected(second.consoleErrors)).toEqual([]);
  });
});
