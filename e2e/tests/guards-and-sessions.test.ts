// Route guards in the browser and on the API for anonymous visitors, members and administrators;
// Logout; and signing out in one tab updating every other tab.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../packages/contract/src/pages.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../apps/server/src/testing/smtp-test-server.ts';
import { signInThroughApi } from '../support/auth.ts';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';
import { e2eWebRoot } from '../support/paths.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

/** Edit pages open seeded records (an unknown one is a 404 from the API, logged by the browser). */
const concrete = (routePath: string) =>
  routePath
    .replace('/stores/:slug', '/stores/adafruit')
    .replace('/projects/:slug', '/projects/esp32-bme280-weather-station')
    .replace(':unique_key', 'ESP32-DEVKITC-32E')
    .replace(/:(\w+)/g, 'sample-slug');
const memberPaths = pages.filter((page) => page.access === 'member').map((page) => concrete(page.path));
const adminPaths = pages.filter((page) => page.access === 'admin').map((page) => concrete(page.path));

describe('guards and sessions', () => {
  let smtp: SmtpTestServer;
  let server: ServerProcess;
  const browsers: Browser[] = [];
  let anonymous: Browser;
  let member: Browser;
  let admin: Browser;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startServerProcess({
      env: { WEB_ROOT: e2eWebRoot, SMTP_URL: smtp.url, ADMIN_EMAILS: 'admin@example.org' },
    });
    [anonymous, member, admin] = await Promise.all([launchBrowser(), launchBrowser(), launchBrowser()]);
    browsers.push(anonymous, member, admin);
    await signInThroughApi(member.context, smtp, server.url, 'member@example.org');
    await signInThroughApi(admin.context, smtp, server.url, 'admin@example.org');
  });
  afterAll(async () => {
    await Promise.all(browsers.map((b) => b.close()));
    await server.stop();
    await smtp.close();
  });

  it('splits the 22 dashboard routes into 7 member routes (the spec’s 6 and /dashboard/learning) and 15 administrator routes', () => {
    expect(memberPaths.sort()).toEqual(
      [
        '/dashboard',
        '/dashboard/profile',
        '/dashboard/learning',
        '/dashboard/articles/editor',
        '/dashboard/projects/submit',
        '/dashboard/stores/suggest',
        '/dashboard/items/suggest',
      ].sort(),
    );
    expect(adminPaths).toHaveLength(15);
  });

  it('sends an anonymous visitor from every dashboard path to /auth/login', async () => {
    const { page } = await openPage(anonymous.context);
    for (const path of [...memberPaths, ...adminPaths]) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(`${server.url}/auth/login`);
      const saved = (await anonymous.context.cookies()).find((c) => c.name === 'tinkerlabs_redirect');
      expect(decodeURIComponent(saved?.value ?? '')).toBe(path);
    }
    await page.close();
  });

  it('lets a member open the member paths and sends them home, told why, from administrator paths', async () => {
    const { page } = await openPage(member.context);
    for (const path of memberPaths) {
      await gotoApp(page, `${server.url}${path}`);
      expect(new URL(page.url()).pathname).toBe(path);
    }
    for (const path of adminPaths) {
      await page.goto(`${server.url}${path}`);
      // Home, with a notice saying why (not a silent redirect).
      await page.waitForURL(`${server.url}/?notice=admin-only`);
    }
    await page.getByText('That page is for administrators only.').waitFor();
    await page.close();
  });

  it('lets an administrator open every dashboard path', async () => {
    const { page, consoleErrors } = await openPage(admin.context);
    for (const path of [...memberPaths, ...adminPaths]) {
      await gotoApp(page, `${server.url}${path}`);
      expect(new URL(page.url()).pathname).toBe(path);
    }
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('enforces the same rules on the API: 401 without a session, 403 without the role', async () => {
    const status = async (browser: Browser, path: string) =>
      (await browser.context.request.get(`${server.url}${path}`)).status();
    expect(await status(anonymous, '/api/profile')).toBe(401);
    expect(await status(anonymous, '/api/admin/users')).toBe(401);
    expect(await status(member, '/api/profile')).toBe(200);
    expect(await status(member, '/api/admin/users')).toBe(403);
    expect(await status(admin, '/api/profile')).toBe(200);
    expect(await status(admin, '/api/admin/users')).toBe(200);
  });

  it('shows the user menu, sets a username, and signs out of every tab with Logout', async () => {
    const context = member.context;
    const first = await openPage(context);
    const second = await openPage(context);
    await gotoApp(first.page, `${server.url}/dashboard/profile`);
    await gotoApp(second.page, `${server.url}/about`);

    await first.page.getByLabel('Username').fill('maker_ada');
    await first.page.getByRole('button', { name: 'Save username' }).click();
    await expect
      .poll(() => first.page.getByRole('button', { name: 'Account menu for maker_ada' }).isVisible())
      .toBe(true);
    // The other tab hears about it.
    await expect
      .poll(() => second.page.getByRole('button', { name: 'Account menu for maker_ada' }).isVisible())
      .toBe(true);

    const menu = first.page.getByRole('button', { name: 'Account menu for maker_ada' });
    await menu.click();
    const items = first.page.getByRole('menu');
    expect(await items.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe(
      '/dashboard/profile',
    );
    expect(await items.getByRole('menuitem', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await items.getByRole('menuitem', { name: 'Logout' }).click();
    await first.page.waitForURL(`${server.url}/`);
    await expect.poll(() => first.page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    await expect.poll(() => second.page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    expect((await context.request.get(`${server.url}/api/profile`)).status()).toBe(401);
  });
});
