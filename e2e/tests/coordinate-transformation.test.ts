// The coordinate-transformation lesson (/coordinate-transformation-d3): its sliders drive the point's
// coordinates in both frames to the values the maths gives (computed here, independently of the app's
// code), the composition order changes the result, pitch 90° brings up the gimbal-lock notice, and axe
// finds nothing serious on a desktop, on a phone and in dark mode. One page load for the whole file.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations, switchToDark, waitForContent } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser, type TrackedPage } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const rad = (degrees: number) => (degrees * Math.PI) / 180;

interface Pose {
  angleDeg: number;
  x: number;
  y: number;
}

/** Body coordinates of a world point: Rᵀ(p − t). */
function worldToBody(pose: Pose, p: [number, number]): [number, number] {
  const [c, s] = [Math.cos(rad(pose.angleDeg)), Math.sin(rad(pose.angleDeg))];
  const [dx, dy] = [p[0] - pose.x, p[1] - pose.y];
  return [c * dx + s * dy, -s * dx + c * dy];
}

/** World coordinates of a body point: R p + t. */
function bodyToWorld(pose: Pose, p: [number, number]): [number, number] {
  const [c, s] = [Math.cos(rad(pose.angleDeg)), Math.sin(rad(pose.angleDeg))];
  return [c * p[0] - s * p[1] + pose.x, s * p[0] + c * p[1] + pose.y];
}

/** The origin of the composition first·second, each motion taken in the frame the previous one left. */
const composedOrigin = (first: Pose, second: Pose) => bodyToWorld(first, [second.x, second.y]);

/** "(−1.25, 3.00)" → [-1.25, 3]. */
async function readPair(page: Page, name: string): Promise<[number, number]> {
  const text = await page.getByRole('status', { name, exact: true }).textContent();
  const numbers =
    (text ?? '')
      .replaceAll('\u2212', '-')
      .match(/-?\d+\.\d+/g)
      ?.map(Number) ?? [];
  expect(numbers, `${name}: ${text}`).toHaveLength(2);
  return numbers as [number, number];
}

const slider = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const sliderValue = async (page: Page, label: string) => Number(await slider(page, label).inputValue());

/** Moves a slider with the keyboard, as a visitor would, and returns its new value. */
async function press(page: Page, label: string, key: string, times = 1): Promise<number> {
  await slider(page, label).focus();
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
  return sliderValue(page, label);
}

async function readPose(page: Page, prefix: string, angleLabel = `${prefix} angle (deg)`): Promise<Pose> {
  return {
    angleDeg: await sliderValue(page, angleLabel),
    x: await sliderValue(page, `${prefix} X`),
    y: await sliderValue(page, `${prefix} Y`),
  };
}

function expectPairClose(actual: [number, number], expected: [number, number]) {
  // The page shows two decimals.
  expect(Math.abs(actual[0] - expected[0]), `x of ${actual} vs ${expected}`).toBeLessThanOrEqual(0.006);
  expect(Math.abs(actual[1] - expected[1]), `y of ${actual} vs ${expected}`).toBeLessThanOrEqual(0.006);
}

