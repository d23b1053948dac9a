/** Helpers for the programming labs' playground (one component for every lab). */
import type { Page } from 'playwright-core';

/**
 * The playground's code editor, scrolled to and pointed at as a visitor would: until then the code is
 * a plain text area, and CodeMirror loads on that first intent (components/code/code-editor.tsx).
 */
export async function codeEditor(page: Page) {
  const box = page.locator('[data-code-editor]');
  await box.scrollIntoViewIfNeeded();
  await box.hover();
  await box.locator('.cm-content').waitFor();
  return page.getByRole('textbox', { name: 'Code' });
}

/** The code the editor holds: the text area's before CodeMirror arrives, CodeMirror's after. */
export const editorText = (page: Page) =>
  page
    .getByRole('textbox', { name: 'Code' })
    .evaluate((element) => (element instanceof HTMLTextAreaElement ? element.value : element.textContent));

/** Replaces the editor's text as a paste would (no auto-closed brackets). */
export async function typeProgram(page: Page, code: string) {
  const editor = await codeEditor(page);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

/**
 * A program for the Python and MicroPython labs that lists what it could use to call our API with
 * the visitor's cookie (through the `js` module, which reads the worker's global object). A lab's
 * worker removes them all before the first program runs, so it prints "reachable: nothing".
 */
export const networkProbe = [
  'import js',
  'names = ["fetch", "XMLHttpRequest", "WebSocket", "EventSource", "importScripts", "Worker",',
  '         "BroadcastChannel", "caches", "indexedDB"]',
  'reachable = [name for name in names if hasattr(js, name)]',
  'print("reachable:", ", ".join(reachable) or "nothing")',
].join('\n');

type TimedWindow = { __stopTiming?: Promise<number> };

/**
 * Clicks the lab's "Stop" button and returns the milliseconds, measured in the page, from the click
 * to the moment an element matching `selector` first contains `text`: what a visitor waits for,
 * without the test driver's own round trips (which on a busy machine add several hundred ms).
 */
export async function stopAndTime(page: Page, ended: { selector: string; text: string }): Promise<number> {
  await page.evaluate(({ selector, text }) => {
    (window as TimedWindow).__stopTiming = new Promise<number>((resolve, reject) => {
      setTimeout(() => reject(new Error(`"${text}" did not appear within 20 s`)), 20_000);
      let clickedAt: number | undefined;
      const shown = () =>
        [...document.querySelectorAll(selector)].some((element) => element.textContent?.includes(text));
      const onClick = (event: Event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (clickedAt !== undefined || button?.textContent?.trim() !== 'Stop') return;
        // Text left from before would end the timing at the first change, whatever Stop did.
        if (shown()) reject(new Error(`"${text}" was already shown when Stop was clicked`));
        clickedAt = performance.now();
      };
      const observer = new MutationObserver(() => {
        if (clickedAt === undefined || !shown()) return;
        observer.disconnect();
        document.removeEventListener('click', onClick, true);
        resolve(performance.now() - clickedAt);
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      document.addEventListener('click', onClick, true);
    });
  }, ended);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  return page.evaluate(() => (window as TimedWindow).__stopTiming!);
}

/**
 * The language workers the page's HTML started (public/early-worker.js) and the app then took over:
 * the names the app marked when it did (`pageStartedMark` in lib/code-runners/early-workers.ts).
 */
export function workersFromPage(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByName('tinkerlabs:worker-from-page', 'mark')
      .map((mark) => String((mark as PerformanceMark).detail)),
  );
}
