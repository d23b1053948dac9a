// The accessibility helper every browser test relies on finds what it should: an image without a
// text alternative, a button without a name and grey-on-grey text, honours `exclude`, and in
// `colours` mode checks contrast alone. A helper that passed everything would pass every page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, type Browser } from '../support/browser.ts';

const faultyPage = `<!doctype html><html lang="en"><head><title>Faults</title></head><body><main>
  <h1>Faults</h1>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
  <button id="unnamed"></button>
  <p style="color:#aaa;background:#bbb">Hard to read</p>
</main></body></html>`;

describe('seriousAxeViolations', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('reports a missing alt, an unnamed button and low contrast, and leaves out what is excluded', async () => {
    const page = await browser.context.newPage();
    await page.setContent(faultyPage);
    const rules = (lines: string[]) => lines.map((line) => line.split(' ')[0]).sort();
    expect(rules(await seriousAxeViolations(page))).toEqual(['button-name', 'color-contrast', 'image-alt']);
    expect(rules(await seriousAxeViolations(page, { exclude: ['#unnamed'] }))).toEqual([
      'color-contrast',
      'image-alt',
    ]);
    expect(rules(await seriousAxeViolations(page, { colours: true }))).toEqual(['color-contrast']);
    await page.close();
  });
});
