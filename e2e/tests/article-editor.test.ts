// The article path end to end: a member writes an article with text, an uploaded image and inline
// maths, edits the maths in the dialog, reloads (nothing lost) and submits it; an administrator
// approves it in another browser; the public page shows the rendered maths. Text that looks like a
// script stays text everywhere.
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../../apps/server/src/testing/smtp-test-server.ts';
import { signInThroughApi } from '../support/auth.ts';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';
import { e2eWebRoot } from '../support/paths.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

/** A small valid PNG (solid colour), made here so the test needs no fixture file. */
function makePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7f)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('writing, reviewing and publishing an article', () => {
  let smtp: SmtpTestServer;
  let server: ServerProcess;
  let member: Browser;
  let admin: Browser;
  const dialogs: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startServerProcess({
      env: { WEB_ROOT: e2eWebRoot, SMTP_URL: smtp.url, ADMIN_EMAILS: 'editor-admin@example.org' },
    });
    member = await launchBrowser();
    admin = await launchBrowser();
    for (const browser of [member, admin]) {
      browser.context.on('page', (page) =>
        page.on('dialog', (dialog) => {
          dialogs.push(`${dialog.type()}: ${dialog.message()}`);
          void dialog.dismiss();
        }),
      );
    }
    await signInThroughApi(member.context, smtp, server.url, 'writer@example.org');
    await signInThroughApi(admin.context, smtp, server.url, 'editor-admin@example.org');
  });
  afterAll(async () => {
    await member?.close();
    await admin?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('keeps everything through a reload, and the published page renders the maths', async () => {
    const { page, consoleErrors } = await openPage(member.context);
    await gotoApp(page, `${server.url}/dashboard/articles/editor`);
    await page.getByLabel('Title').fill('Energy of a spring');
    await expect.poll(() => page.getByLabel('Address (slug)').inputValue()).toBe('energy-of-a-spring');
    await page.getByLabel('Summary').fill('Where the potential energy of a spring comes from.');

    const text = page.getByRole('textbox', { name: 'Article text' });
    await text.click();
    await page.keyboard.type('The energy is $E=kx^2$ and <script>alert(1)</script> stays text. ');
    // The input rule made a formula of $E=kx^2$.
    const maths = page.getByRole('button', { name: /^Maths: E=kx\^2/ });
    await maths.waitFor();
    expect(await maths.locator('.katex').count()).toBeGreaterThan(0);

    // An uploaded image.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload image' }).click();
    await (
      await chooser
    ).setFiles({ name: 'spring-diagram.png', mimeType: 'image/png', buffer: makePng(40, 30) });
    const image = text.locator('img[src^="/uploads/"]');
    await image.waitFor();
    expect(await image.getAttribute('width')).toBe('40');

    // Click the formula: the dialog opens with its expression; confirm a new one.
    await maths.click();
    const dialog = page.getByRole('dialog', { name: 'Enter LaTeX Expression' });
    await dialog.waitFor();
    const field = dialog.getByPlaceholder('Enter LaTeX expression (e.g., x^2 + y^2 = r^2)');
    expect(await field.inputValue()).toBe('E=kx^2');
    await field.fill('E=\\frac{1}{2}kx^2');
    await dialog.getByRole('button', { name: 'Insert Math' }).click();
    await page.getByRole('button', { name: /^Maths: E=\\frac\{1\}\{2\}kx\^2/ }).waitFor();

    await expect
      .poll(() => page.getByText('Saved', { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    // The first save puts the draft's id in the address (a navigation that may land just after).
    await expect.poll(() => page.url()).toMatch(/\/dashboard\/articles\/editor\?id=/);

    // Reload: the server's copy has it all.
    await page.reload();
    await page.getByRole('textbox', { name: 'Article text' }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Energy of a spring');
    await page.getByRole('button', { name: /^Maths: E=\\frac\{1\}\{2\}kx\^2/ }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Article text' }).textContent()).toContain(
      '<script>alert(1)</script> stays text.',
    );
    await page.locator('img[src^="/uploads/"]').waitFor();

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('Waiting for review. Withdraw it to make changes.').waitFor();
    expect(consoleErrors).toEqual([]);

    // The administrator approves it in another browser.
    const review = await openPage(admin.context);
    await gotoApp(review.page, `${server.url}/dashboard/articles/review`);
    const item = review.page.getByRole('region', { name: 'Energy of a spring' });
    await item.waitFor();
    await expect.poll(() => item.locator('.katex').count()).toBeGreaterThan(0);
    expect(await item.getByText('<script>alert(1)</script> stays text.').count()).toBe(1);
    await item.getByRole('button', { name: 'Approve and publish' }).click();
    await review.page.getByText('Nothing is waiting for review.').waitFor();

    // The public page shows the rendered maths and the script as text.
    const reader = await openPage(admin.context);
    await gotoApp(reader.page, `${server.url}/articles/energy-of-a-spring`);
    await expect.poll(() => reader.page.locator('.rich-text .katex').count()).toBeGreaterThan(0);
    expect(await reader.page.getByText('<script>alert(1)</script> stays text.').count()).toBe(1);
    expect(await reader.page.locator('.rich-text script').count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(reader.consoleErrors).toEqual([]);
  });

  it('"costs $5 and $10" stays text', async () => {
    const { page } = await openPage(member.context);
    await gotoApp(page, `${server.url}/dashboard/articles/editor`);
    const text = page.getByRole('textbox', { name: 'Article text' });
    await text.click();
    await page.keyboard.type('It costs $5 and $10.');
    expect(await text.textContent()).toBe('It costs $5 and $10.');
    expect(await text.locator('.math-node').count()).toBe(0);
  });

  it('two tabs on one draft: the later save is refused with 409 and the author chooses', async () => {
    const first = await openPage(member.context);
    await gotoApp(first.page, `${server.url}/dashboard/articles/editor`);
    await first.page.getByLabel('Title').fill('Two tabs draft');
    await first.page.getByLabel('Summary').fill('Edited in two tabs at once.');
    await expect
      .poll(() => first.page.getByText('Saved', { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    // The first save puts the draft's id in the address (a navigation that may land just after).
    await expect.poll(() => first.page.url()).toMatch(/\?id=/);
    const draftUrl = first.page.url();

    // A second tab opens the same draft, then the first tab saves a newer version.
    const second = await openPage(member.context);
    await gotoApp(second.page, draftUrl);
    await expect.poll(() => second.page.getByLabel('Title').inputValue()).toBe('Two tabs draft');
    await first.page.getByLabel('Title').fill('Two tabs draft, first tab wins');
    await expect
      .poll(() => first.page.getByText('Saved', { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    // The second tab's save is based on the old version: nothing is overwritten, the author is asked.
    await second.page.getByLabel('Summary').fill('Second tab summary.');
    const conflict = second.page.getByRole('alertdialog', { name: 'This article was changed elsewhere' });
    await conflict.waitFor({ timeout: 15_000 });
    const id = new URL(draftUrl).searchParams.get('id');
    const stored = await (await member.context.request.get(`${server.url}/api/me/articles/${id}`)).json();
    expect(stored.title).toBe('Two tabs draft, first tab wins');
    expect(stored.summary).toBe('Edited in two tabs at once.');

    await conflict.getByRole('button', { name: 'Use the saved version' }).click();
    await expect
      .poll(() => second.page.getByLabel('Title').inputValue())
      .toBe('Two tabs draft, first tab wins');
    await first.page.close();
    await second.page.close();
  });
});
