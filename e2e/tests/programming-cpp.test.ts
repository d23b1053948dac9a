// The C++ lab at /labs/programming/cpp: clang loads from our own server with a progress bar (the
// page needs no cross-origin isolation), then the precompiled <iostream> and the four common
// headers; an example compiles and runs; "Program input" reaches std::cin and a second compile
// downloads nothing; <bits/stdc++.h> works, from its own precompiled header; a compile error
// shows its line and column in the output and is marked on its editor line; a warning is listed
// under "Warnings" (amber, not standard error) and underlined, and the program runs; exceptions are
// said to be unsupported before the first run, and a `throw` or `try` is a compile error at its
// line; a program has an 8 MiB stack and an overflow is explained; Stop ends an endless loop within
// a second and the lab runs again (the TinyML lab's int8 sine model, as C); axe finds nothing
// serious.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser, type TrackedPage } from '../support/browser.ts';
import { stopAndTime, typeProgram, workersFromPage } from '../support/playground.ts';

const baseUrl = inject('baseUrl');
// Clang is 105 MB (27 MB compressed) and a compile takes seconds on a busy two-core machine: with
// another file's browser training a TinyML model beside it, an <iostream> compile once took over 30 s.
const loadTimeout = 60_000;
const compileTimeout = 60_000;

const output = (page: Page) => page.getByRole('log', { name: 'Output' });
const stderr = (page: Page) => page.locator('[data-stream="stderr"]');
const ready = (page: Page, timeout = compileTimeout) =>
  page.getByRole('status').filter({ hasText: 'C++ is ready.' }).waitFor({ timeout });
const runButton = (page: Page) => page.getByRole('button', { name: 'Run', exact: true });

async function runExample(page: Page, title: string) {
  await page.getByLabel('Example', { exact: true }).selectOption(title);
  await runButton(page).click();
}

