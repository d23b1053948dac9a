// What axe does not test, for keyboard and screen-reader users of the labs and the editor:
// - the keyboard focus is never dropped to the page: Run pressed from the keyboard keeps it while
//   its run is on, and Stop when the run ends (the four programming labs, the maze, the RL lab);
//   "Remove point N" on the robot page, and the boards page's "Clear filters", "Remove … from the
//   comparison" and "Clear comparison" hand it on (the next item, or the heading);
// - live regions stay quiet while a lab runs: the maze at "Fast", a robot move and a program's
//   stream of prints each make a handful of announcements, not one per step, frame or line; the
//   robot says where the tool came to rest, the Pico's LEDs are announced a few at a time;
// - at 320 px (400 % zoom) the header's "Open menu" stays on screen and no page scrolls sideways;
//   the robot page's DH table and matrix and the RL lab's equations, which scroll there, take focus;
// - smaller: the 3D view's focus ring is not clipped, its camera turns and zooms by key, reduced
//   motion makes the arm jump and the maze start at "Instant", the maths dialog refuses invalid
//   LaTeX and says why, the editor's toolbar is one Tab stop, CodeMirror's scroller is no Tab stop,
//   the TinyML loss curve has its data table and a maze program's syntax error gives its line.
import { endEffectorPosition } from '@tinkerlabs/kinematics/forward';
import { robots } from '@tinkerlabs/kinematics/robots';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughDevMailbox } from '../support/auth.ts';
import { seriousAxeViolations, waitForContent } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser, type TrackedPage } from '../support/browser.ts';
import { codeEditor, typeProgram } from '../support/playground.ts';

const baseUrl = inject('baseUrl');

/** What has the keyboard focus, by the name a test reads it by, or "body" when it was dropped. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim();
  });

type WatchedWindow = {
  __liveChanges?: string[];
  __liveObserver?: MutationObserver;
  __focusDropped?: number;
  __focusFrame?: number;
};

/**
 * Counts the changes screen readers would announce from now on: DOM changes inside live regions
 * (aria-live other than "off", the roles status, log and alert, and <output>, a status by
 * default), one per region per batch of changes, as a screen reader queues them.
 */
