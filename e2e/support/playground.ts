/** Helpers for the programming labs' playground (one component for every lab). */
import type { Page } from 'playwright-core';

/** Replaces the editor's text as a paste would (no auto-closed brackets). */
export async function typeProgram(page: Page, code: string) {
  const editor = page.getByRole('textbox', { name: 'Code' });
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
