// The home page's first screen, on a phone and a desktop: a headline that says what a visitor can do,
// a live SCARA arm to try at once in a region named "Try it now" (its code loaded after the page,
// never with it, in a box that does not move when it arrives), a "no sign-up" link into the lab, and
// no blank band between the hero and what follows it.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';

const baseUrl = inject('baseUrl');

/**
 * The tallest empty vertical stretch between pieces of content in <main>, down to the bottom of the
 * "Where to start" cards: content is every element with text of its own, every picture, control and
 * drawing.
 */
function largestBlankBand(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const end = document.querySelector('#entry-points')!.closest('section')!.getBoundingClientRect().bottom;
    const spans: [number, number][] = [];
    for (const element of main.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect();
      if (box.height === 0 || box.width === 0 || box.top > end) continue;
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      );
      if (ownText || ['svg', 'img', 'input', 'button', 'canvas'].includes(element.localName)) {
        spans.push([box.top, box.bottom]);
      }
    }
    spans.sort((a, b) => a[0] - b[0]);
    let reached = spans[0]?.[0] ?? 0;
    let largest = 0;
    for (const [top, bottom] of spans) {
      largest = Math.max(largest, top - reached);
      reached = Math.max(reached, bottom);
    }
    return largest;
  });
}

describe.each([
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
])('the home page on a $name', ({ viewport }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ viewport });
  });
  afterAll(() => browser.close());

  it('says what a visitor can do, and has the live arm and its no-sign-up link on the first screen', async () => {
    const { page, consoleErrors } = await openPage(browser.context);
    const scripts: { url: string; afterLoad: boolean }[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (request) => scripts.push({ url: request.url(), afterLoad: loaded }));
    await gotoApp(page, `${baseUrl}/`);

    const headline = await page.getByRole('heading', { level: 1 }).textContent();
    expect(headline).toBe('Learn robotics and electronics by trying them in your browser');

    const region = page.getByRole('region', { name: 'Try it now' });
    const link = region.getByRole('link', { name: 'Open the SCARA lab — no sign-up' });
    expect(await link.getAttribute('href')).toBe('/simulations/ScaraRobot');
    const box = region.locator('[data-try-it-box]');
    const before = (await box.boundingBox())!;
    expect(before.y + before.height).toBeLessThanOrEqual(viewport.height); // the whole arm, first screen
    expect(before.height).toBeGreaterThanOrEqual(200);

    // The live arm takes the resting arm's place, in the same box.
    const arm = region.getByRole('group', { name: 'SCARA arm seen from above' });
    await arm.waitFor();
    const after = (await box.boundingBox())!;
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(after[key]).toBeCloseTo(before[key], 0);
    const live = scripts.find(({ url }) => /\/assets\/live-scara-[\w-]+\.js$/.test(url));
    expect(live?.afterLoad).toBe(true); // fetched after the page had loaded, not with it
    // Not named in the page's HTML (the dynamic import adds its own preload link once it runs).
    expect(await (await page.request.get(`${baseUrl}/`)).text()).not.toContain('live-scara');

    // The arrow keys move the target; the arm reports where its tool went.
    await arm.focus();
    await arm.press('ArrowUp');
    await expect.poll(() => region.getByRole('status').textContent()).toMatch(/^Tool at \d+, \d+ mm$/);

    expect(await largestBlankBand(page)).toBeLessThan(90);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(consoleErrors).toEqual([]);

    await link.click();
    await page.waitForURL(`${baseUrl}/simulations/ScaraRobot`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('SCARA Robot Simulation');
    await page.close();
  });

  it('keeps the arm still with reduced motion until it is driven', async () => {
    const { page } = await openPage(browser.context);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoApp(page, `${baseUrl}/`);
    const arm = page.getByRole('group', { name: 'SCARA arm seen from above' });
    await arm.waitFor();
    const first = await arm.textContent();
    // Thirty frames: the demo loop would have moved the arm by then.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let frames = 0;
          const next = () => (++frames === 30 ? resolve() : requestAnimationFrame(next));
          requestAnimationFrame(next);
        }),
    );
    expect(await arm.textContent()).toBe(first);
    expect(first).toContain('θ1 0° · θ2 60°');
    await page.close();
  });
});