describe('C++ lab', { timeout: 150_000 }, () => {
  let browser: Browser;
  let tracked: TrackedPage;
  const runtimeRequests: string[] = [];
  const compilers: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser.context);
    tracked.page.on('worker', (worker) => {
      if (/\/cpp-compiler\.worker-/.test(worker.url())) compilers.push(worker.url());
    });
    // Workers' requests are the context's: clang's files are fetched by the compiler worker.
    browser.context.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/runtimes/')) runtimeRequests.push(request.url());
    });
  });
  afterAll(() => browser.close());

  it('loads clang with a progress bar and compiles and runs an example', async () => {
    const { page } = tracked;
    await gotoApp(page, `${baseUrl}/labs/programming/cpp`);
    await page.getByRole('heading', { level: 1, name: 'C++ for Microcontrollers' }).waitFor();
    expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(false);
    // Said before the first run, not learnt from a failed one.
    await page.getByText('Exceptions (throw/try/catch) are not supported in this lab:').waitFor();
    await page.getByRole('progressbar', { name: 'Downloading C++' }).waitFor();
    await ready(page, loadTimeout);
    expect(runtimeRequests.some((url) => url.endsWith('/llvm.core.wasm'))).toBe(true);
    // The page's HTML started the compiler before the app had loaded, and the app took it over.
    expect({ compilers: compilers.length, fromPage: await workersFromPage(page) }).toEqual({
      compilers: 1,
      fromPage: ['cpp-compiler'],
    });

    await runExample(page, 'Fixed-point PID controller (Q16.16)');
    await expect
      .poll(() => output(page).textContent(), { timeout: compileTimeout })
      .toContain('Only integer arithmetic ran in the loop');
    // The lab's note, not standard error: it used to read as an error, in red.
    expect(await page.locator('[data-stream="note"]').first().textContent()).toMatch(
      /Compiled in \d+\.\d\d s \(-O2\)\./,
    );
    expect(await stderr(page).count()).toBe(0);
    await ready(page);
    expect(await output(page).textContent()).toMatch(/Finished after \d+\.\d\d s\./);
    // The precompiled <iostream> comes with clang and the four common headers follow it, in the
    // background (apps/web/tooling/clang-pch.ts): the next test's example (which includes those
    // four) starts from them, and downloads nothing.
    for (const header of ['iostream', 'common']) {
      await expect
        .poll(() => runtimeRequests.some((url) => new RegExp(`/${header}-[0-9a-f]{12}\\.pch$`).test(url)))
        .toBe(true);
    }
    expect(runtimeRequests.filter((url) => url.endsWith('.pch'))).toHaveLength(2);
  });

  it('gives "Program input" to std::cin, and a second compile downloads nothing', async () => {
    const { page } = tracked;
    runtimeRequests.length = 0;
    await page
      .getByLabel('Example', { exact: true })
      .selectOption('Read sensor readings from Program input (std::cin)');
    await page.getByLabel('Program input', { exact: true }).fill('Probe\n10\n20\n90\n');
    await runButton(page).click();
    await expect
      .poll(() => output(page).textContent(), { timeout: compileTimeout })
      .toContain('Probe: 3 readings');
    expect(await output(page).textContent()).toContain('mean 40 mm, median 20 mm');
    await ready(page);
    expect(runtimeRequests).toEqual([]);
  });

  it("compiles a program of <bits/stdc++.h>, GCC's header of everything, from its own precompiled header", async () => {
    const { page } = tracked;
    runtimeRequests.length = 0;
    await typeProgram(
      page,
      [
        '#include <bits/stdc++.h>',
        'using namespace std;',
        '',
        'int main() {',
        '  vector<int> readings{42, 7, 19};',
        '  sort(readings.begin(), readings.end());',
        '  map<string, int> counts{{"probe", static_cast<int>(readings.size())}};',
        '  cout << "smallest " << readings.front() << ", " << counts["probe"] << " readings, sqrt "',
        '       << fixed << setprecision(3) << sqrt(2.0) << endl;',
        '}',
        '',
      ].join('\n'),
    );
    await runButton(page).click();
    await expect
      .poll(() => output(page).textContent(), { timeout: compileTimeout })
      .toContain('smallest 7, 3 readings, sqrt 1.414');
    await ready(page);
    expect(await stderr(page).count()).toBe(0);
    // Fetched when a program first needed it.
    expect(runtimeRequests.filter((url) => /\/stdcxx-[0-9a-f]{12}\.pch$/.test(url))).toHaveLength(1);
  });

  it('shows a compile error with its line and column, marked on the editor line', async () => {
    const { page } = tracked;
    await typeProgram(page, '#include <cstdio>\n\nint main() {\n  int count = 0\n  return count;\n}\n');
    await runButton(page).click();
    await expect
      .poll(() => stderr(page).first().textContent(), { timeout: compileTimeout })
      .toContain("main.cpp:4:16: error: expected ';' at end of declaration");
    await ready(page);
    expect(await output(page).textContent()).toContain('Ended with an error');
    const marked = page.locator('.cm-line', { has: page.locator('.cm-lintRange-error') });
    await expect.poll(() => marked.textContent()).toBe('  int count = 0');
  });

  it('lists a warning under "Warnings", underlines its line and runs the program', async () => {
    const { page } = tracked;
    await page.getByLabel('Optimisation').selectOption('-O0');
    await typeProgram(
      page,
      '#include <cstdio>\n\nint main() {\n  int spare = 0;\n  std::puts("sensor ready");\n}\n',
    );
    await runButton(page).click();
    await expect
      .poll(() => output(page).textContent(), { timeout: compileTimeout })
      .toContain('sensor ready');
    await ready(page);
    expect(await output(page).textContent()).toMatch(
      /Compiled in \d+\.\d\d s \(-O0\) with 1 warning: see "Warnings" below the output\./,
    );
    // A warning is not an error: nothing in red under "Error output".
    expect(await stderr(page).count()).toBe(0);
    const warnings = page.getByRole('region', { name: 'Warnings' });
    expect(await warnings.getByRole('listitem').allTextContents()).toEqual([
      "Line 4: unused variable 'spare' (-Wunused-variable)",
    ]);
    const marked = page.locator('.cm-line', { has: page.locator('.cm-lintRange-warning') });
    await expect.poll(() => marked.textContent()).toBe('  int spare = 0;');
    expect(await page.locator('.cm-lintRange-error').count()).toBe(0);
    await page.getByLabel('Optimisation').selectOption('-O2');
  });

  it('stops a program that throws or catches at compile time, at the line of the throw and the try', async () => {
    const { page } = tracked;
    await typeProgram(
      page,
      '#include <cstdio>\n#include <stdexcept>\n\nint readSensor() { throw std::runtime_error("sensor timeout"); }\n\nint main() {\n  try {\n    std::printf("%d\\n", readSensor());\n  } catch (const std::exception& e) {\n    std::puts(e.what());\n  }\n}\n',
    );
    await runButton(page).click();
    await expect
      .poll(() => stderr(page).first().textContent(), { timeout: compileTimeout })
      .toContain("main.cpp:4:20: error: cannot use 'throw' with exceptions disabled");
    await ready(page);
    const text = (await output(page).textContent()) ?? '';
    expect(text).toContain("main.cpp:7:3: error: cannot use 'try' with exceptions disabled");
    expect(text).toContain('Exceptions (throw/try/catch) are not supported in this lab:');
    expect(text).toContain('Ended with an error');
    const marked = page.locator('.cm-line', { has: page.locator('.cm-lintRange-error') });
    await expect
      .poll(() => marked.allTextContents())
      .toEqual(['int readSensor() { throw std::runtime_error("sensor timeout"); }', '  try {']);
    // The last compile had no warning.
    expect(await page.getByRole('region', { name: 'Warnings' }).count()).toBe(0);
  });

  it('gives a program a desktop’s 8 MiB stack, and says what a stack overflow is', async () => {
    const { page } = tracked;
    // 400 kB of local array: wasm-ld's own 64 KiB stack overflowed at once.
    await typeProgram(
      page,
      '#include <cstdio>\n\nint main() {\n  int readings[100000];\n  for (int i = 0; i < 100000; i++) readings[i] = i;\n  long long sum = 0;\n  for (int r : readings) sum += r;\n  std::printf("sum %lld, long has %zu bytes\\n", sum, sizeof(long));\n}\n',
    );
    await runButton(page).click();
    await expect
      .poll(() => output(page).textContent(), { timeout: compileTimeout })
      .toContain('sum 4999950000, long has 4 bytes');
    await ready(page);
    await typeProgram(
      page,
      '#include <cstdio>\n\nint main(int argc, char**) {\n  int samples[4000000];\n  samples[argc] = 1;\n  std::printf("%d\\n", samples[1]);\n}\n',
    );
    await runButton(page).click();
    await expect
      .poll(() => stderr(page).last().textContent(), { timeout: compileTimeout })
      .toContain('memory access out of bounds. A pointer or index went outside the program');
    expect(await stderr(page).last().textContent()).toContain('its 8 MiB stack overflowed');
    await ready(page);
  });

  it('stops an endless loop within a second, then runs again', async () => {
    const { page } = tracked;
    await runExample(page, 'An endless loop (press Stop)');
    await expect
      .poll(() => output(page).textContent(), { timeout: compileTimeout })
      .toContain('still looping');
    expect(await stopAndTime(page, { selector: '[role="status"]', text: 'C++ is ready.' })).toBeLessThan(
      1_000,
    );
    expect(await output(page).textContent()).toContain('Stopped');

    // The TinyML lab's exported header, compiled here, prints its int8 predictions.
    await runExample(page, 'TinyML int8 sine model');
    await expect
      .poll(() => output(page).textContent(), { timeout: compileTimeout })
      .toContain('Largest error: 0.0157');
    await ready(page);
  });

  it('has no serious axe violation, no console error and no foreign request', async () => {
    const { page } = tracked;
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(tracked.consoleErrors).toEqual([]);
    expect([...tracked.requestHosts]).toEqual([new URL(baseUrl).host]);
  });
});
