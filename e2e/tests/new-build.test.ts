// New versions: the app reloads on a newer build id or a failed chunk load, at most once in 10 s.
// This file rewrites and hides built files, so it serves a web folder of its own from a server of its
// own: the other files, running at the same time, keep the build as it is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';
import { e2eWebRoot } from '../support/paths.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

/** The built app's folder with its own copies of what this file changes; the rest (runtimes) linked. */
function copyOfWebRoot(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'tinkerlabs-web-'));
  for (const entry of fs.readdirSync(e2eWebRoot)) {
    const from = path.join(e2eWebRoot, entry);
    if (entry === 'assets' || entry === 'builds')
      fs.cpSync(from, path.join(copy, entry), { recursive: true });
    else fs.symlinkSync(from, path.join(copy, entry));
  }
  return copy;
}

describe('new build detection', () => {
  const webRoot = copyOfWebRoot();
  const manifestPath = path.join(webRoot, 'builds/latest.json');
  let server: ServerProcess;
  let baseUrl: string;
  let browser: Browser;
  let originalManifest: string;
  const renamed: [string, string][] = [];

  beforeAll(async () => {
    originalManifest = fs.readFileSync(manifestPath, 'utf8');
    server = await startServerProcess({ env: { WEB_ROOT: webRoot } });
    baseUrl = server.url;
    browser = await launchBrowser();
  });
  afterEach(() => {
    fs.writeFileSync(manifestPath, originalManifest);
    for (const [from, to] of renamed.splice(0)) fs.renameSync(to, from);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('reloads once when builds/latest.json names a newer build, then not again within 10 s', async () => {
    const { page } = await openPage(browser.context);
    const manifestRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/builds/latest.json')) manifestRequests.push(request.url());
    });
    let loads = 0;
    page.on('load', () => loads++);
    await gotoApp(page, `${baseUrl}/about`);
    expect(loads).toBe(1);

    // Regaining focus checks the manifest, with a cache-busting query. The heading can come from the
    // server's copy of the page before the app runs, so focus is given again until the app answers.
    // Resolves once the manifest's answer has arrived and the page has run a task after it: by then
    // the app has decided whether to reload, and a reload has sent its navigation request.
    const focusUntilChecked = async () => {
      const before = manifestRequests.length;
      const answered = page.waitForResponse((response) => response.url().includes('/builds/latest.json'));
      await expect
        .poll(async () => {
          await page.evaluate(() => window.dispatchEvent(new Event('focus')));
          return manifestRequests.length;
        })
        .toBeGreaterThan(before);
      await (await answered).finished();
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => {});
    };
    let navigations = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations++;
    });
    await focusUntilChecked();
    expect(manifestRequests[0]).toMatch(/\/builds\/latest\.json\?t=\d+$/);
    expect(navigations).toBe(0); // same build: no reload
    expect(loads).toBe(1);

    const current = JSON.parse(originalManifest) as { id: string };
    fs.writeFileSync(
      manifestPath,
      JSON.stringify({ id: `${current.id}-newer`, time: new Date().toISOString() }),
    );
    await focusUntilChecked();
    await expect.poll(() => loads).toBe(2);
    await page.waitForLoadState('load');

    // The reloaded page still runs the old bundle (index.html did not change), so it still sees a
    // newer id; the guard stops it from reloading again inside the 10 s window.
    const navigationsBefore = navigations;
    await focusUntilChecked();
    expect(navigations).toBe(navigationsBefore);
    expect(loads).toBe(2);
    await page.close();
  });

  it('reloads once when a page chunk fails to load, then shows the error instead of looping', async () => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/`);
    const chunk = fs.readdirSync(path.join(webRoot, 'assets/routes')).find((f) => /^contact-.*\.js$/.test(f));
    expect(chunk).toBeDefined();
    const from = path.join(webRoot, 'assets/routes', chunk!);
    for (const suffix of ['', '.gz', '.br']) {
      if (!fs.existsSync(from + suffix)) continue;
      fs.renameSync(from + suffix, `${from}${suffix}.hidden`);
      renamed.push([from + suffix, `${from}${suffix}.hidden`]);
    }
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => loads).toBe(1); // one reload
    // The alert is the app's decision not to reload again.
    await expect.poll(() => page.getByRole('alert').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(loads).toBe(1);
    await page.close();
  });
});