describe('the coordinate-transformation lesson', () => {
  let browser: Browser;
  let tracked: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser.context);
    await gotoApp(tracked.page, `${baseUrl}/coordinate-transformation-d3`);
    await waitForContent(tracked.page);
  });
  afterAll(() => browser.close());

  it('shows the point in both frames, following the body sliders', async () => {
    const { page } = tracked;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Coordinate Transformations');
    const world = await readPair(page, 'Point in world coordinates');
    expectPairClose(
      await readPair(page, 'Point in body coordinates'),
      worldToBody(await readPose(page, 'Body'), world),
    );

    // Turn the body 25° further and move it to the far left: the world point stays, its body coordinates follow.
    await press(page, 'Body angle (deg)', 'ArrowRight', 25);
    expect(await press(page, 'Body X', 'Home')).toBe(-4);
    await press(page, 'Body Y', 'ArrowLeft', 7);
    const moved = await readPose(page, 'Body');
    expect(moved.angleDeg).toBe(55);
    expect(moved.y).toBeCloseTo(0.3, 9);
    expectPairClose(await readPair(page, 'Point in world coordinates'), world);
    expectPairClose(await readPair(page, 'Point in body coordinates'), worldToBody(moved, world));
  });

  it('carries a point fixed in the body along with it', async () => {
    const { page } = tracked;
    // Bring the body nearer, so the point's body coordinates fit the sliders' ±4.5 when re-anchored.
    expect(await press(page, 'Body X', 'ArrowRight', 30)).toBeCloseTo(-1, 9);
    expect(await press(page, 'Body Y', 'ArrowRight', 10)).toBeCloseTo(1.3, 9);
    const world = await readPair(page, 'Point in world coordinates');
    await page.getByRole('radio', { name: 'Body frame' }).check();
    // Re-anchoring does not move the point; its sliders now hold body coordinates.
    expectPairClose(await readPair(page, 'Point in world coordinates'), world);
    const inBody: [number, number] = [
      await press(page, 'Point X (body frame)', 'ArrowRight'),
      await press(page, 'Point Y (body frame)', 'ArrowLeft'),
    ];
    await press(page, 'Body X', 'ArrowRight', 15);
    await press(page, 'Body angle (deg)', 'ArrowLeft', 100);
    const pose = await readPose(page, 'Body');
    expect(pose).toMatchObject({ angleDeg: -45 });
    expect(pose.x).toBeCloseTo(0.5, 9);
    expectPairClose(await readPair(page, 'Point in body coordinates'), inBody);
    expectPairClose(await readPair(page, 'Point in world coordinates'), bodyToWorld(pose, inBody));
  });

  it('composes A and B in the chosen order, with different results', async () => {
    const { page } = tracked;
    await press(page, 'A angle (deg)', 'ArrowLeft', 2); // the slider steps 5°
    const a = await readPose(page, 'A');
    const b = await readPose(page, 'B');
    expect(a.angleDeg).toBe(80);
    const aThenB = composedOrigin(a, b);
    const bThenA = composedOrigin(b, a);
    expect(Math.hypot(aThenB[0] - bThenA[0], aThenB[1] - bThenA[1])).toBeGreaterThan(1);

    expectPairClose(await readPair(page, 'Composed origin'), aThenB);
    await page.getByRole('radio', { name: 'Apply B then A' }).check();
    expectPairClose(await readPair(page, 'Composed origin'), bThenA);
    expect(await page.getByRole('status', { name: 'Composed angle' }).textContent()).toBe(
      `${a.angleDeg + b.angleDeg}°`,
    );
    await page.getByRole('radio', { name: 'Apply A then B' }).check();
    expectPairClose(await readPair(page, 'Composed origin'), aThenB);
  });

  it('shows the gimbal-lock notice at pitch ±90° only', async () => {
    const { page } = tracked;
    const notice = page.getByText(/^Gimbal lock: pitch is/);
    expect(await notice.count()).toBe(0);
    expect(await press(page, 'Pitch (deg)', 'End')).toBe(90);
    await notice.waitFor();
    expect(await notice.textContent()).toBe('Gimbal lock: pitch is +90°.');
    expect(await page.getByRole('figure', { name: 'At pitch +90°, only ψ − φ is left' }).count()).toBe(1);

    await press(page, 'Pitch (deg)', 'ArrowLeft');
    await notice.waitFor({ state: 'detached' });
    expect(await press(page, 'Pitch (deg)', 'Home')).toBe(-90);
    expect(await notice.textContent()).toBe('Gimbal lock: pitch is −90°.');

    await page.getByRole('button', { name: 'Reset angles' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Show gimbal lock' }).click();
    expect(await sliderValue(page, 'Pitch (deg)')).toBe(90);
    await notice.waitFor();
  });

  it('has no serious axe violation on a desktop, light and dark, nor on a phone, and no page-wide scroll', async () => {
    const { page } = tracked;
    expect(await seriousAxeViolations(page), 'desktop, light').toEqual([]);
    await switchToDark(page);
    expect(await seriousAxeViolations(page, { colours: true }), 'desktop, dark').toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page), 'phone, dark').toEqual([]);

    expect([...tracked.requestHosts]).toEqual([new URL(baseUrl).host]);
    expect(tracked.consoleErrors).toEqual([]);
  }, 120_000); // three scans of 8 000 elements: 13 s on a quiet machine, up to 40 s on a busy CI one
});