async function watchLiveRegions(page: Page) {
  await page.evaluate(() => {
    const w = window as WatchedWindow;
    const liveRoles = new Set(['status', 'log', 'alert']);
    const regionOf = (node: Node): Element | null => {
      for (let element = node instanceof Element ? node : node.parentElement; element;) {
        const live = element.getAttribute('aria-live');
        if (live) return live === 'off' ? null : element;
        const role = element.getAttribute('role') ?? (element.tagName === 'OUTPUT' ? 'status' : '');
        if (liveRoles.has(role)) return element;
        element = element.parentElement;
      }
      return null;
    };
    w.__liveChanges = [];
    w.__liveObserver = new MutationObserver((records) => {
      const regions = new Set(records.map((record) => regionOf(record.target)));
      regions.delete(null);
      for (const region of regions) w.__liveChanges!.push((region!.textContent ?? '').trim().slice(0, 100));
    });
    w.__liveObserver.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** The changes counted since `watchLiveRegions`, which stops counting. */
const liveChanges = (page: Page) =>
  page.evaluate(() => {
    const w = window as WatchedWindow;
    w.__liveObserver?.disconnect();
    return w.__liveChanges ?? [];
  });

/** From now on, counts the frames in which the keyboard focus is on the page itself (dropped). */
async function watchFocus(page: Page) {
  await page.evaluate(() => {
    const w = window as WatchedWindow;
    w.__focusDropped = 0;
    const sample = () => {
      if (!document.activeElement || document.activeElement === document.body) w.__focusDropped! += 1;
      w.__focusFrame = requestAnimationFrame(sample);
    };
    sample();
  });
}

const framesFocusDropped = (page: Page) =>
  page.evaluate(() => {
    const w = window as WatchedWindow;
    cancelAnimationFrame(w.__focusFrame ?? 0);
    return w.__focusDropped ?? -1;
  });

const runButton = (page: Page) => page.getByRole('button', { name: 'Run', exact: true });
const stopButton = (page: Page) => page.getByRole('button', { name: 'Stop', exact: true });

describe('the programming labs keep the focus on Run and Stop', { timeout: 240_000 }, () => {
  let browser: Browser;
  let tracked: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser.context);
  });
  afterAll(() => browser.close());

  const labs = [
    {
      path: '/labs/programming/python',
      runtime: 'Python',
      short: 'print("hello from the keyboard")',
      endless: 'while True:\n    pass',
      timeout: 60_000,
    },
    {
      path: '/labs/programming/micropython',
      runtime: 'MicroPython',
      short: 'print("hello from the keyboard")',
      endless: 'while True:\n    pass',
      timeout: 30_000,
    },
    {
      path: '/labs/programming/tinyml',
      runtime: 'TensorFlow.js',
      short: 'console.log("hello from the keyboard");',
      endless: 'while (true) {}',
      timeout: 60_000,
    },
    {
      path: '/labs/programming/cpp',
      runtime: 'C++',
      short: '#include <cstdio>\nint main() { std::printf("hello from the keyboard\\n"); }',
      endless: 'int main() { volatile long n = 0; while (true) { n = n + 1; } }',
      timeout: 120_000,
    },
  ];

  for (const lab of labs) {
    it(`${lab.path}: Run keeps the focus through its run, and so does Stop`, async () => {
      const { page } = tracked;
      const ready = page.getByRole('status').filter({ hasText: `${lab.runtime} is ready.` });
      await gotoApp(page, `${baseUrl}${lab.path}`);
      await ready.waitFor({ timeout: lab.timeout });

      await typeProgram(page, lab.short);
      await runButton(page).focus();
      await watchFocus(page);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.getByRole('log', { name: 'Output' }).textContent(), { timeout: lab.timeout })
        .toContain('hello from the keyboard');
      await ready.waitFor({ timeout: lab.timeout });
      expect(await framesFocusDropped(page)).toBe(0);
      expect(await focused(page)).toBe('Run');

      await typeProgram(page, lab.endless);
      await runButton(page).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Running…' }).waitFor();
      // Stop comes next in the toolbar, and takes the keyboard's Enter.
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('Stop');
      await watchFocus(page);
      await page.keyboard.press('Enter');
      await ready.waitFor({ timeout: lab.timeout });
      expect(await framesFocusDropped(page)).toBe(0);
      expect(await focused(page)).toBe('Stop');
      expect(await stopButton(page).isDisabled()).toBe(true);
    });
  }

  it('reads out a stream of prints a few times, not line by line, and the log itself is quiet', async () => {
    const { page } = tracked;
    await gotoApp(page, `${baseUrl}/labs/programming/python`);
    await page.getByRole('status').filter({ hasText: 'Python is ready.' }).waitFor({ timeout: 60_000 });
    const log = page.getByRole('log', { name: 'Output' });
    expect(await log.getAttribute('aria-live')).toBe('off');
    await typeProgram(page, 'import time\nfor i in range(60):\n    print("line", i)\n    time.sleep(0.05)');
    await watchLiveRegions(page);
    await runButton(page).click();
    await expect.poll(() => log.textContent(), { timeout: 30_000 }).toContain('line 59');
    await page.getByRole('status').filter({ hasText: 'Python is ready.' }).waitFor();
    // The last sentence, with how the run ended, comes when the output has paused.
    const said = page.locator('[data-output-announcement]');
    await expect.poll(() => said.textContent(), { timeout: 3_000 }).toMatch(/Finished after/);
    const changes = await liveChanges(page);
    // "Running…", "Python is ready." and one sentence a second at most over the 3 s of output.
    expect(changes.length, changes.join('\n')).toBeLessThanOrEqual(8);
    expect(changes.some((change) => /^Output: \d+ new lines/.test(change))).toBe(true);
  });

  it('CodeMirror is one Tab stop: Shift+Tab from the text leaves the editor', async () => {
    const { page } = tracked;
    const editor = await codeEditor(page);
    await editor.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-code-editor]'))).toBe(false);
    expect(await page.locator('[data-code-editor] .cm-scroller').getAttribute('tabindex')).not.toBe('0');
  });

  it('announces the Pico’s LEDs a few at a time while the blink example runs', async () => {
    const { page } = tracked;
    await gotoApp(page, `${baseUrl}/labs/programming/micropython`);
    const ready = page.getByRole('status').filter({ hasText: 'MicroPython is ready.' });
    await ready.waitFor({ timeout: 30_000 });
    const news = page.locator('[data-led-announcement]');
    expect(await news.getAttribute('aria-live')).toBe('polite');
    await watchLiveRegions(page);
    await page.getByLabel('Example', { exact: true }).selectOption('Blink an LED');
    const started = Date.now();
    await runButton(page).click();
    await expect.poll(() => news.textContent(), { timeout: 10_000 }).toContain('On-board LED (GP25): on');
    await expect
      .poll(() => page.getByRole('log', { name: 'Output' }).textContent(), { timeout: 15_000 })
      .toContain('done');
    await ready.waitFor();
    const ledSentences = (await liveChanges(page)).filter((change) => change.includes('LED'));
    // Twenty changes of the LED (ten blinks) in a few seconds: at most one sentence every 2 s.
    expect(ledSentences.length).toBeGreaterThanOrEqual(1);
    expect(ledSentences.length).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 2000) + 1);
    expect(ledSentences.length).toBeLessThan(20);
  });

  it('gives the TinyML loss curve’s numbers as a table', async () => {
    const { page } = tracked;
    await gotoApp(page, `${baseUrl}/labs/programming/tinyml`);
    const ready = page.getByRole('status').filter({ hasText: 'TensorFlow.js is ready.' });
    await ready.waitFor({ timeout: 60_000 });
    await page.getByLabel('Example', { exact: true }).selectOption('Sine regression (1→16→16→1)');
    await page.getByLabel('Program input', { exact: true }).fill('5\n');
    await runButton(page).click();
    await expect
      .poll(() => page.getByRole('img', { name: 'Loss per epoch' }).getAttribute('data-points'), {
        timeout: 60_000,
      })
      .toBe('5');
    await ready.waitFor({ timeout: 60_000 });
    await page.getByText('Show the data', { exact: true }).click();
    const table = page.getByRole('table', { name: 'Loss per epoch' });
    expect(await table.getByRole('row').count()).toBe(6);
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Epoch',
      'Training loss',
      'Validation loss',
    ]);
  });
});

