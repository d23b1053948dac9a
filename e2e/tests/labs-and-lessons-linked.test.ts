// Learning and doing, linked both ways: every lab page has a "Learn the theory" card whose links open
// the lessons that use the lab, and a lesson that speaks of a lab links to it, with the lab's state in
// the address where the lesson gives one.
import { labPagePaths } from '@tinkerlabs/contract/lab-pages';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';

const baseUrl = inject('baseUrl');

describe('labs and lessons', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(labPagePaths)('%s has a "Learn the theory" card whose first lesson opens', async (lab) => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}${lab}`);
    const card = page.getByRole('region', { name: 'Learn the theory' });
    const first = card.getByRole('link').first();
    await first.waitFor();
    const hrefs = await card
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/learninghub\/[a-z0-9-]+\/[a-z0-9-]+$/);
    const title = await first.textContent();
    await first.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await page.close();
  });

  it.each([
    ['/learninghub/tinyml/affine-quantisation', 'TinyML lab', '/labs/programming/tinyml'],
    ['/learninghub/tinyml/integer-only-inference', 'TinyML lab', '/labs/programming/tinyml'],
    [
      '/learninghub/micromouse/the-mms-simulator-protocol',
      'micromouse simulator page',
      '/labs/simulators/micro-mouse-qt-sim',
    ],
  ])('%s links to the lab it speaks of', async (lesson, name, lab) => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}${lesson}`);
    await page.getByRole('main').getByRole('link', { name, exact: true }).first().click();
    await page.waitForURL(`${baseUrl}${lab}`);
    await page.close();
  });

  it('a lesson opens the Cartesian and cylindrical arms in the pose it describes', async () => {
    const { page } = await openPage(browser.context);
    const lesson = `${baseUrl}/learninghub/robot-arm-kinematics/cartesian-cylindrical-and-spherical-arms`;
    const readout = (axis: string) =>
      page.getByRole('status', { name: `End-effector ${axis}`, exact: true }).getAttribute('data-value');
    for (const [name, path, tool] of [
      ['Open the gantry in the lab', '/simulations/CartesianRobot', [400, 250, 200]],
      ['open the cylindrical arm in the lab', '/simulations/CylindricalRobot', [400, 0, 310]],
    ] as const) {
      await gotoApp(page, lesson);
      await page.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      for (const [index, axis] of ['X', 'Y', 'Z'].entries()) {
        await expect.poll(async () => Number(await readout(axis))).toBeCloseTo(tool[index]!, 3);
      }
    }
    await page.close();
  });
});
