// The Python lab at /labs/programming/python: Pyodide loads from our own server (with progress, from
// the build's memory snapshot) in a cross-origin isolated page, even when reached by client-side
// navigation; an example runs; "Program input" reaches input(); a program runs as main.py, so doctest
// finds its examples, and the page says what it can import; Stop interrupts an endless loop
// within a second and the lab runs again; a traceback is shown as standard error; "Try it" loads an
// article example; the code survives a reload; each load draws its own random numbers; a signed-in
// member saves it as a snippet and reopens it; axe finds nothing serious in light or dark mode.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughDevMailbox } from '../support/auth.ts';
import { seriousAxeViolations } from '../support/axe.ts';
import { codeEditor, networkProbe, stopAndTime, typeProgram } from '../support/playground.ts';
import { gotoApp, launchBrowser, openPage, type Browser, type TrackedPage } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const path = '/labs/programming/python';
const readyTimeout = 30_000;

const output = (page: Page) => page.getByRole('log', { name: 'Output' });
const waitReady = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Python is ready.' }).waitFor({ timeout: readyTimeout });

async function runExample(page: Page, title: string) {
  await page.getByLabel('Example', { exact: true }).selectOption(title);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
}

describe('Python lab', () => {
  let browser: Browser;
  let tracked: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser.context);
  });
  afterAll(() => browser.close());

  it('reached by a link from another page, loads isolated with a progress bar and runs an example', async () => {
    const { page } = tracked;
    const runtimeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/runtimes/')) runtimeRequests.push(new URL(request.url()).pathname);
    });
    await gotoApp(page, `${baseUrl}/labs/programming`);
    expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(false);
    await page.locator(`main a[href="${path}"]`).click();
    await page.getByRole('heading', { level: 1, name: 'Python for Robotics' }).waitFor();
    // The client-side navigation became a full load: the page can share memory with its worker.
    expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(true);
    expect(await page.getByRole('log', { name: 'Output' }).count()).toBe(1);
    await waitReady(page);
    // Python started from the memory snapshot the build made (tooling/pyodide-snapshot.ts), not by
    // booting: the worker says so in the console when it has to boot.
    expect(runtimeRequests.some((pathname) => /\/memory-[0-9a-f]{12}\.bin$/.test(pathname))).toBe(true);
    expect(tracked.consoleMessages.filter((message) => message.includes('memory snapshot'))).toEqual([]);

    await runExample(page, 'Binary sensor packets with a CRC-8');
    await expect
      .poll(() => output(page).textContent(), { timeout: 10_000 })
      .toContain("CRC-8 check value of b'123456789': 0xf4");
    expect(await output(page).textContent()).toContain('Corrupted packet rejected: CRC mismatch');
    await page.getByRole('status').filter({ hasText: 'Python is ready.' }).waitFor();
    expect(await output(page).textContent()).toMatch(/Finished after \d+\.\d\d s\./);
  });

  it('gives "Program input" to input(), line by line', async () => {
    const { page } = tracked;
    await page.getByLabel('Example', { exact: true }).selectOption('Read sensor readings from Program input');
    await page.getByLabel('Program input', { exact: true }).fill('Probe\n10\n20\n90\n');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    // The summary line comes last; output arrives in batches, so wait for it rather than the first.
    await expect.poll(() => output(page).textContent()).toContain('mean 40.0 mm, median 20.0 mm');
    expect(await output(page).textContent()).toContain('Probe: 3 readings');
  });

  it('runs a program as main.py, so doctest finds its examples, and says what a program can import', async () => {
    const { page } = tracked;
    expect(await page.getByText("can import Python's standard library only").count()).toBe(1);
    await runExample(page, 'Check a function with doctest');
    await expect
      .poll(() => output(page).textContent(), { timeout: 10_000 })
      .toContain('TestResults(failed=0, attempted=3)');
  });

  it('stops an endless loop within a second with KeyboardInterrupt, then runs again', async () => {
    const { page } = tracked;
    await runExample(page, 'An endless loop (press Stop)');
    await expect.poll(() => output(page).textContent(), { timeout: 10_000 }).toContain('still counting');
    expect(await stopAndTime(page, { selector: '[role="status"]', text: 'Python is ready.' })).toBeLessThan(
      1_000,
    );
    const stderr = page.locator('[data-stream="stderr"]');
    expect(await stderr.textContent()).toContain('KeyboardInterrupt');
    expect(await output(page).textContent()).toContain('Stopped (KeyboardInterrupt)');

    await runExample(page, 'An error and its traceback');
    await expect.poll(() => stderr.textContent()).toContain('ZeroDivisionError: division by zero');
    const traceback = (await stderr.textContent()) ?? '';
    expect(traceback).toContain('File "main.py", line 7, in <module>');
    expect(traceback).toContain('File "main.py", line 3, in average');
    expect(traceback).toContain('return sum(values) / len(values)'); // the line itself is quoted
    expect(await output(page).textContent()).toContain('average of 3, 4, 5: 4.0');
  });

  it('starts every run from a clean interpreter, and explains a Pyodide package that cannot be imported', async () => {
    const { page } = tracked;
    const run = async (code: string, expected: string) => {
      await typeProgram(page, code);
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await expect.poll(() => output(page).textContent(), { timeout: 15_000 }).toContain(expected);
      await waitReady(page);
    };
    await run(
      'import builtins, math\nbuiltins.abs = lambda x: 0\nmath.pi = 3\nprint("changed", abs(-2), math.pi)',
      'changed 0 3',
    );
    await run('import math\nprint("clean", abs(-2), math.pi)', 'clean 2 3.141592653589793');
    await run('import numpy', 'ModuleNotFoundError');
    expect(await page.locator('[data-stream="stderr"]').textContent()).toContain(
      'Note: numpy is a Pyodide package, not part of the standard library; this lab runs offline with the standard library only.',
    );
  });

  it('gives each load of Python its own random numbers, though it starts from the build snapshot', async () => {
    const { page } = tracked;
    await typeProgram(page, 'import random\nprint("draw", random.random())');
    const draw = async () => {
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await expect.poll(() => output(page).textContent(), { timeout: 15_000 }).toMatch(/draw 0\.\d+/);
      return /draw (0\.\d+)/.exec((await output(page).textContent()) ?? '')?.[1];
    };
    const first = await draw();
    await gotoApp(page, `${baseUrl}${path}`);
    await waitReady(page);
    expect(await draw()).not.toBe(first);
  });

  it("tells a program the visitor's time zone, not the build machine's from the snapshot", async () => {
    const tokyo = await launchBrowser({ timezoneId: 'Asia/Tokyo' }); // UTC+9 all year, no summer time
    try {
      const { page } = await openPage(tokyo.context);
      await gotoApp(page, `${baseUrl}${path}`);
      await waitReady(page);
      await typeProgram(
        page,
        [
          'import time, datetime',
          'print("zone", time.timezone, time.daylight, time.tzname, time.strftime("%Z"))',
          'print("offset", datetime.datetime.now().astimezone().utcoffset())',
        ].join('\n'),
      );
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await expect.poll(() => output(page).textContent(), { timeout: 15_000 }).toContain('offset 9:00:00');
      expect(await output(page).textContent()).toContain("zone -32400 0 ('UTC+0900', 'UTC+0900') UTC+0900");
    } finally {
      await tokyo.close();
    }
  });

  it('loads an article example with "Try it" and keeps the code over a reload', async () => {
    const { page } = tracked;
    await page.getByRole('button', { name: 'Try it (Q-learning in a grid world)' }).click();
    const editor = await codeEditor(page);
    await expect.poll(() => editor.textContent()).toContain('Tabular Q-learning in a small grid world.');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\nprint("edited here")');
    await gotoApp(page, `${baseUrl}${path}`);
    await codeEditor(page);
    // The editor draws only the lines in view: running the program shows the edit survived.
    await expect.poll(() => editor.textContent()).toContain('Tabular Q-learning in a small grid world.');
    await waitReady(page);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => output(page).textContent(), { timeout: 15_000 }).toContain('edited here');
    expect(await output(page).textContent()).toContain('Steps to goal: 8');
  });

  it('lets a signed-in member save the code as a named snippet and reopen it', async () => {
    const { page } = tracked;
    await signInThroughDevMailbox(browser.context, baseUrl, 'python-snippets@example.org');
    await gotoApp(page, `${baseUrl}${path}`);
    await page.getByLabel('Snippet name').fill('My Q-learning');
    await page.getByRole('button', { name: 'Save snippet' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved “My Q-learning”.' }).waitFor();
    await page.getByLabel('Example', { exact: true }).selectOption('An error and its traceback');
    const editor = await codeEditor(page);
    await expect.poll(() => editor.textContent()).toContain('def average(values):');
    await page.getByLabel('My snippets').selectOption({ label: 'My Q-learning' });
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect.poll(() => editor.textContent()).toContain('Tabular Q-learning in a small grid world.');
  });

  it("gives a program no way to make a request in the signed-in member's name", async () => {
    const { page } = tracked;
    await typeProgram(page, networkProbe);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => output(page).textContent(), { timeout: 10_000 }).toContain('reachable: nothing');
  });

  it('keeps the code an example replaced, and restores it with one click after a reload', async () => {
    const { page } = tracked;
    await typeProgram(page, 'print("my own work, not an example")\n');
    await page.getByLabel('Example', { exact: true }).selectOption('An error and its traceback');
    const editor = await codeEditor(page);
    await expect.poll(() => editor.textContent()).toContain('def average(values):');
    await gotoApp(page, `${baseUrl}${path}`);
    await page.getByRole('button', { name: 'Restore earlier code' }).click();
    await expect
      .poll(async () => (await codeEditor(page)).textContent())
      .toContain('my own work, not an example');
    // The example it replaced is the earlier code now: the same button swaps back.
    await page.getByRole('button', { name: 'Restore earlier code' }).click();
    await expect.poll(async () => (await codeEditor(page)).textContent()).toContain('def average(values):');
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