describe('the maze and the RL lab', () => {
  let browser: Browser;
  let tracked: TrackedPage;
  const mazePath = '/labs/simulators/maze-simulators';
  const mazeStatus = (page: Page) =>
    page.getByRole('status').filter({ hasText: /^(Ready|Running|Paused|Finished|Stopped|The program)/ });

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser.context);
    await gotoApp(tracked.page, `${baseUrl}${mazePath}`);
    await tracked.page.getByRole('img', { name: /^Maze of/ }).waitFor();
  });
  afterAll(() => browser.close());

  it('the maze at "Fast" makes a handful of announcements, not one per move', async () => {
    const { page } = tracked;
    await page.getByLabel('Contest maze').selectOption('classic/uk2019f');
    await expect.poll(() => page.locator('figcaption').textContent()).toContain('classic/uk2019f');
    await page.getByLabel('Algorithm').selectOption('flood-fill');
    await page.getByLabel('Speed').selectOption('fast');
    expect(await page.getByRole('log', { name: 'Commands' }).getAttribute('aria-live')).toBe('off');
    await watchLiveRegions(page);
    await runButton(page).click();
    const commands = async () =>
      Number((await page.getByText(/^\d+ sent/).textContent())?.match(/^(\d+)/)?.[1] ?? '0');
    await expect.poll(commands).toBeGreaterThan(50);
    const changes = await liveChanges(page);
    expect(changes.length, changes.join('\n')).toBeLessThanOrEqual(5);
    expect(changes).toContain('Running…');

    // One summary when the run ends.
    await page.getByLabel('Speed').selectOption('instant');
    await expect.poll(() => mazeStatus(page).textContent(), { timeout: 20_000 }).toMatch(/^Finished/);
    expect(await mazeStatus(page).textContent()).toMatch(
      /^Finished: the program ended\. Best run \d+ half cells and \d+ turns; score [\d.]+\.$/,
    );
  });

  it('Run pressed from the keyboard keeps the focus, and so does Stop when the run ends', async () => {
    const { page } = tracked;
    await page.getByLabel('Speed').selectOption('instant');
    await runButton(page).focus();
    await watchFocus(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => mazeStatus(page).textContent(), { timeout: 20_000 }).toMatch(/^Finished/);
    expect(await framesFocusDropped(page)).toBe(0);
    expect(await focused(page)).toBe('Run');

    await page.getByLabel('Speed').selectOption('slow');
    await runButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => mazeStatus(page).textContent()).toMatch(/^Running/);
    await stopButton(page).focus();
    await watchFocus(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => mazeStatus(page).textContent()).toMatch(/^Stopped/);
    expect(await framesFocusDropped(page)).toBe(0);
    expect(await focused(page)).toBe('Stop');
    expect(await stopButton(page).isDisabled()).toBe(true);
  });

  it('gives the line of a syntax error in a JavaScript mouse program', async () => {
    const { page } = tracked;
    await page.getByLabel('Algorithm').selectOption('javascript');
    const editor = page.getByRole('textbox', { name: 'JavaScript mouse program' });
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('const a = 1;\nif (a > ) {}\n');
    await page.getByLabel('Speed').selectOption('instant');
    await runButton(page).click();
    await expect
      .poll(() => mazeStatus(page).textContent(), { timeout: 20_000 })
      .toMatch(/^The program failed: .*line 2\b/);
  });

  it('the RL lab’s Run keeps the focus when the run converges, and Stop when it stops', async () => {
    const { page } = tracked;
    await gotoApp(page, `${baseUrl}/labs/simulators/rl`);
    await waitForContent(page);
    await page.getByLabel('Algorithm', { exact: true }).selectOption('value-iteration');
    await page.getByLabel(/^Speed/).press('End');
    await runButton(page).focus();
    await watchFocus(page);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Converged' }).waitFor();
    expect(await framesFocusDropped(page)).toBe(0);
    expect(await focused(page)).toBe('Run');

    await page.getByLabel('Algorithm', { exact: true }).selectOption('q-learning');
    await runButton(page).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => Number(await page.getByLabel('Episodes', { exact: true }).textContent()))
      .toBeGreaterThan(0);
    await stopButton(page).focus();
    await watchFocus(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => stopButton(page).isDisabled()).toBe(true);
    expect(await framesFocusDropped(page)).toBe(0);
    expect(await focused(page)).toBe('Stop');
  });
});

