// The four robot-arm simulators in the built app (Chromium + SwiftShader, so the 3D view really runs).
// For each arm: a joint moves the readout to the package's forward kinematics, a typed target is
// reached to 1e-6 mm, an unreachable target is explained, the pose survives a reload, a taught path
// plays to its last point, and axe finds nothing serious. The arms are opened one after another
// from /labs and the nav between them, in one browser, so the file needs few page loads.
import { degToRad, radToDeg } from '@tinkerlabs/kinematics/angles';
import { endEffectorPosition, forwardKinematics } from '@tinkerlabs/kinematics/forward';
import { inverseKinematics } from '@tinkerlabs/kinematics/inverse';
import type { JointSpec, RobotModel, Target } from '@tinkerlabs/kinematics/robot-model';
import { robots } from '@tinkerlabs/kinematics/robots';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser, type TrackedPage } from '../support/browser.ts';

const baseUrl = inject('baseUrl');

const arms = [
  { model: robots.scara, path: '/simulations/ScaraRobot', nav: 'SCARA' },
  { model: robots.cartesian, path: '/simulations/CartesianRobot', nav: 'Cartesian' },
  { model: robots.spherical, path: '/simulations/SphericalRobot', nav: 'Spherical' },
  { model: robots.cylindrical, path: '/simulations/CylindricalRobot', nav: 'Cylindrical' },
] as const;

type Vec3 = [number, number, number];

const shown = (joint: JointSpec, value: number) => (joint.type === 'revolute' ? radToDeg(value) : value);
const jointName = (joint: JointSpec, index: number) =>
  `Joint ${index + 1} (${joint.symbol}, ${joint.type === 'revolute' ? 'deg' : 'mm'})`;
const round1 = (value: number) => Math.round(value * 10) / 10;

async function readout(page: Page): Promise<Vec3> {
  const values = await Promise.all(
    ['X', 'Y', 'Z'].map((axis) =>
      page.getByRole('status', { name: `End-effector ${axis}`, exact: true }).getAttribute('data-value'),
    ),
  );
  return values.map(Number) as Vec3;
}

const distance = (a: ArrayLike<number>, b: ArrayLike<number>) =>
  Math.hypot((a[0] ?? 0) - (b[0] ?? 0), (a[1] ?? 0) - (b[1] ?? 0), (a[2] ?? 0) - (b[2] ?? 0));

/** Types a display value (degrees or mm) into joint `index`'s number input. */
async function setJoint(page: Page, model: RobotModel, index: number, value: number) {
  const joint = model.joints[index]!;
  await page.getByRole('spinbutton', { name: jointName(joint, index), exact: true }).fill(String(value));
}

/** A target inside the workspace: where the joints put the tool at 35 % of their ranges, rounded to 0.1 mm. */
function reachableTarget(model: RobotModel): Target {
  const q = model.joints.map((joint) => joint.min + 0.35 * (joint.max - joint.min));
  const [x = 0, y = 0, z = 0] = endEffectorPosition(model, q);
  if (model.id !== 'scara') return { x: round1(x), y: round1(y), z: round1(z) };
  const tool = forwardKinematics(model, q)[model.joints.length]!;
  return {
    x: round1(x),
    y: round1(y),
    z: round1(z),
    toolAngle: degToRad(round1(radToDeg(Math.atan2(tool[4]!, tool[0]!)))),
  };
}

async function typeTarget(page: Page, target: Target) {
  const main = page.locator('main');
  await main.getByRole('spinbutton', { name: /^Target X/ }).fill(String(target.x));
  await main.getByRole('spinbutton', { name: /^Target Y/ }).fill(String(target.y));
  await main.getByRole('spinbutton', { name: /^Target Z/ }).fill(String(target.z));
  if (target.toolAngle !== undefined) {
    await main
      .getByRole('spinbutton', { name: /^Tool angle/ })
      .fill(String(round1(radToDeg(target.toolAngle))));
  }
}

const moveButton = (page: Page) => page.getByRole('button', { name: 'Move to target' });

