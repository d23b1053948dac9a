// The MicroPython lab at /labs/programming/micropython: the WebAssembly port loads from our server;
// the blink example toggles the virtual LED's accessible state; the potentiometer steers the servo
// while a program runs; Stop ends an endless loop within a second and the lab runs again; the
// button reaches a polling program; input() reads "Program input"; a program finds no way to make a
// request; each run starts as after a soft reset; an LED shows as lit during a busy loop;
// sys.exit(3) ends the run with an error; a Timer and a button interrupt keep working after the
// program's last line until Stop; axe finds nothing serious.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser, type TrackedPage } from '../support/browser.ts';
import {
  codeEditor,
  networkProbe,
  stopAndTime,
  typeProgram,
  workersFromPage,
} from '../support/playground.ts';

const baseUrl = inject('baseUrl');
const path = '/labs/programming/micropython';

const output = (page: Page) => page.getByRole('log', { name: 'Output' });
const ready = (page: Page) => page.getByRole('status').filter({ hasText: 'MicroPython is ready.' });
const label = (page: Page, name: RegExp) => page.getByRole('img', { name }).getAttribute('aria-label');

async function runExample(page: Page, title: string) {
  await page.getByLabel('Example', { exact: true }).selectOption(title);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
}

describe('MicroPython lab', () => {
  let browser: Browser;
  let tracked: TrackedPage;
  let firstLoad: { workers: number; fromPage: string[] };

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser.context);
    const workers: string[] = [];
    tracked.page.on('worker', (worker) => {
      if (/\/micropython\.worker-/.test(worker.url())) workers.push(worker.url());
    });
    await gotoApp(tracked.page, `${baseUrl}${path}`);
    await ready(tracked.page).waitFor({ timeout: 20_000 });
    firstLoad = { workers: workers.length, fromPage: await workersFromPage(tracked.page) };
  });

  it('starts MicroPython from the page’s HTML, before the app, and only once', () => {
    expect(firstLoad).toEqual({ workers: 1, fromPage: ['micropython'] });
  });
  afterAll(() => browser.close());

  it('blinks the on-board LED of the virtual Pico', async () => {
    const { page } = tracked;
    expect(await page.getByRole('heading', { name: 'Virtual Raspberry Pi Pico' }).isVisible()).toBe(true);
    expect(await label(page, /^On-board LED/)).toBe('On-board LED (GP25): off');
    await runExample(page, 'Blink an LED');
    // The LED's label, read as often as the page answers, until it has been seen on and off.
    const seen = new Set<string | null>();
    await expect
      .poll(
        async () => {
          seen.add(await label(page, /^On-board LED/));
          return [...seen].sort();
        },
        { interval: 10, timeout: 10_000 },
      )
      .toEqual(['On-board LED (GP25): off', 'On-board LED (GP25): on']);
    await expect.poll(() => output(page).textContent(), { timeout: 10_000 }).toContain('blink 10\ndone');
    await ready(page).waitFor();
    expect(await label(page, /^On-board LED/)).toBe('On-board LED (GP25): off');
  });

  it('turns the servo with the potentiometer, stops within a second and runs again', async () => {
    const { page } = tracked;
    await runExample(page, 'Potentiometer steers the servo');
    await expect.poll(() => label(page, /^Servo/)).toBe('Servo (GP0): 90°');
    await page.getByLabel('Potentiometer (GP26, ADC0)').fill('100');
    await expect.poll(() => label(page, /^Servo/)).toBe('Servo (GP0): 180°');
    expect(await output(page).textContent()).toContain('angle 180');

    // Stop ends the program within a second (its worker is ended); the lab is then ready again once
    // a fresh worker has loaded MicroPython, which on a busy machine can take longer than that.
    const stopMs = await stopAndTime(page, {
      selector: '[role="log"]',
      text: 'Stopped: the runtime was restarted',
    });
    expect(stopMs).toBeLessThan(1_000);
    await ready(page).waitFor({ timeout: 5_000 });

    await runExample(page, 'Button lights an LED');
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Running…');
    const button = page.getByRole('button', { name: /^Push button \(GP16\)/ });
    await button.focus();
    await page.keyboard.down('Space');
    expect(await button.getAttribute('aria-label')).toBe('Push button (GP16): pressed');
    await expect.poll(() => label(page, /^LED 1 /)).toBe('LED 1 (GP2): on');
    await page.keyboard.up('Space');
    await expect.poll(() => label(page, /^LED 1 /)).toBe('LED 1 (GP2): off');
    expect(await output(page).textContent()).toContain('pressed 1 times');
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await ready(page).waitFor({ timeout: 5_000 });
  });

  it('gives "Program input" to input() and shows errors as standard error', async () => {
    const { page } = tracked;
    await (await codeEditor(page)).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('name = input()\nprint("hello", name)\nprint(1 / 0)\n');
    await page.getByLabel('Program input', { exact: true }).fill('Pico\n');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => output(page).textContent()).toContain('hello Pico');
    await expect
      .poll(() => page.locator('[data-stream="stderr"]').textContent())
      .toContain('ZeroDivisionError: divide by zero');
  });

  it('gives a program no way to make a request', async () => {
    const { page } = tracked;
    await typeProgram(page, networkProbe);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => output(page).textContent()).toContain('reachable: nothing');
  });

  it('starts each run as after a soft reset, whatever the last program changed', async () => {
    const { page } = tracked;
    // One program of MicroPython's own tests replaces __import__: no later import may suffer.
    await typeProgram(
      page,
      'import builtins\nbuiltins.__import__ = None\nleft_over = 1\nprint("replaced")\n',
    );
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => output(page).textContent()).toContain('replaced');
    await ready(page).waitFor();
    await typeProgram(page, 'print(sorted(globals()))\nimport time\nprint("imported")\n');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => output(page).textContent()).toContain("['__name__']\nimported");
    await ready(page).waitFor();
  });

  it('shows an LED the program lit while it is busy, not only when it sleeps', async () => {
    const { page } = tracked;
    await typeProgram(
      page,
      [
        'from machine import Pin',
        'import time',
        'Pin(15, Pin.OUT).on()',
        'start = time.ticks_ms()',
        'while time.ticks_diff(time.ticks_ms(), start) < 3000:',
        '    pass',
        'Pin(15).off()',
        'print("busy loop over")',
      ].join('\n'),
    );
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => label(page, /^Green LED/), { timeout: 2_500 }).toBe('Green LED (GP15): on');
    expect(await page.getByRole('status').first().textContent()).toBe('Running…');
    await expect.poll(() => output(page).textContent(), { timeout: 10_000 }).toContain('busy loop over');
    await ready(page).waitFor();
    expect(await label(page, /^Green LED/)).toBe('Green LED (GP15): off');
  });

  it('ends a run that calls sys.exit(3) with an error and its exit status; sys.exit(0) is success', async () => {
    const { page } = tracked;
    await typeProgram(page, 'import sys\nprint("exiting")\nsys.exit(3)\nprint("not reached")\n');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => output(page).textContent()).toContain('Ended with an error');
    // The stream's text after its label for screen readers ("Error output: ").
    expect(await output(page).locator('[data-stream="stderr"]').textContent()).toBe(
      'Error output: Exit status 3\n',
    );
    expect(await output(page).textContent()).not.toContain('not reached');
    await ready(page).waitFor();
    await typeProgram(page, 'import sys\nsys.exit(0)\n');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => output(page).textContent()).toContain('Finished');
    expect(await output(page).locator('[data-stream="stderr"]').count()).toBe(0);
  });

  it('keeps the Timer blink of the getting-started guide going after its last line, until Stop', async () => {
    const { page } = tracked;
    await runExample(page, 'Blink with a Timer');
    const seen = new Set<string | null>();
    await expect
      .poll(
        async () => {
          seen.add(await label(page, /^On-board LED/));
          return [...seen].sort();
        },
        { interval: 20, timeout: 10_000 },
      )
      .toEqual(['On-board LED (GP25): off', 'On-board LED (GP25): on']);
    expect(await page.getByRole('status').first().textContent()).toBe('Running…');
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect.poll(() => output(page).textContent()).toContain('Stopped: the runtime was restarted');
    await ready(page).waitFor({ timeout: 5_000 });
  });

  it('runs a button interrupt handler after the program’s last line, until Stop', async () => {
    const { page } = tracked;
    await runExample(page, 'Button interrupt');
    await expect.poll(() => output(page).textContent()).toContain('Press the button on GP16');
    const button = page.getByRole('button', { name: /^Push button \(GP16\)/ });
    await button.focus();
    await page.keyboard.down('Space');
    await page.keyboard.up('Space');
    await expect.poll(() => output(page).textContent()).toContain('pressed 1 times');
    await expect.poll(() => label(page, /^LED 1 /)).toBe('LED 1 (GP2): on');
    expect(await page.getByRole('status').first().textContent()).toBe('Running…');
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await ready(page).waitFor({ timeout: 5_000 });
  });

  it('has no serious axe violation in light or dark mode, no console error and no foreign request', async () => {
    const { page } = tracked;
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousAxeViolations(page, { colours: true })).toEqual([]);
    expect(tracked.consoleErrors).toEqual([]);
    expect([...tracked.requestHosts]).toEqual([new URL(baseUrl).host]);
  });
});