describe('the robot page', () => {
  const model = robots.scara;
  let browser: Browser;
  let tracked: TrackedPage;
  const path = '/simulations/ScaraRobot';
  const readoutX = (page: Page) => page.getByRole('status', { name: 'End-effector X', exact: true });

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser.context);
    await gotoApp(tracked.page, `${baseUrl}${path}`);
    await tracked.page.locator('main canvas').waitFor({ timeout: 20_000 });
  });
  afterAll(() => browser.close());

  /** A target inside the workspace: where the joints put the tool at 35 % of their ranges. */
  function typedTarget() {
    const q = model.joints.map((joint) => joint.min + 0.35 * (joint.max - joint.min));
    const [x = 0, y = 0, z = 0] = endEffectorPosition(model, q);
    return { x: Math.round(x), y: Math.round(y), z: Math.round(z) };
  }

  async function moveTo(page: Page, target: { x: number; y: number; z: number }) {
    const main = page.locator('main');
    await main.getByRole('spinbutton', { name: /^Target X/ }).fill(String(target.x));
    await main.getByRole('spinbutton', { name: /^Target Y/ }).fill(String(target.y));
    await main.getByRole('spinbutton', { name: /^Target Z/ }).fill(String(target.z));
    await page.getByRole('button', { name: 'Move to target' }).click();
  }

  it('says once where the tool came to rest, the readouts and singularity line staying quiet', async () => {
    const { page } = tracked;
    expect(await readoutX(page).getAttribute('aria-live')).toBe('off');
    const target = typedTarget();
    await watchLiveRegions(page);
    await moveTo(page, target);
    // The button just pressed keeps the focus while the arm moves (aria-disabled, not disabled).
    await watchFocus(page);
    await expect
      .poll(async () => Math.abs(Number(await readoutX(page).getAttribute('data-value')) - target.x), {
        timeout: 10_000,
      })
      .toBeLessThan(0.5);
    const rest = page.getByRole('status').filter({ hasText: /^Tool at / });
    await expect.poll(() => rest.textContent()).toMatch(/^Tool at -?\d+, -?\d+, -?\d+ mm/);
    const values = await Promise.all(
      ['X', 'Y', 'Z'].map(async (axis) =>
        Math.round(
          Number(
            await page
              .getByRole('status', { name: `End-effector ${axis}`, exact: true })
              .getAttribute('data-value'),
          ),
        ),
      ),
    );
    expect(await rest.textContent()).toMatch(new RegExp(`^Tool at ${values.join(', ')} mm`));
    const changes = await liveChanges(page);
    expect(changes.length, changes.join('\n')).toBeLessThanOrEqual(2);
    expect(await framesFocusDropped(page)).toBe(0);
    expect(await focused(page)).toBe('Move to target');
  });

  it('hands the focus on from a removed point to the next one, and to the heading at the end', async () => {
    const { page } = tracked;
    const teach = page.getByRole('button', { name: 'Teach point' });
    for (let point = 0; point < 3; point += 1) await teach.click();
    const points = page.getByRole('list', { name: 'Taught points' }).getByRole('listitem');
    await expect.poll(() => points.count()).toBe(3);

    await page.getByRole('button', { name: 'Remove point 2' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => points.count()).toBe(2);
    expect(await focused(page)).toBe('Remove point 2');
    await page.keyboard.press('Enter');
    await expect.poll(() => points.count()).toBe(1);
    expect(await focused(page)).toBe('Remove point 1');
    await page.keyboard.press('Enter');
    await expect.poll(() => points.count()).toBe(0);
    expect(await focused(page)).toBe('Teach points');
  });

  it('shows the 3D view’s focus ring whole, and turns and zooms its camera by key', async () => {
    const { page } = tracked;
    const view = page.getByRole('group', { name: /^3D view of the arm/ });
    // Reached with Tab, as a keyboard user reaches it (so the ring is the keyboard's ring).
    await page.getByRole('heading', { level: 1 }).click();
    for (let press = 0; press < 80; press += 1) {
      if (await view.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    const ring = await view.evaluate((element) => {
      const style = getComputedStyle(element);
      const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
      const box = element.getBoundingClientRect();
      const clippedBy: string[] = [];
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(parent);
        if (overflowX === 'visible' && overflowY === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        if (
          box.left - reach < frame.left ||
          box.right + reach > frame.right ||
          box.top - reach < frame.top ||
          box.bottom + reach > frame.bottom
        )
          clippedBy.push(`${parent.tagName}.${parent.className}`);
      }
      return { focused: element === document.activeElement, outline: style.outlineStyle, reach, clippedBy };
    });
    expect(ring.focused).toBe(true);
    expect(ring.outline).not.toBe('none');
    expect(ring.reach).toBeGreaterThan(0);
    expect(ring.clippedBy).toEqual([]);

    expect(await view.getAttribute('aria-describedby')).not.toBeNull();
    const camera = view.locator('[data-camera]');
    const opening = await camera.getAttribute('data-camera');
    const radius = async () => Number((await camera.getAttribute('data-camera'))!.match(/radius (\d+)/)![1]);
    const start = await radius();
    await page.keyboard.press('d');
    await expect.poll(() => camera.getAttribute('data-camera')).not.toBe(opening);
    await page.keyboard.press('+');
    await expect.poll(radius).toBeLessThan(start);
    await page.keyboard.press('0');
    await expect.poll(() => camera.getAttribute('data-camera')).toBe(opening);
  });

  it('jumps to the target instead of moving there when the system asks for reduced motion', async () => {
    const page = await browser.context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoApp(page, `${baseUrl}${path}`);
    const x = readoutX(page);
    await x.waitFor();
    await page.evaluate(() => {
      const output = document.querySelector('output[data-value]')!;
      const seen = ((window as { __seen?: string[] }).__seen = [] as string[]);
      new MutationObserver(() => seen.push(output.getAttribute('data-value') ?? '')).observe(output, {
        attributes: true,
        attributeFilter: ['data-value'],
      });
    });
    const target = typedTarget();
    await moveTo(page, target);
    await expect
      .poll(async () => Math.abs(Number(await x.getAttribute('data-value')) - target.x), { timeout: 5_000 })
      .toBeLessThan(0.5);
    const seen = await page.evaluate(() => (window as { __seen?: string[] }).__seen ?? []);
    // An animated move at rated speed shows dozens of positions on the way; a jump shows the end.
    expect(seen.length).toBeLessThanOrEqual(2);

    // The maze starts at "Instant" too.
    await gotoApp(page, `${baseUrl}/labs/simulators/maze-simulators`);
    await page.getByRole('img', { name: /^Maze of/ }).waitFor();
    expect(await page.getByLabel('Speed').inputValue()).toBe('instant');
    await page.close();
  });
});

describe('the boards page hands the focus on', () => {
  let browser: Browser;
  let tracked: TrackedPage;
  const removeButtons = (page: Page) => page.getByRole('button', { name: /^Remove .* from the comparison$/ });

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser.context);
  });
  afterAll(() => browser.close());

  it('from a removed board to the next, then to the heading; and from "Clear comparison"', async () => {
    const { page } = tracked;
    await gotoApp(
      page,
      `${baseUrl}/labs/development-boards?compare=teensy-4-1,raspberry-pi-pico,esp32-devkitc-wroom-32e`,
    );
    await expect.poll(() => removeButtons(page).count()).toBe(3);
    await removeButtons(page).first().focus();
    for (const left of [2, 1]) {
      await page.keyboard.press('Enter');
      await expect.poll(() => removeButtons(page).count()).toBe(left);
      // The focus moves once the removal has rendered: wait for it before the next Enter.
      await expect.poll(() => focused(page)).toMatch(/^Remove .* from the comparison$/);
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => removeButtons(page).count()).toBe(0);
    // The comparison goes with the last board: the focus goes to the list's heading.
    await expect.poll(() => focused(page)).toBe('Boards');

    await gotoApp(page, `${baseUrl}/labs/development-boards?compare=teensy-4-1,raspberry-pi-pico`);
    await page.getByRole('button', { name: 'Clear comparison' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => removeButtons(page).count()).toBe(0);
    expect(await focused(page)).toBe('Boards');
  });

  it('keeps it on the filters’ "Clear filters", and moves it from the empty list’s to the list', async () => {
    const { page } = tracked;
    await gotoApp(page, `${baseUrl}/labs/development-boards?family=esp32`);
    const filters = page.getByRole('form', { name: 'Filter boards' });
    await filters.getByRole('button', { name: 'Clear filters' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.has('family')).toBe(false);
    expect(await focused(page)).toBe('Clear filters');
    expect(await filters.getByRole('button', { name: 'Clear filters' }).isDisabled()).toBe(true);

    await gotoApp(page, `${baseUrl}/labs/development-boards?maxPrice=1`);
    await page.getByText('No boards match.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).last().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.has('maxPrice')).toBe(false);
    expect(await focused(page)).toBe('Boards');
  });
});

describe('at 320 px (400 % zoom)', () => {
  let browser: Browser;
  let tracked: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 320, height: 640 } });
    tracked = await openPage(browser.context);
  });
  afterAll(() => browser.close());

  it.each([
    '/',
    '/labs',
    '/labs/programming/python',
    '/labs/simulators/maze-simulators',
    '/labs/simulators/rl',
    '/simulations/ScaraRobot',
    '/labs/development-boards',
    '/articles',
  ])('%s keeps "Open menu" on screen and does not scroll sideways', async (path) => {
    const { page } = tracked;
    await gotoApp(page, `${baseUrl}${path}`);
    await waitForContent(page);
    const menu = page.getByRole('button', { name: 'Open menu' });
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  it('the robot page’s DH table and matrix scroll as regions that take focus', async () => {
    const { page } = tracked;
    await gotoApp(page, `${baseUrl}/simulations/ScaraRobot`);
    await page.getByRole('heading', { name: 'Denavit–Hartenberg table' }).scrollIntoViewIfNeeded();
    const table = page.getByRole('region', { name: 'Denavit–Hartenberg table (scrolls sideways)' });
    const matrix = page.getByRole('region', { name: /^Homogeneous transform .*\(scrolls sideways\)$/ });
    for (const region of [table, matrix]) {
      await region.waitFor();
      expect(await region.getAttribute('tabindex')).toBe('0');
    }
    await waitForContent(page);
    const violations = await seriousAxeViolations(page);
    expect(violations.filter((line) => line.startsWith('scrollable-region-focusable'))).toEqual([]);
  });

  it('the RL lab’s equations scroll as regions that take focus', async () => {
    const { page } = tracked;
    await gotoApp(page, `${baseUrl}/labs/simulators/rl`);
    await page.locator('.katex').last().scrollIntoViewIfNeeded();
    await waitForContent(page);
    const violations = await seriousAxeViolations(page);
    expect(violations.filter((line) => line.startsWith('scrollable-region-focusable'))).toEqual([]);
  });
});

