// A first visit: the page's code arrives with the entry (preload links in the HTML, each file fetched
// once), and the page rendered by the server with the state it was rendered from, which the app
// hydrates (the same elements, no second render, no mismatch) without asking the API for its list;
// moving on to another page asks the API as usual.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';

describe('first load', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the article list from the data in its HTML, fetching each of its files once', async () => {
    const { page, consoleErrors } = await openPage(browser.context);
    const requests: string[] = [];
    page.on('request', (request) =>
      requests.push(new URL(request.url()).pathname + new URL(request.url()).search),
    );
    await gotoApp(page, `${baseUrl}/articles`);
    await page
      .getByRole('link', { name: /Quantising a neural network to int8/ })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');

    // Only the session is asked for: it is never in the HTML (a page may be shown again from the cache).
    expect(requests.filter((url) => url.startsWith('/api/'))).toEqual(['/api/auth/session']);
    const scripts = requests.filter((url) => url.startsWith('/assets/'));
    expect(scripts.some((url) => /\/assets\/routes\/article-list-[\w-]+\.js$/.test(url))).toBe(true);
    expect(scripts.length).toBe(new Set(scripts).size);
    expect(await page.locator('#page-state').count()).toBe(0); // read, then removed
    expect(consoleErrors).toEqual([]);

    // Once the page is idle, the build's page table arrives; the next page's code is preloaded from it
    // as the app navigates, and its data comes from the API.
    await expect.poll(() => requests.includes('/builds/page-preloads.json')).toBe(true);
    const table = (await (await fetch(`${baseUrl}/builds/page-preloads.json`)).json()) as Record<
      string,
      { modules: string[] }
    >;
    requests.length = 0;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await expect
      .poll(() => requests.filter((url) => url.startsWith('/api/projects')))
      .toEqual(['/api/projects?page=1']);
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const projectModules = table['/projects']!.modules;
    expect(projectModules.some((url) => /\/assets\/routes\/project-list-[\w-]+\.js$/.test(url))).toBe(true);
    expect(preloaded).toEqual(expect.arrayContaining(projectModules));
    const fetched = requests.filter((url) => url.startsWith('/assets/'));
    expect(fetched.length).toBe(new Set(fetched).size);
    expect(consoleErrors).toEqual([]);
  });

  it('lists the code of a lesson’s interactive blocks in its HTML, and none on a page without', async () => {
    const table = (await (await fetch(`${baseUrl}/builds/page-preloads.json`)).json()) as Record<
      string,
      { modules: string[] }
    >;
    const blockModules = table['interactive-blocks']!.modules;
    expect(blockModules.some((url) => /\/assets\/lesson-block-[\w-]+\.js$/.test(url))).toBe(true);
    /** The modules a drawn page's HTML lists for after its paint (drawn once the renderer is warm). */
    const listedModules = async (path: string) => {
      let listed: string[] | null = null;
      await expect
        .poll(async () => {
          const html = await (await fetch(`${baseUrl}${path}`)).text();
          const json = /<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(html)?.[1];
          listed = json ? (JSON.parse(json) as string[]) : null;
          return listed !== null;
        })
        .toBe(true);
      return listed!;
    };
    expect(await listedModules('/learninghub/control-systems/feedback-open-and-closed-loop')).toEqual(
      expect.arrayContaining(blockModules),
    );
    const list = await listedModules('/articles');
    expect(list.some((url) => /\/assets\/lesson-block-/.test(url))).toBe(false);
  });

  // Building the API's schemas takes a phone's main thread ~110 ms (Lighthouse's 4x CPU): the public
  // pages that only read do not load Zod, nor do they after the app has taken over and gone idle.
  it.each([
    '/',
    '/articles',
    '/articles/int8-quantisation-for-microcontrollers',
    '/labs/development-boards',
    '/learninghub/robotics-fundamentals/coordinate-frames',
  ])('%s loads no Zod', async (path) => {
    const { page, consoleErrors } = await openPage(browser.context);
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await gotoApp(page, `${baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(2);
    const withZod: string[] = [];
    for (const url of scripts) {
      // Zod names each of its schema classes, which a minifier keeps.
      if (/[`"']ZodObject[`"']/.test(await (await fetch(url)).text())) withZod.push(url);
    }
    expect(withZod).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('paints the header from the HTML, before any script has run', async () => {
    const withoutScripts = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await withoutScripts.context.newPage();
      await page.goto(`${baseUrl}/articles`);
      await expect.poll(() => page.getByRole('link', { name: 'Skip to content' }).count()).toBe(1);
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link', { name: 'TinkerLabs' }).isVisible()).toBe(true);
      expect(await nav.getByRole('button', { name: 'Login' }).isDisabled()).toBe(true); // until the app runs
    } finally {
      await withoutScripts.close();
    }
  });

  it.each([
    '/',
    '/articles',
    '/articles/int8-quantisation-for-microcontrollers',
    '/learninghub/robotics-fundamentals',
    '/learninghub/control-systems/feedback-open-and-closed-loop',
    '/stores',
    '/labs/development-boards',
  ])('hydrates %s: the server’s elements stay, with no mismatch and no second render', async (path) => {
    // Rendered once the renderer has loaded (the first request may come before).
    await fetch(`${baseUrl}${path}`);
    const { page, consoleErrors } = await openPage(browser.context);
    // Before any of the app's code runs: remember the server's <main> and count the page's renders.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverMain: Element | null }).serverMain =
          document.querySelector('#root main');
      });
    });
    await gotoApp(page, `${baseUrl}${path}`);
    await expect.poll(() => page.locator('#root').getAttribute('inert')).toBeNull();
    expect(
      await page.evaluate(() => {
        const serverMain = (window as unknown as { serverMain: Element | null }).serverMain;
        return (
          serverMain !== null && serverMain === document.querySelector('#root main') && serverMain.isConnected
        );
      }),
    ).toBe(true);
    expect(consoleErrors.filter((error) => /hydrat/i.test(error))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('shows an anonymous visitor the page itself from the HTML, then the app takes it over', async () => {
    // A page is drawn once its renderer has loaded and while the drawing takes under 250 ms: on a
    // busy machine the very first one may come without.
    await fetch(`${baseUrl}/articles/int8-quantisation-for-microcontrollers`);
    const withoutScripts = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await withoutScripts.context.newPage();
      await page.goto(`${baseUrl}/articles/int8-quantisation-for-microcontrollers`);
      expect(await page.title()).toBe(
        'Quantising a neural network to int8 for microcontrollers · TinkerLabs',
      );
      expect(await page.locator('main h1').textContent()).toBe(
        'Quantising a neural network to int8 for microcontrollers',
      );
      expect(await page.locator('main').textContent()).toContain('zero point');
      // Read-only until the app runs: typing into the drawn page would be lost when it is replaced.
      expect(await page.locator('#root').getAttribute('inert')).toBe('');
    } finally {
      await withoutScripts.close();
    }

    const { page, consoleErrors } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/articles`);
    await expect.poll(() => page.locator('#root').getAttribute('inert')).toBeNull();
    expect(await page.locator('#root').getAttribute('data-server-rendered')).toBeNull();
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('kalman');
    expect(await search.inputValue()).toBe('kalman');
    expect(await page.title()).toBe('Articles · TinkerLabs');
    expect(await page.locator('title').count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it('draws the labs’ tools from the HTML too, as the app then shows them: an arm, a playground', async () => {
    const scara = '/simulations/ScaraRobot';
    const micropython = '/labs/programming/micropython';
    // Drawn once their page's code has loaded in the server's renderer (see the first test).
    await Promise.all([fetch(`${baseUrl}${scara}`), fetch(`${baseUrl}${micropython}`)]);
    const poses: Record<string, string[]> = {};
    const readPose = (page: Page) =>
      page
        .locator('input[type="number"]')
        .evaluateAll((inputs) => inputs.slice(0, 4).map((input) => (input as HTMLInputElement).value));
    const withoutScripts = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await withoutScripts.context.newPage();
      await page.goto(`${baseUrl}${scara}`);
      expect(await page.locator('#root').getAttribute('data-server-rendered')).toBe('');
      expect(await page.locator('main h1').textContent()).toBe('SCARA Robot Simulation');
      poses.drawn = await readPose(page);
      // The 3D view says it is loading (the server cannot know whether the browser has WebGL).
      expect(await page.locator('main').textContent()).toContain('Loading the 3D view');
      expect(await page.locator('main').textContent()).not.toContain('cannot show 3D graphics');

      await page.goto(`${baseUrl}${micropython}`);
      expect(await page.locator('#root').getAttribute('data-server-rendered')).toBe('');
      expect(await page.locator('main h1').textContent()).toContain('MicroPython');
      // The first example's code, shown as text until the editor loads; the board is drawn.
      expect(await page.locator('main').textContent()).toContain('led = machine.Pin(25, machine.Pin.OUT)');
      expect(await page.locator('[aria-label="LED 1 (GP2): off"]').count()).toBe(1);
    } finally {
      await withoutScripts.close();
    }

    // The app takes each drawn lab over with the same content, and the runtime gets ready.
    const { page, consoleErrors } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}${scara}`);
    await expect.poll(() => page.locator('#root').getAttribute('inert')).toBeNull();
    expect(await readPose(page)).toEqual(poses.drawn);
    expect(poses.drawn).toHaveLength(4);
    await gotoApp(page, `${baseUrl}${micropython}`);
    await page.getByRole('status').filter({ hasText: 'MicroPython is ready.' }).waitFor();
    expect(await page.locator('#root').getAttribute('inert')).toBeNull();
    expect(consoleErrors).toEqual([]);
  });
});
