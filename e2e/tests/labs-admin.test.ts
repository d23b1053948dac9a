// The labs catalogues in the dashboard: the administrator edits a board's clock and a simulator's
// description, the public pages show both and each entry's history lists the edit; an edit made in
// a second tab from an older copy gets the conflict dialog and overwrites nothing; axe finds no
// serious violation on /dashboard/labs (list and edit form).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../../apps/server/src/testing/smtp-test-server.ts';
import { signInThroughApi } from '../support/auth.ts';
import { seriousAxeViolations, waitForContent } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';
import { e2eWebRoot } from '../support/paths.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

const board = 'esp32-devkitc-wroom-32e';

describe('administering the labs catalogues', () => {
  let smtp: SmtpTestServer;
  let server: ServerProcess;
  let admin: Browser;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startServerProcess({
      env: { WEB_ROOT: e2eWebRoot, SMTP_URL: smtp.url, ADMIN_EMAILS: 'labs-admin@example.org' },
    });
    admin = await launchBrowser();
    await signInThroughApi(admin.context, smtp, server.url, 'labs-admin@example.org');
  });
  afterAll(async () => {
    await admin?.close();
    await server?.stop();
    await smtp?.close();
  });

  it("edits a board's clock: the catalogue shows it and the history lists it", async () => {
    const { page, consoleErrors } = await openPage(admin.context);
    await gotoApp(page, `${server.url}/dashboard/labs?tab=boards`);
    const list = page.getByRole('region', { name: 'Development boards' });
    await list.getByRole('searchbox', { name: 'Search the development boards' }).fill('DevKitC V4');
    await list.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'ESP32-DevKitC V4 (ESP32-WROOM-32E)' }).click();
    await expect.poll(() => page.url()).toContain(`edit=${board}`);

    const clock = page.getByLabel('Clock (MHz)');
    expect(await clock.inputValue()).toBe('240');
    await clock.fill('abc');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('The clock must be a number.').waitFor();

    await clock.fill('160');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('status')
      .getByText(/^Saved at/)
      .waitFor();
    const history = page.getByRole('complementary', { name: 'History' });
    await history.getByText('Changed: clock mhz').waitFor();

    // A reload keeps the place and shows the saved value.
    await page.reload();
    await page.getByRole('heading', { name: 'Edit “ESP32-DevKitC V4 (ESP32-WROOM-32E)”' }).waitFor();
    expect(await page.getByLabel('Clock (MHz)').inputValue()).toBe('160');

    await gotoApp(page, `${server.url}/labs/development-boards?family=esp32`);
    const card = page.locator('article', { has: page.locator(`#board-${board}`) });
    await card.getByText('160 MHz').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("edits a simulator's description: its public page shows the new text", async () => {
    const { page } = await openPage(admin.context);
    await gotoApp(page, `${server.url}/dashboard/labs?tab=simulators&category=rl`);
    await page.getByRole('link', { name: 'Gymnasium' }).click();
    const description = page.getByLabel('Description', { exact: true });
    await description.waitFor();
    await description.fill('Gymnasium: the maintained successor of OpenAI Gym, edited from the dashboard.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('status')
      .getByText(/^Saved at/)
      .waitFor();
    await page.getByRole('complementary', { name: 'History' }).getByText('Changed: description').waitFor();

    await page.getByRole('link', { name: 'See it on the public page' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/labs/simulators/rl');
    await page
      .getByText('Gymnasium: the maintained successor of OpenAI Gym, edited from the dashboard.')
      .waitFor();
  });

  it('a stale edit from a second tab gets the conflict dialog and overwrites nothing', async () => {
    const first = (await openPage(admin.context)).page;
    const second = (await openPage(admin.context)).page;
    const editUrl = `${server.url}/dashboard/labs?tab=boards&edit=${board}`;
    await gotoApp(first, editUrl);
    await gotoApp(second, editUrl);
    await first.getByLabel('GPIO pins').waitFor();
    await second.getByLabel('GPIO pins').waitFor();

    await first.getByLabel('GPIO pins').fill('30');
    await first.getByRole('button', { name: 'Save changes' }).click();
    await first
      .getByRole('status')
      .getByText(/^Saved at/)
      .waitFor();

    await second.getByLabel('GPIO pins').fill('12');
    await second.getByRole('button', { name: 'Save changes' }).click();
    const dialog = second.getByRole('alertdialog', { name: 'Someone else changed this meanwhile' });
    await dialog.waitFor();
    await dialog.getByText('Changed: gpio').waitFor();
    const saved = await (await second.request.get(`${server.url}/api/admin/labs/boards/${board}`)).json();
    expect(saved.gpio).toBe(30);

    await dialog.getByRole('button', { name: 'Load the saved version' }).click();
    await expect.poll(() => second.getByLabel('GPIO pins').inputValue()).toBe('30');
    expect(await dialog.count()).toBe(0);
  });

  it('creates a hardware component with key specifications, then deletes it after confirmation', async () => {
    const { page } = await openPage(admin.context);
    await gotoApp(page, `${server.url}/dashboard/labs?tab=hardware`);
    await page.getByRole('link', { name: 'New hardware component' }).click();
    await page.getByRole('heading', { name: 'New hardware component' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('VL53L0X time-of-flight sensor');
    await page.getByLabel('Slug', { exact: true }).fill('vl53l0x-e2e');
    await page.getByLabel('Summary', { exact: true }).fill('A laser distance sensor up to 2 m.');
    await page
      .getByLabel('Description', { exact: true })
      .fill('Measures distance by timing reflected infrared light, up to about two metres.');
    await page.getByRole('button', { name: 'Add specification' }).click();
    await page.getByLabel('Label (specification 1)').fill('Range');
    await page.getByLabel('Value (specification 1)').fill('30–2000 mm');
    await page.getByRole('button', { name: 'Create hardware component' }).click();
    await page.getByRole('heading', { name: 'Edit “VL53L0X time-of-flight sensor”' }).waitFor();
    await expect.poll(() => page.url()).toContain('edit=vl53l0x-e2e');
    await page.getByRole('complementary', { name: 'History' }).getByText('created it').waitFor();

    const publicCopy = await (await page.request.get(`${server.url}/api/labs/hardware/vl53l0x-e2e`)).json();
    expect(publicCopy.keySpecs).toEqual({ Range: '30–2000 mm' });

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete “VL53L0X time-of-flight sensor”?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('region', { name: 'Hardware' }).waitFor();
    expect((await page.request.get(`${server.url}/api/labs/hardware/vl53l0x-e2e`)).status()).toBe(404);
  });

  it('has no serious accessibility violation on the list and the edit form, light or dark', async () => {
    const { page } = await openPage(admin.context);
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoApp(page, `${server.url}/dashboard/labs?tab=simulators&edit=gymnasium`);
    await waitForContent(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
    for (const path of [
      '/dashboard/labs',
      `/dashboard/labs?tab=boards&edit=${board}`,
      '/dashboard/labs?tab=programming&edit=python',
    ]) {
      await gotoApp(page, `${server.url}${path}`);
      await waitForContent(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });
});
