// The whole sign-in path against a real SMTP server: request, receive, open the link, land signed in
// on the saved path; a used link fails; an expired link fails; limits and SMTP failures are explained.
import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../../apps/server/src/testing/smtp-test-server.ts';
import { signInLinkOf } from '../support/auth.ts';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';
import { e2eWebRoot, signInWaitMs } from '../support/paths.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

describe('sign-in by emailed link', () => {
  let smtp: SmtpTestServer;
  let server: ServerProcess;
  let browser: Browser;
  const env = () => ({ WEB_ROOT: e2eWebRoot, SMTP_URL: smtp.url, ADMIN_EMAILS: 'admin@example.org' });

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startServerProcess({ env: env() });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    await smtp.close();
  });

  it('sends the link, and the link signs in on the page wanted before sign-in', async () => {
    const { page, consoleErrors } = await openPage(browser.context);
    await gotoApp(page, `${server.url}/dashboard/profile`);
    await page.waitForURL(`${server.url}/auth/login`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign In');

    await page.getByLabel('Email Address').fill('ada@example.org');
    const submit = page.getByRole('button', { name: 'Sign In with Email' });
    await expect.poll(() => submit.isEnabled(), { timeout: signInWaitMs + 5000 }).toBe(true);
    const received = smtp.nextMessage();
    await submit.click();
    await expect.poll(() => page.getByText('Check your email for the login link!').isVisible()).toBe(true);

    const mail = await received;
    expect(mail.to && 'value' in mail.to ? mail.to.value[0]?.address : undefined).toBe('ada@example.org');
    const link = signInLinkOf(mail, server.url);
    expect(mail.html).toContain(link.replace(/&/g, '&#38;'));

    await page.goto(link);
    await page.waitForURL(`${server.url}/dashboard/profile`);
    await expect.poll(() => page.getByText('ada@example.org').first().isVisible()).toBe(true);
    // The account menu's code loads once someone is signed in (components/layout/header.tsx).
    await expect
      .poll(() => page.getByRole('button', { name: 'Account menu for ada@example.org' }).isVisible())
      .toBe(true);
    expect(page.url()).not.toContain('token=');
    expect(consoleErrors.filter((e) => !e.includes('401') && !e.includes('status of 4'))).toEqual([]);

    // The same link a second time fails with a clear message and a way to ask for a new one.
    const other = await launchBrowser();
    const second = await openPage(other.context);
    await second.page.goto(link);
    await expect
      .poll(() => second.page.getByRole('alert').textContent())
      .toMatch(/expired, was already used, or is not valid/);
    expect(await second.page.getByRole('button', { name: 'Sign In with Email' }).isVisible()).toBe(true);
    await other.close();
    await page.close();
  });

  it('refuses a second link for the same address within a minute, in the modal', async () => {
    const { page } = await openPage(browser.context);
    await page.context().clearCookies();
    await gotoApp(page, `${server.url}/`);
    const ask = async () => {
      await page.getByRole('button', { name: 'Login' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign In' });
      await dialog.getByLabel('Email Address').fill('grace@example.org');
      const submit = dialog.getByRole('button', { name: 'Sign In with Email' });
      await expect.poll(() => submit.isEnabled(), { timeout: signInWaitMs + 5000 }).toBe(true);
      await submit.click();
      return dialog;
    };
    const first = await ask();
    await expect.poll(() => first.getByText('Check your email for the login link!').isVisible()).toBe(true);
    await first.getByRole('button', { name: 'Close' }).click();
    const second = await ask();
    const alert = second.getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/Wait a minute/);
    expect(await alert.getAttribute('class')).toMatch(/\btext-red-600\b/);
    await page.close();
  });

  it('fails an expired link', async () => {
    const { page } = await openPage(browser.context);
    await page.context().clearCookies();
    const received = smtp.nextMessage();
    const response = await page.request.post(`${server.url}/api/auth/sign-in`, {
      data: { email: 'late@example.org' },
      headers: { origin: server.url },
    });
    expect(response.status()).toBe(200);
    const link = signInLinkOf(await received, server.url);

    // Age the token by an hour and a bit, in the server's own database (stopped, then restarted).
    const dataDir = server.dataDir;
    expect(await server.stop({ keepData: true })).toBe(0);
    const db = await PGlite.create(path.join(dataDir, 'db'));
    await db.query(`update verifications set expires_at = now() - interval '1 minute'`);
    await db.close();
    server = await startServerProcess({ env: env(), dataDir });

    const stale = link.replace(/^http:\/\/127\.0\.0\.1:\d+/, server.url);
    await page.goto(stale);
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/expired/);
    await page.close();
  });

  it('explains an SMTP server that is down, within 10 s, without a 500', async () => {
    const { page } = await openPage(browser.context);
    await page.context().clearCookies();
    await smtp.close();
    await gotoApp(page, `${server.url}/auth/login`);
    await page.getByLabel('Email Address').fill('nomail@example.org');
    const submit = page.getByRole('button', { name: 'Sign In with Email' });
    await expect.poll(() => submit.isEnabled(), { timeout: signInWaitMs + 5000 }).toBe(true);
    const started = Date.now();
    await submit.click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 12_000 })
      .toMatch(/could not send the email/);
    expect(Date.now() - started).toBeLessThan(10_500);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    smtp = await startSmtpTestServer(); // for afterAll
    await page.close();
  });
});
