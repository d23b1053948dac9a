// Reading pages, measured in the page at 1440 and 390 px, light and dark. The site's drawings (article
// figures, card covers) are drawn dark in dark mode, following the site's own colour switch, not the
// system's. Code blocks come highlighted from the server with the labs' editor's palette, with Copy and
// "Run in the lab", and blank lines one line high. Display maths uses the room beside the reading
// column, equally on both sides, shows that it scrolls and takes keyboard focus when it must, and a
// full stop after an inline formula stays on the formula's line.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForContent } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser, type TrackedPage } from '../support/browser.ts';
import { editorText } from '../support/playground.ts';

const baseUrl = inject('baseUrl');
const article = '/articles/homogeneous-coordinates-and-transformations';

/**
 * Opens `path` in the site's colour mode `mode`, chosen on the site (stored as the header's switch
 * stores it) while the system says the opposite, so only the site's own switch can make it so.
 */
async function openIn(page: Page, path: string, mode: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: mode === 'dark' ? 'light' : 'dark' });
  await page.goto(`${baseUrl}/about`);
  await page.evaluate((stored) => localStorage.setItem('tinkerlabs:colour-mode', stored), mode);
  await gotoApp(page, `${baseUrl}${path}`);
  await waitForContent(page);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
    mode === 'dark',
  );
}

/** The mean luminance (0 black … 1 white) of what the screen shows of `target`, inside its border. */
async function meanLuminance(page: Page, target: Locator): Promise<number> {
  await target.scrollIntoViewIfNeeded();
  const png = await target.screenshot();
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const inset = 4;
    const { data } = context.getImageData(inset, inset, bitmap.width - 2 * inset, bitmap.height - 2 * inset);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4)
      sum += (0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!) / 255;
    return sum / (data.length / 4);
  }, png.toString('base64'));
}

/** Waits until every <img> of `images` has loaded, lazy ones too. */
async function loaded(images: Locator) {
  await images.evaluateAll(async (elements) => {
    await Promise.all(
      (elements as HTMLImageElement[]).map((image) => {
        image.loading = 'eager';
        return image.complete && image.naturalWidth > 0
          ? null
          : new Promise((done) => image.addEventListener('load', done, { once: true }));
      }),
    );
  });
}