describe('robot simulations', () => {
  let browser: Browser;
  let tracked: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser.context);
    await gotoApp(tracked.page, `${baseUrl}/labs`);
  });
  afterAll(() => browser.close());

  for (const [armIndex, { model, path, nav }] of arms.entries()) {
    describe(path, () => {
      it('opens from /labs or the arms nav and draws the arm in 3D', async () => {
        const { page } = tracked;
        const from =
          armIndex === 0
            ? page.locator('main ul[aria-label="Robot arm simulations pages"]')
            : page.getByRole('navigation', { name: 'Robot arms' });
        await from.getByRole('link', { name: nav, exact: true }).click();
        await page.waitForURL(`${baseUrl}${path}`);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toBe(`${nav} Robot Simulation`);
        await page.locator('main canvas').waitFor({ timeout: 20_000 });
        expect(
          await page
            .getByRole('navigation', { name: 'Robot arms' })
            .getByRole('link', { name: nav, exact: true })
            .getAttribute('aria-current'),
        ).toBe('page');
      });

      if (armIndex === 0) {
        it('draws the arm in a worker, and redraws it for a drag, a zoom and a joint', async () => {
          const { page } = tracked;
          const main = page.locator('main');
          await expect
            .poll(() => main.textContent(), { timeout: 20_000 })
            .not.toContain('Loading the 3D view');
          // three.js runs in the 3D view's worker, not on the page's main thread.
          expect(page.workers().map((worker) => worker.url())).toContainEqual(
            expect.stringContaining('scene.worker'),
          );
          const canvas = page.locator('main canvas');
          const picture = async () => (await canvas.screenshot()).toString('base64');
          // The joints' drums are blue (#2563eb, shaded): count the pixels that are clearly blue.
          const bluePixels = (png: string) =>
            page.evaluate(async (data) => {
              const image = new Image();
              image.src = `data:image/png;base64,${data}`;
              await image.decode();
              const board = new OffscreenCanvas(image.width, image.height);
              const context = board.getContext('2d')!;
              context.drawImage(image, 0, 0);
              const { data: rgba } = context.getImageData(0, 0, image.width, image.height);
              let count = 0;
              for (let i = 0; i < rgba.length; i += 4) {
                if (rgba[i + 2]! - rgba[i]! > 60 && rgba[i + 2]! - rgba[i + 1]! > 40) count += 1;
              }
              return count;
            }, png);
          // The first frame reaches the screen just after the worker says it has drawn it.
          await expect.poll(async () => bluePixels(await picture())).toBeGreaterThan(300);
          const first = await picture();

          const box = (await canvas.boundingBox())!;
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await page.mouse.down();
          await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 10, { steps: 6 });
          await page.mouse.up();
          await expect.poll(picture).not.toBe(first);

          const turned = await picture();
          await page.mouse.wheel(0, -400);
          await expect
            .poll(async () => bluePixels(await picture()))
            .toBeGreaterThan((await bluePixels(turned)) * 1.2);

          const zoomed = await picture();
          await setJoint(page, model, 0, 45);
          await expect.poll(picture).not.toBe(zoomed);
        });
      }

      it('shows the forward kinematics of the joints in the readout', async () => {
        const { page } = tracked;
        const first = model.joints[0]!;
        const slider = page.getByRole('slider', { name: jointName(first, 0), exact: true });
        expect(Number(await slider.getAttribute('min'))).toBeCloseTo(shown(first, first.min), 2);
        expect(Number(await slider.getAttribute('max'))).toBeCloseTo(shown(first, first.max), 2);
        const value = round1(
          shown(first, first.home) + 0.25 * (shown(first, first.max) - shown(first, first.home)),
        );
        await setJoint(page, model, 0, value);
        const q = model.joints.map((joint) => joint.home);
        q[0] = first.type === 'revolute' ? degToRad(value) : value;
        const expected = endEffectorPosition(model, q);
        await expect.poll(async () => distance(await readout(page), expected)).toBeLessThan(1e-9);
        expect(await page.getByRole('status', { name: 'End-effector X', exact: true }).textContent()).toBe(
          (expected[0] ?? 0).toFixed(3),
        );
      });

      it('moves the tool to a typed target and explains an unreachable one', async () => {
        const { page } = tracked;
        await page.getByRole('combobox', { name: 'Speed' }).selectOption('5');
        const target = reachableTarget(model);
        expect(inverseKinematics(model, target).ok).toBe(true);
        await typeTarget(page, target);
        await moveButton(page).click();
        await expect
          .poll(async () => distance(await readout(page), [target.x, target.y, target.z]), {
            timeout: 10_000,
          })
          .toBeLessThan(1e-6);
        await expect.poll(() => moveButton(page).isEnabled()).toBe(true);

        const before = await readout(page);
        const far = { ...target, x: 5000 };
        const answer = inverseKinematics(model, far);
        expect(answer.ok).toBe(false);
        await typeTarget(page, far);
        await moveButton(page).click();
        const alert = page.locator('main').getByRole('alert');
        expect(await alert.textContent()).toBe(answer.ok ? '' : answer.message);
        expect(await readout(page)).toEqual(before);
      });

      it('reopens the same pose from the address', async () => {
        const { page } = tracked;
        const before = await readout(page);
        // The address is written 150 ms after the last change, the unreachable target typed last.
        await expect.poll(() => page.url()).toContain('tx=5000&');
        expect(page.url()).toContain('j1=');
        await page.reload();
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(distance(await readout(page), before)).toBeLessThan(1e-6);
        expect(await page.getByRole('spinbutton', { name: /^Target X/ }).inputValue()).toBe('5000');
      });

      it('plays taught points as a path and stops at the last one', async () => {
        const { page } = tracked;
        const first = model.joints[0]!;
        const low = shown(first, first.min);
        const high = shown(first, first.max);
        await page.getByRole('button', { name: 'Teach point' }).click();
        await setJoint(page, model, 0, round1(low + 0.6 * (high - low)));
        const last = await readout(page);
        await page.getByRole('button', { name: 'Teach point' }).click();
        expect(await page.getByRole('list', { name: 'Taught points' }).getByRole('listitem').count()).toBe(2);
        await setJoint(page, model, 0, round1(low + 0.2 * (high - low)));
        const start = await readout(page);
        await page.getByRole('button', { name: 'Play path' }).click();
        await expect.poll(async () => distance(await readout(page), start)).toBeGreaterThan(1);
        await expect
          .poll(async () => distance(await readout(page), last), { timeout: 15_000 })
          .toBeLessThan(1e-6);
        await page.getByRole('button', { name: 'Play path' }).waitFor();
        expect(await page.getByRole('img', { name: /^Joint 1 .* position over/ }).count()).toBe(1);
      });

      it('moves the selected joint with the arrow keys', async () => {
        const { page } = tracked;
        const first = model.joints[0]!;
        const input = page.getByRole('spinbutton', { name: jointName(first, 0), exact: true });
        const before = Number(await input.inputValue());
        await page.getByRole('group', { name: /^3D view of the arm/ }).focus();
        await page.keyboard.press('1');
        await page.keyboard.press('ArrowRight');
        await expect.poll(async () => Number(await input.inputValue())).toBeGreaterThan(before);
      });

      it('has no serious accessibility violation and no console error', async () => {
        const { page } = tracked;
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(tracked.consoleErrors).toEqual([]);
      });
    });
  }

  it('keeps the spherical arm’s chosen posture while a target is typed key by key', async () => {
    const { page } = tracked;
    await gotoApp(page, `${baseUrl}/simulations/SphericalRobot?tx=500&ty=300&tz=700`);
    const picker = page.getByRole('group', { name: 'Solution' });
    await picker.getByRole('radio', { name: 'Boom over the top' }).check();
    const x = page.locator('main').getByRole('spinbutton', { name: /^Target X/ });
    await x.fill('');
    for (const key of '450') {
      await x.press(key);
      expect(await picker.getByRole('radio', { name: 'Boom over the top' }).isChecked()).toBe(true);
    }
    expect(await picker.getByRole('radio', { name: 'Boom forward' }).isChecked()).toBe(false);
    expect(tracked.consoleErrors).toEqual([]);
  });
});
