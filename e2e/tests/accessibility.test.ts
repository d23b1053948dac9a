// axe finds no serious or critical violation on the public content pages, in light and dark mode,
// nor in the states a visitor brings about: the search panel open, the contact form's field errors.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations, switchToDark, waitForContent } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser, type TrackedPage } from '../support/browser.ts';

/** Every public content page, with a published seed item for each detail page. */
const publicContentPages = [
  '/',
  '/about',
  '/why_us',
  '/contact',
  '/blogs',
  '/blog/how-we-review-community-submissions',
  '/articles',
  '/articles?tag=control-systems',
  '/articles/kalman-filter-1d-to-matrix-form',
  '/projects',
  '/projects/esp32-bme280-weather-station',
  '/resources',
  '/resources/sutton-barto-reinforcement-learning-an-introduction',
  '/resources/rl/books',
  '/resources/rl/papers',
  '/resources/rl/courses',
  '/stores',
  '/stores/adafruit',
  '/knowledge-hub',
  '/youniversity',
  '/learninghub',
  '/learninghub/control-systems',
  '/learninghub/control-systems/pid-tuning',
  '/articles/no-such-article',
];

describe('accessibility of the public pages', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let tracked: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser.context);
  });
  afterAll(() => browser.close());

  // Each page is checked as it first shows (light), then with the system switched to dark, which the
  // app follows without a reload.
  it.each(publicContentPages)('%s has no serious or critical violation, light or dark', async (path) => {
    const { page } = tracked;
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoApp(page, `${baseUrl}${path}`);
    await waitForContent(page);
    expect(await seriousAxeViolations(page), 'light').toEqual([]);
    await switchToDark(page);
    expect(await seriousAxeViolations(page, { colours: true }), 'dark').toEqual([]);
  });

  // On a phone, where a thumb is the pointer: WCAG 2.2's target size (in the rules above) at 390 px.
  describe('at 390 px', () => {
    let phone: Browser;
    let phonePage: TrackedPage;
    beforeAll(async () => {
      phone = await launchBrowser({ viewport: { width: 390, height: 844 } });
      phonePage = await openPage(phone.context);
    });
    afterAll(() => phone.close());

    it.each(publicContentPages)(
      '%s has no serious or critical violation, tap targets included',
      async (path) => {
        const { page } = phonePage;
        await gotoApp(page, `${baseUrl}${path}`);
        await waitForContent(page);
        expect(await seriousAxeViolations(page)).toEqual([]);
      },
    );
  });

  it('the open search panel with results has none', async () => {
    const { page } = tracked;
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoApp(page, `${baseUrl}/articles`);
    await page.getByRole('button', { name: 'Search the site' }).click();
    await page.getByRole('combobox', { name: 'Search TinkerLabs' }).fill('motor');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("the contact form showing the server's field messages has none", async () => {
    const { page } = tracked;
    await gotoApp(page, `${baseUrl}/contact`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
