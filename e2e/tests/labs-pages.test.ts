// The labs pages show the seeded catalogues: boards (filter, compare, shareable selection), hardware,
// simulators, the micromouse guide and the programming pages. Expected content is read from the API
// of the same server, so the tests follow the seed files rather than copies of them.
import type { BoardListResponse } from '@tinkerlabs/contract/boards';
import type { HardwareListResponse } from '@tinkerlabs/contract/hardware';
import type { ProgrammingLanguageDetail, ProgrammingListResponse } from '@tinkerlabs/contract/programming';
import type { SimulatorListResponse } from '@tinkerlabs/contract/simulators';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoApp, launchBrowser, openPage, type Browser, type TrackedPage } from '../support/browser.ts';

const baseUrl = inject('baseUrl');

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const cardHeadings = (page: Page) => page.locator('main article h3');
const compareStatus = (page: Page) =>
  page.getByRole('region', { name: 'Boards to compare' }).getByRole('status').first();

/** Ticks a board's "Compare" box and waits until the address holds it. */
async function tick(page: Page, name: string) {
  const box = page.getByRole('checkbox', { name: `Compare ${name}`, exact: true });
  await box.click();
  await expect.poll(() => box.isChecked()).toBe(true);
}

describe('labs pages', () => {
  let browser: Browser;
  let tracked: TrackedPage;
  let boards: BoardListResponse;

  beforeAll(async () => {
    boards = await apiGet<BoardListResponse>('/api/labs/boards?pageSize=50');
    browser = await launchBrowser();
    tracked = await openPage(browser.context);
  });
  afterAll(() => browser.close());

  describe('/labs', () => {
    it('introduces the labs and links to each section', async () => {
      const { page } = tracked;
      await gotoApp(page, `${baseUrl}/labs`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Labs');
      for (const [name, path] of [
        ['Hardware', '/labs/hardware'],
        ['Development boards', '/labs/development-boards'],
        ['Virtualization tools', '/labs/simulators'],
        ['Programming', '/labs/programming'],
        ['Micromouse', '/labs/simulators/micro-mouse-qt-sim'],
        ['TinyML', '/labs/programming/tinyml'],
      ]) {
        expect(await page.locator('main').getByRole('link', { name, exact: true }).getAttribute('href')).toBe(
          path,
        );
      }
      await page.locator('main').getByRole('link', { name: 'Development boards', exact: true }).click();
      await page.waitForURL(`${baseUrl}/labs/development-boards`);
      await expect.poll(() => cardHeadings(page).count()).toBe(boards.total);
    });
  });

  describe('/labs/development-boards', () => {
    it('lists every seeded board', async () => {
      const { page } = tracked;
      expect(boards.total).toBeGreaterThanOrEqual(12);
      await gotoApp(page, `${baseUrl}/labs/development-boards`);
      await expect.poll(() => cardHeadings(page).count()).toBe(boards.total);
      expect((await cardHeadings(page).allTextContents()).sort()).toEqual(
        boards.items.map((board) => board.name).sort(),
      );
      expect(await page.getByText(`${boards.total} boards`, { exact: true }).isVisible()).toBe(true);
      for (const name of ['Arduino Uno R3', 'Raspberry Pi Pico', 'Teensy 4.1']) {
        expect(await page.getByRole('heading', { level: 3, name, exact: true }).count()).toBe(1);
      }
    });

    it('narrows the list by family and wireless, and keeps the filters in the address', async () => {
      const { page } = tracked;
      await gotoApp(page, `${baseUrl}/labs/development-boards`);
      await expect.poll(() => cardHeadings(page).count()).toBe(boards.total);
      const esp32 = boards.items.filter((board) => board.family === 'esp32');
      expect(esp32.length).toBeGreaterThan(0);

      await page.getByLabel('Family').selectOption('esp32');
      await expect.poll(() => cardHeadings(page).count()).toBe(esp32.length);
      expect((await cardHeadings(page).allTextContents()).sort()).toEqual(esp32.map((b) => b.name).sort());
      await expect.poll(() => new URL(page.url()).searchParams.get('family')).toBe('esp32');

      await page.getByRole('checkbox', { name: 'Bluetooth Classic' }).check();
      const classic = esp32.filter((board) => board.wireless.includes('bluetooth-classic'));
      await expect.poll(() => cardHeadings(page).count()).toBe(classic.length);
      await expect.poll(() => new URL(page.url()).searchParams.get('wireless')).toBe('bluetooth-classic');

      await page.reload();
      await expect.poll(() => cardHeadings(page).count()).toBe(classic.length);
      expect(await page.getByLabel('Family').inputValue()).toBe('esp32');

      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      await expect.poll(() => cardHeadings(page).count()).toBe(boards.total);
      await expect.poll(() => new URL(page.url()).search).toBe('');
    });

    it('draws each board to scale, and lists the boards in a table on request', async () => {
      const { page } = tracked;
      await gotoApp(page, `${baseUrl}/labs/development-boards`);
      await expect.poll(() => cardHeadings(page).count()).toBe(boards.total);
      const pico = page.getByRole('img', { name: /^Outline of the Raspberry Pi Pico: 51 × 21 mm, 40 pins/ });
      const uno = page.getByRole('img', { name: /^Outline of the Arduino Uno R3: 68\.6 × 53\.4 mm/ });
      // One scale for every drawing: the Uno is drawn wider than the Pico in the ratio of their sizes.
      const [picoBox, unoBox] = [await pico.boundingBox(), await uno.boundingBox()];
      expect((unoBox!.width / picoBox!.width).toFixed(1)).toBe((68.6 / 51).toFixed(1));

      await page.getByRole('button', { name: 'Table' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('table');
      const table = page.getByRole('table', { name: /^Development boards/ });
      await expect.poll(() => table.getByRole('row').count()).toBe(boards.total + 1);
      expect(await page.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');
    });

    it('compares three boards in a table of their specifications, kept in the address across a reload', async () => {
      const { page } = tracked;
      await gotoApp(page, `${baseUrl}/labs/development-boards`);
      await expect.poll(() => cardHeadings(page).count()).toBe(boards.total);
      // Nothing to compare yet: no tray and no comparison until a board is ticked.
      expect(await page.getByRole('region', { name: 'Boards to compare' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Compare boards' }).count()).toBe(0);

      await tick(page, 'Teensy 4.1');
      expect(await compareStatus(page).textContent()).toBe(
        '1 board picked. Pick at least 1 board more to compare.',
      );
      expect(await page.getByRole('table').count()).toBe(0);

      await tick(page, 'Raspberry Pi Pico');
      await tick(page, 'ESP32-DevKitC V4 (ESP32-WROOM-32E)');
      expect(await compareStatus(page).textContent()).toBe('Comparing 3 boards.');
      const expectTable = async () => {
        const table = page.getByRole('table');
        // Polled: while the third board's details load, the two-board table stays on screen.
        await expect
          .poll(() => table.getByRole('columnheader').allTextContents())
          .toEqual([
            'Specification',
            'Teensy 4.1',
            'Raspberry Pi Pico',
            'ESP32-DevKitC V4 (ESP32-WROOM-32E)',
          ]);
        const clock = await table
          .getByRole('row')
          .filter({ hasText: 'Clock speed' })
          .getByRole('cell')
          .allTextContents();
        expect(clock).toEqual(['600 MHz (highest)', '133 MHz', '240 MHz']);
        const ram = await table
          .getByRole('row')
          .filter({ hasText: /^RAM/ })
          .getByRole('cell')
          .allTextContents();
        expect(ram).toEqual(['1 MB (highest)', '264 KB', '520 KB']);
      };
      await expectTable();
      await expect
        .poll(() => new URL(page.url()).searchParams.get('compare'))
        .toBe('teensy-4-1,raspberry-pi-pico,esp32-devkitc-wroom-32e');
      const address = new URL(page.url());

      await page.reload();
      await expectTable();
      expect(await page.getByRole('checkbox', { name: 'Compare Teensy 4.1', exact: true }).isChecked()).toBe(
        true,
      );

      // The same link in a fresh tab shows the same comparison.
      const shared = await openPage(browser.context);
      await gotoApp(shared.page, address.toString());
      await expect.poll(() => shared.page.getByRole('table').getByRole('columnheader').count()).toBe(4);
      await shared.page.close();
    });

    it('says what to drop when more than four boards are picked', async () => {
      const { page } = tracked;
      const five = boards.items.slice(0, 5).map((board) => board.slug);
      await gotoApp(page, `${baseUrl}/labs/development-boards?compare=${five.join(',')}`);
      await expect
        .poll(() => compareStatus(page).textContent())
        .toBe('5 boards picked, but the comparison shows at most 4. Untick 1 board to see the table.');
      expect(await page.getByRole('table').count()).toBe(0);
      await page.getByRole('button', { name: `Remove ${boards.items[0]!.name} from the comparison` }).click();
      await expect.poll(() => compareStatus(page).textContent()).toBe('Comparing 4 boards.');
      await expect.poll(() => page.getByRole('table').getByRole('columnheader').count()).toBe(5);
    });

    it('ticks a board with the keyboard', async () => {
      const { page } = tracked;
      await gotoApp(page, `${baseUrl}/labs/development-boards`);
      await expect.poll(() => cardHeadings(page).count()).toBe(boards.total);
      const box = page.getByRole('checkbox', { name: 'Compare Teensy 4.1', exact: true });
      await box.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => box.isChecked()).toBe(true);
      await expect.poll(() => new URL(page.url()).searchParams.get('compare')).toBe('teensy-4-1');
      await page.keyboard.press('Space');
      await expect.poll(() => box.isChecked()).toBe(false);
      await expect.poll(() => new URL(page.url()).searchParams.has('compare')).toBe(false);
    });

    it('fits a 360 px phone: the table scrolls sideways inside its region, its first column stays', async () => {
      const phone = await launchBrowser({ viewport: { width: 360, height: 740 } });
      try {
        const { page, consoleErrors } = await openPage(phone.context);
        const slugs = ['teensy-4-1', 'raspberry-pi-pico', 'esp32-devkitc-wroom-32e', 'arduino-uno-r3'];
        await gotoApp(page, `${baseUrl}/labs/development-boards?compare=${slugs.join(',')}`);
        await expect.poll(() => page.getByRole('table').getByRole('columnheader').count()).toBe(5);
        const region = page.getByRole('region', { name: /^Specifications of/ });
        const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        expect(sizes.scroll).toBeGreaterThan(sizes.client);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

        const firstColumn = region.getByRole('rowheader', { name: 'Clock speed' });
        const before = await firstColumn.boundingBox();
        await region.evaluate((el) => el.scrollBy(200, 0));
        await expect.poll(async () => (await firstColumn.boundingBox())?.x).toBe(before?.x);
        expect(consoleErrors).toEqual([]);
      } finally {
        await phone.close();
      }
    });
  });

  describe('/labs/hardware', () => {
    it('lists every seeded component with its specs, wiring and datasheet, and filters by category', async () => {
      const components = await apiGet<HardwareListResponse>('/api/labs/hardware?pageSize=50');
      expect(components.total).toBeGreaterThanOrEqual(15);
      const { page } = tracked;
      await gotoApp(page, `${baseUrl}/labs/hardware`);
      await expect.poll(() => cardHeadings(page).count()).toBe(components.total);
      expect((await cardHeadings(page).allTextContents()).sort()).toEqual(
        components.items.map((component) => component.name).sort(),
      );

      const first = components.items.find((component) => component.wiringNotes && component.datasheetUrl)!;
      const card = page
        .locator('main article')
        .filter({ has: page.getByRole('heading', { name: first.name }) });
      const text = await card.textContent();
      for (const part of [first.summary, first.wiringNotes!, first.interface ?? '', ...first.typicalUses]) {
        expect(text).toContain(part);
      }
      const [specName, specValue] = Object.entries(first.keySpecs)[0]!;
      expect(text).toContain(specName);
      expect(text).toContain(specValue);
      expect(await card.getByRole('link', { name: `Datasheet of ${first.name}` }).getAttribute('href')).toBe(
        first.datasheetUrl,
      );

      const power = components.items.filter((component) => component.category === 'power');
      await page
        .getByRole('navigation', { name: 'Component categories' })
        .getByRole('link', { name: /^Power/ })
        .click();
      await expect.poll(() => cardHeadings(page).count()).toBe(power.length);
      await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('power');
      expect((await cardHeadings(page).allTextContents()).sort()).toEqual(power.map((c) => c.name).sort());
    });
  });

  describe('simulators', () => {
    const categories = [
      ['rl', '/labs/simulators/rl'],
      ['github', '/labs/simulators/github'],
      ['emulators', '/labs/simulators/emulators'],
      ['maze', '/labs/simulators/maze-simulators'],
    ] as const;

    it('/labs/simulators names the four catalogues with the tools in each', async () => {
      const all = await apiGet<SimulatorListResponse>('/api/labs/simulators?pageSize=50');
      const { page } = tracked;
      await gotoApp(page, `${baseUrl}/labs/simulators`);
      for (const [category, path] of categories) {
        const link = page.locator(`main a[href="${path}"]`);
        const names = all.items.filter((item) => item.category === category).map((item) => item.name);
        expect(names.length).toBeGreaterThan(0);
        await expect.poll(() => link.textContent()).toContain(names[0]!);
      }
      expect(await page.locator('main a[href="/labs/simulators/micro-mouse-qt-sim"]').count()).toBe(1);
    });

    it.each(categories)(
      'the %s catalogue lists its seeded entries with an introduction',
      async (category, path) => {
        const entries = await apiGet<SimulatorListResponse>(
          `/api/labs/simulators?category=${category}&pageSize=50`,
        );
        expect(entries.total).toBeGreaterThan(0);
        const { page } = tracked;
        await gotoApp(page, `${baseUrl}${path}`);
        await expect.poll(() => cardHeadings(page).count()).toBe(entries.total);
        expect((await cardHeadings(page).allTextContents()).sort()).toEqual(
          entries.items.map((e) => e.name).sort(),
        );
        expect(await page.getByRole('heading', { level: 2, name: 'What to look for' }).isVisible()).toBe(
          true,
        );
        const entry = entries.items[0]!;
        expect(await page.locator('main').textContent()).toContain(entry.description);
      },
    );

    it('/labs/simulators/micro-mouse-qt-sim explains the problem, the rules, the maze format, flood fill and mms', async () => {
      const { page } = tracked;
      await gotoApp(page, `${baseUrl}/labs/simulators/micro-mouse-qt-sim`);
      const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
      expect(headings).toEqual(
        expect.arrayContaining([
          'The problem',
          'The classic 16 × 16 maze rules',
          'The maze file format',
          'Flood fill',
          'mms, the micromouse simulator',
          'Installing and configuring mms',
          'The mms protocol',
          'Run a mouse in your browser',
        ]),
      );
      const main = (await page.locator('main').textContent()) ?? '';
      expect(main).toContain('18 cm');
      expect(main).not.toMatch(/coming soon/i);
      // The two distance grids of the flood-fill example, and the table of mms commands.
      expect(await page.getByRole('table').count()).toBe(3);
      expect(
        await page
          .locator('main')
          .getByRole('link', { name: 'maze simulator', exact: true })
          .getAttribute('href'),
      ).toBe('/labs/simulators/maze-simulators');
      expect(await page.getByLabel('A 6 by 6 example maze in the text format').textContent()).toContain(
        '| S |',
      );
    });
  });

  describe('programming', () => {
    it('/labs/programming links to the four language pages', async () => {
      const languages = await apiGet<ProgrammingListResponse>('/api/labs/programming');
      const { page } = tracked;
      await gotoApp(page, `${baseUrl}/labs/programming`);
      for (const language of languages.items) {
        await expect
          .poll(() => page.locator(`main a[href="/labs/programming/${language.slug}"]`).textContent())
          .toContain(language.summary);
      }
    });

    it.each(['cpp', 'python', 'tinyml', 'micropython'])(
      '/labs/programming/%s shows its summary, introduction, example programs and references',
      async (slug) => {
        const language = await apiGet<ProgrammingLanguageDetail>(`/api/labs/programming/${slug}`);
        const { page } = tracked;
        await gotoApp(page, `${baseUrl}/labs/programming/${slug}`);
        const main = page.locator('main');
        await expect.poll(() => main.textContent()).toContain(language.summary);
        expect(language.examples.length).toBeGreaterThan(0);
        for (const example of language.examples) {
          const section = page.getByRole('region', { name: example.title });
          expect(await section.getByRole('heading', { level: 3 }).textContent()).toBe(example.title);
          const code = (await section.locator('pre code').textContent()) ?? '';
          expect(code.trim()).toBe(example.code.trim());
        }
        const references = page.locator('#references + ul');
        for (const reference of language.references) {
          expect(
            await references.getByRole('link', { name: reference.title, exact: true }).getAttribute('href'),
          ).toBe(reference.url);
        }
        expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toContain(
          'Programming',
        );
      },
    );
  });

  it('logged no console error and asked no other host for anything', () => {
    expect(tracked.consoleErrors).toEqual([]);
    expect([...tracked.requestHosts].filter((host) => host !== new URL(baseUrl).host)).toEqual([]);
  });
});