describe('reading pages', () => {
  let browser: Browser;
  let tracked: TrackedPage;
  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 1440, height: 900 } });
    tracked = await openPage(browser.context);
  });
  afterAll(() => browser.close());

  describe('figures in both colour modes', () => {
    it('draws an article figure on light paper in light mode and on dark paper in dark mode', async () => {
      const { page } = tracked;
      const figure = page.locator('.rich-text-figure img').first();
      await openIn(page, article, 'light');
      await loaded(figure);
      expect(await meanLuminance(page, figure)).toBeGreaterThan(0.8);
      expect(await figure.evaluate((image) => getComputedStyle(image).content)).toBe('normal');

      await openIn(page, article, 'dark');
      await loaded(figure);
      const src = await figure.getAttribute('src');
      expect(await figure.evaluate((image) => getComputedStyle(image).content)).toBe(
        `url("${baseUrl}${src}#dark")`,
      );
      // The paper is slate-900 and the ink light: far from a white slab on the dark page.
      await expect.poll(() => meanLuminance(page, figure)).toBeLessThan(0.3);
      expect(await figure.getAttribute('alt')).toMatch(/^Top view of the world frame W/);
    });

    it('draws the cards’ covers dark in dark mode', async () => {
      const { page } = tracked;
      for (const list of ['/projects', '/articles']) {
        await openIn(page, list, 'dark');
        const covers = page.locator('main article img');
        expect(await covers.count(), list).toBeGreaterThan(5);
        await loaded(covers);
        for (const cover of await covers.all()) {
          const name = await cover.getAttribute('alt');
          await expect.poll(() => meanLuminance(page, cover), { message: name! }).toBeLessThan(0.4);
        }
      }
    });
  });

  describe('code blocks', () => {
    const pythonBlock = (page: Page) =>
      page
        .getByRole('figure')
        .filter({ has: page.locator('figcaption', { hasText: /^Python$/ }) })
        .first();

    it('arrive highlighted from the server, in the editor’s palette in both modes, with no grammar loaded', async () => {
      const { page } = tracked;
      const html = await (await fetch(`${baseUrl}${article}`)).text();
      expect(html).toContain('<span class="tok-keyword">import</span>');

      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      for (const [mode, keyword, comment] of [
        ['light', 'rgb(126, 34, 206)', 'rgb(71, 85, 105)'],
        ['dark', 'rgb(216, 180, 254)', 'rgb(148, 163, 184)'],
      ] as const) {
        await openIn(page, article, mode);
        const block = pythonBlock(page);
        const colours = await block.evaluate((figure) => ({
          keyword: getComputedStyle(figure.querySelector('.tok-keyword')!).color,
          comment: getComputedStyle(figure.querySelector('.tok-comment')!).color,
        }));
        expect(colours).toEqual({ keyword, comment });
      }
      // The browser got the spans: it never fetched the highlighter or a grammar.
      expect(requests.filter((path) => /highlight-code|lezer/.test(path))).toEqual([]);
    });

    it('show a blank line one line high, no taller than 1.5 times the text', async () => {
      const { page } = tracked;
      await openIn(page, article, 'light');
      const lines = await pythonBlock(page)
        .locator('pre')
        .evaluate((pre) => {
          const style = getComputedStyle(pre);
          const text = pre.textContent!;
          return {
            fontSize: parseFloat(style.fontSize),
            lineHeight: parseFloat(style.lineHeight),
            lineCount: text.split('\n').length,
            blankLines: text.split('\n').filter((line) => line.trim() === '').length,
            contentHeight: pre.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
          };
        });
      expect(lines.blankLines).toBeGreaterThan(2);
      expect(lines.lineHeight / lines.fontSize).toBeLessThanOrEqual(1.5);
      // Every line, blank or not, is one line high: the code is as tall as its lines.
      expect(Math.abs(lines.contentHeight - lines.lineCount * lines.lineHeight)).toBeLessThanOrEqual(2);
    });

    it('copy their code, saying "Copied"', async () => {
      const { page } = tracked;
      await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await openIn(page, article, 'light');
      const block = pythonBlock(page);
      await block.getByRole('button', { name: 'Copy' }).click();
      await expect.poll(() => block.getByRole('status').textContent()).toBe('Copied');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await block.locator('pre code').textContent());
      expect(copied.startsWith('import numpy as np\n\n\ndef rot_z(theta):')).toBe(true);
    });

    it('open their code in the Python lab with "Run in the lab"', async () => {
      const { page } = tracked;
      await openIn(page, article, 'light');
      const block = pythonBlock(page);
      const code = (await block.locator('pre code').textContent())!;
      const link = block.getByRole('link', { name: 'Run in the lab' });
      expect(await link.getAttribute('href')).toMatch(/^\/labs\/programming\/python#code=[\w-]+$/);
      await link.click();
      await page.waitForURL(/\/labs\/programming\/python#code=/);
      await page.locator('[data-code-editor]').waitFor();
      await expect.poll(() => editorText(page), { timeout: 15_000 }).toContain('def rot_z(theta):');
      expect(code).toContain('def rot_z(theta):');
    });
  });

  describe('display maths', () => {
    /** The R_x, R_y, R_z block, once KaTeX has drawn it, and the reading column it sits in. */
    async function rotationBlock(page: Page) {
      const block = page
        .locator('.math-block')
        .filter({ has: page.locator('annotation', { hasText: 'R_z(\\gamma)' }) });
      await block.locator('.katex').first().waitFor();
      return block;
    }
    const boxes = (block: Locator) =>
      block.evaluate((element) => {
        const column = element.closest('.rich-text')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return {
          column: { left: column.left, right: column.right, width: column.width },
          block: { left: box.left, right: box.right, width: box.width },
          scrolls: element.scrollWidth > element.clientWidth + 1,
          background: getComputedStyle(element).backgroundImage,
          pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
        };
      });

    async function expectScrollCue(page: Page, block: Locator) {
      const region = page
        .getByRole('region', { name: 'Formula (scrolls sideways)' })
        .filter({ has: page.locator('annotation', { hasText: 'R_z(\\gamma)' }) });
      expect(await region.count()).toBe(1);
      expect(await block.getAttribute('tabindex')).toBe('0');
      expect((await boxes(block)).background).toMatch(/radial-gradient.*radial-gradient/);
      await block.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => block.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    }

    it('grows into the room beside the column at 1440 px, equally on both sides, and shows it scrolls', async () => {
      const { page } = tracked;
      await page.setViewportSize({ width: 1440, height: 900 });
      for (const mode of ['light', 'dark'] as const) {
        await openIn(page, article, mode);
        const block = await rotationBlock(page);
        const { column, block: box, scrolls, pageScrollsSideways } = await boxes(block);
        expect(column.width).toBeLessThanOrEqual(770);
        expect(box.width).toBeGreaterThan(column.width + 150);
        expect(box.width).toBeLessThanOrEqual(961);
        expect(Math.abs(column.left - box.left - (box.right - column.right))).toBeLessThanOrEqual(1);
        // It stays clear of the contents column on the right.
        const contents = await page
          .getByRole('navigation', { name: /contents|on this page/i })
          .first()
          .boundingBox();
        if (contents) expect(box.right).toBeLessThanOrEqual(contents.x);
        expect(pageScrollsSideways).toBe(false);
        if (scrolls) await expectScrollCue(page, block);
      }
    });

    it('uses the whole width of a 390 px phone, scrolls with a cue and keyboard focus, and the page does not', async () => {
      const { page } = tracked;
      await page.setViewportSize({ width: 390, height: 844 });
      for (const mode of ['light', 'dark'] as const) {
        await openIn(page, article, mode);
        const block = await rotationBlock(page);
        const { column, block: box, scrolls, pageScrollsSideways } = await boxes(block);
        expect(box.left).toBeGreaterThanOrEqual(-0.5);
        expect(box.right).toBeLessThanOrEqual(390.5);
        expect(box.width).toBeGreaterThan(column.width);
        expect(scrolls).toBe(true);
        expect(pageScrollsSideways).toBe(false);
        await expectScrollCue(page, block);
      }
      await page.setViewportSize({ width: 1440, height: 900 });
    });

    it('keeps a full stop or comma after an inline formula on the formula’s line, at every width', async () => {
      const { page } = tracked;
      await openIn(page, article, 'light');
      // Every formula drawn by KaTeX (the LaTeX source stands in until then).
      await page.waitForFunction(() => !document.querySelector('.math-source'));
      // The column is narrowed two pixels at a time; at each width, no punctuation after a formula
      // may start a line of its own.
      const stranded = await page.evaluate(() => {
        // The reading column, which holds the document's parts (.rich-text) and what comes between them.
        const column = document.querySelector<HTMLElement>('.rich-text')!.parentElement!;
        const found: string[] = [];
        for (let width = 280; width <= 770; width += 2) {
          column.style.width = `${width}px`;
          for (const math of column.querySelectorAll('.rich-text p .math-inline')) {
            const next = math.nextSibling;
            const text = next?.textContent ?? '';
            if (!next || !/^[.,;:]/.test(text)) continue;
            const range = document.createRange();
            const node = next.nodeType === Node.TEXT_NODE ? next : next.firstChild!;
            range.setStart(node, 0);
            range.setEnd(node, 1);
            if (range.getBoundingClientRect().top > math.getBoundingClientRect().bottom - 4)
              found.push(`${width}px: "${text[0]}" after ${math.querySelector('annotation')?.textContent}`);
          }
        }
        column.style.width = '';
        return found;
      });
      expect(stranded).toEqual([]);
      expect(tracked.consoleErrors).toEqual([]);
    });
  });
});