describe('the article editor', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    await signInThroughDevMailbox(browser.context, baseUrl, 'keyboard-writer@example.org');
  });
  afterAll(() => browser.close());

  it('makes the toolbar one Tab stop that the arrow keys move along', async () => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/dashboard/articles/editor`);
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    const buttons = toolbar.getByRole('button');
    await buttons.first().waitFor();
    expect(await toolbar.locator('button[tabindex="0"]').count()).toBe(1);
    await buttons.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await buttons.nth(1).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await toolbar.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await buttons.nth(1).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.close();
  });

  it('refuses invalid LaTeX in the maths dialog, and says why', async () => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/dashboard/articles/editor`);
    await page.getByRole('textbox', { name: 'Article text' }).click();
    await page
      .getByRole('toolbar', { name: 'Formatting' })
      .getByRole('button', { name: 'Inline maths' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Enter LaTeX Expression' });
    const field = dialog.getByRole('textbox', { name: 'Enter LaTeX Expression' });
    await field.fill('\\frac{1');
    const insert = dialog.getByRole('button', { name: 'Insert Math' });
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await insert.getAttribute('aria-disabled')).toBe('true');
    const said = dialog.locator('[aria-live="polite"]', { hasText: /^Invalid LaTeX/ });
    await said.waitFor();
    await insert.click({ force: true });
    expect(await dialog.isVisible()).toBe(true);

    await field.fill('\\frac{1}{2}');
    expect(await field.getAttribute('aria-invalid')).toBe('false');
    await insert.click();
    await dialog.waitFor({ state: 'hidden' });
    await page.close();
  });
});
