// On a phone the robot's 3D view stays on screen while its controls are used: for each of the four
// arms, a joint slider below the view is focused and moved, and the view's box is still in the
// viewport, under the header, with the slider beside it (below, not hidden under it).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const viewport = { width: 390, height: 844 };
const headerHeight = 64;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(page: Page, locator: ReturnType<Page['locator']>): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element is not laid out.');
  return found;
}

const inViewport = (box: Box) =>
  box.y >= headerHeight - 1 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;

describe('the robot pages on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ viewport });
  });
  afterAll(() => browser.close());

  it.each([
    ['/simulations/ScaraRobot', 'Joint 2 (θ2, deg)'],
    ['/simulations/CartesianRobot', 'Joint 2 (d2, mm)'],
    ['/simulations/SphericalRobot', 'Joint 2 (θ2, deg)'],
    ['/simulations/CylindricalRobot', 'Joint 3 (d3, mm)'],
  ])('%s keeps the 3D view on screen while a joint slider is focused and moved', async (path, joint) => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}${path}`);
    const view = page.getByRole('group', { name: /^3D view of the arm/ });
    const slider = page.getByRole('slider', { name: joint, exact: true });
    const before = await slider.inputValue();

    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('PageUp');
    await expect.poll(() => slider.inputValue()).not.toBe(before);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0); // the page did scroll to the slider

    const viewBox = await boxOf(page, view);
    const sliderBox = await boxOf(page, slider);
    expect(inViewport(viewBox)).toBe(true);
    expect(inViewport(sliderBox)).toBe(true);
    // Not hidden under the view and its toggles, which stay stuck above the controls.
    const stuck = await boxOf(page, page.locator('[data-sticky-view]'));
    expect(sliderBox.y).toBeGreaterThanOrEqual(stuck.y + stuck.height);
    expect(viewBox.height).toBeGreaterThanOrEqual(180);

    // Further down, at the DH table, the view is still there.
    await page.locator('#dh-heading').scrollIntoViewIfNeeded();
    expect(inViewport(await boxOf(page, view))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.close();
  });
});
