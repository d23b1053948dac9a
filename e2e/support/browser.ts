/**
 * Debian's Chromium driven by playwright-core. Each test file gets a fresh profile; every page
 * records console errors and every request's host, so tests can assert "no console error" and
 * "no request leaves this machine".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchBrowser(
  options: {
    viewport?: { width: number; height: number };
    userAgent?: string;
    javaScriptEnabled?: boolean;
    timezoneId?: string;
  } = {},
): Promise<Browser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tinkerlabs-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    viewport: options.viewport ?? { width: 1366, height: 900 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.javaScriptEnabled === false ? { javaScriptEnabled: false } : {}),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface TrackedPage {
  page: Page;
  consoleErrors: string[];
  consoleMessages: string[];
  requestHosts: Set<string>;
}

export async function openPage(context: BrowserContext): Promise<TrackedPage> {
  const page = await context.newPage();
  const tracked: TrackedPage = { page, consoleErrors: [], consoleMessages: [], requestHosts: new Set() };
  page.on('console', (message) => {
    tracked.consoleMessages.push(`${message.type()}: ${message.text()}`);
    if (message.type() === 'error') tracked.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => tracked.consoleErrors.push(`uncaught: ${error.message}`));
  // A refused eval or inline script can be caught by the page and leave no console error, yet the
  // browser reports it (Lighthouse's best practices count it): log it as one.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content security policy refused ${event.violatedDirective} (${event.blockedURI}) at ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );
  page.on('request', (request) => tracked.requestHosts.add(new URL(request.url()).host));
  return tracked;
}

/**
 * Opens a page of the app and waits until the app has rendered it (a level-1 heading or an alert).
 * A public page can arrive drawn by the server, heading included, and inert until the app takes it
 * over (app/server-render.tsx): the wait includes that, so a test never types into the drawn copy.
 */
export async function gotoApp(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('h1, [role="alert"]').first().waitFor();
  await page.locator('#root:not([data-server-rendered])').waitFor({ state: 'attached' });
  return response;
}
