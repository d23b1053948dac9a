// The public content pages show the seeded content from the real API: lists with their filters and
// pages, articles with maths and a working table of contents, projects with priced parts, stores with
// their items, lessons with previous and next, the header search, the contact form and the 404 view.
import type { ArticleListResponse } from '@tinkerlabs/contract/articles';
import type { StoreDetail } from '@tinkerlabs/contract/stores';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForContent } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser, type TrackedPage } from '../support/browser.ts';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
/** The titles of the cards of a list page (its h2 headings inside the list). */
const cardTitles = (page: Page) => page.locator('main li h2').allTextContents();
/** The top of an element relative to the viewport. */
const topOf = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);

describe('public content pages', () => {
  const baseUrl = inject('baseUrl');
  const api = async <T>(path: string) => (await (await fetch(`${baseUrl}${path}`)).json()) as T;
  let browser: Browser;
  let tracked: TrackedPage;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser.context);
    page = tracked.page;
  });
  afterAll(() => browser.close());

  it('home: the entry points, the latest articles and projects and the featured boards', async () => {
    const latest = await api<ArticleListResponse>('/api/articles?pageSize=3');
    await gotoApp(page, `${baseUrl}/`);
    expect(await h1(page)).toBe('Learn robotics and electronics by trying them in your browser');
    await page.getByRole('heading', { level: 2, name: 'Latest articles' }).waitFor();
    const articles = page.locator('section[aria-labelledby="latest-articles"] h3');
    await expect.poll(() => articles.allTextContents()).toEqual(latest.items.map((article) => article.title));
    const projects = page.locator('section[aria-labelledby="latest-projects"] h3');
    await expect.poll(() => projects.count()).toBe(3);
    const boards = page.locator('section[aria-labelledby="featured-boards"] h3');
    await expect.poll(() => boards.allTextContents()).toContain('Raspberry Pi Pico 2');
    for (const name of ['Labs', 'Robot simulations', 'Learning Hub']) {
      expect(await page.getByRole('link', { name: new RegExp(`^${name}`) }).count()).toBeGreaterThan(0);
    }
  });

  it('articles: all 8 seeded articles across the pages, then a search and a topic in the address', async () => {
    const all = await api<ArticleListResponse>('/api/articles?pageSize=50');
    expect(all.total).toBe(8);
    await gotoApp(page, `${baseUrl}/articles`);
    await page.getByText('8 articles · page 1 of 2').waitFor();
    const first = await cardTitles(page);
    await page
      .getByRole('navigation', { name: 'Pages of articles' })
      .getByRole('link', { name: /Next/ })
      .click();
    await page.waitForURL(`${baseUrl}/articles?page=2`);
    await page.getByText('8 articles · page 2 of 2').waitFor();
    const second = await cardTitles(page);
    expect([...first, ...second].sort()).toEqual(all.items.map((article) => article.title).sort());

    await page.getByRole('searchbox', { name: 'Search articles' }).fill('kalman');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/articles?q=kalman`);
    await expect
      .poll(() => cardTitles(page))
      .toContain('The Kalman filter, from one dimension to matrix form');

    await page.getByRole('combobox', { name: 'Topic' }).selectOption('reinforcement-learning');
    await page.waitForURL(`${baseUrl}/articles?q=kalman&tag=reinforcement-learning`);
    await page.getByText('No articles match.').waitFor();
    await page.goBack();
    await page.waitForURL(`${baseUrl}/articles?q=kalman`);
    await expect
      .poll(() => cardTitles(page))
      .toContain('The Kalman filter, from one dimension to matrix form');
  });

  it('an article: author, date, reading time, KaTeX maths and a table of contents that scrolls to its headings', async () => {
    await gotoApp(page, `${baseUrl}/articles/kalman-filter-1d-to-matrix-form`);
    expect(await h1(page)).toBe('The Kalman filter, from one dimension to matrix form');
    const details = await page.locator('article header').textContent();
    expect(details).toMatch(/By [A-Z][a-z]+ [A-Z]/);
    expect(details).toMatch(/\d+ min read/);
    expect(await page.locator('article header time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}/);
    await expect.poll(() => page.locator('.rich-text .katex').count()).toBeGreaterThan(5);
    expect(await page.locator('.rich-text .katex-display').count()).toBeGreaterThan(0);
    // Every formula rendered (they render in slices after the text has painted).
    await expect.poll(() => page.locator('.math-source').count(), { timeout: 15_000 }).toBe(0);

    const toc = page.getByRole('navigation', { name: 'On this page' });
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThan(3);
    const third = links.nth(2);
    const id = (await third.getAttribute('href'))!.split('#')[1]!;
    expect(await page.locator(`.rich-text #${id}`).count()).toBe(1);
    await third.click();
    await page.waitForURL(`${baseUrl}/articles/kalman-filter-1d-to-matrix-form#${id}`);
    await expect.poll(() => topOf(page, id)).toBeLessThan(200);
    expect(await topOf(page, id)).toBeGreaterThanOrEqual(0);
  });

  it('projects: a difficulty filter, then a project with its parts priced and linked to their store', async () => {
    await gotoApp(page, `${baseUrl}/projects`);
    await page.getByText('6 projects').waitFor();
    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('beginner');
    await page.waitForURL(`${baseUrl}/projects?difficulty=beginner`);
    await page.getByText('2 projects', { exact: true }).waitFor();
    expect(await cardTitles(page)).toContain('Wi-Fi weather station with an ESP32 and a BME280');
    const labels = await page.locator('main li article').allTextContents();
    expect(labels.every((text) => text.startsWith('Beginner'))).toBe(true);

    await page.getByRole('link', { name: 'Wi-Fi weather station with an ESP32 and a BME280' }).click();
    await page.waitForURL(`${baseUrl}/projects/esp32-bme280-weather-station`);
    await page.getByRole('heading', { level: 2, name: 'What you need' }).waitFor();
    expect(await page.locator('article header').textContent()).toContain('Beginner');
    const repository = page.getByRole('link', { name: /Source code repository/ });
    expect(await repository.getAttribute('href')).toBe(
      'https://github.com/tinkerlabs-community/esp32-bme280-weather-station',
    );
    const parts = page.locator('section[aria-labelledby="parts"] li');
    expect(await parts.count()).toBe(3);
    const sensor = parts.filter({ hasText: 'BME280' });
    expect(await sensor.textContent()).toContain('$14.95');
    expect(await sensor.getByRole('link', { name: /Buy/ }).getAttribute('href')).toBe(
      'https://www.adafruit.com/product/2652',
    );
    await sensor.getByRole('link', { name: 'Adafruit Industries' }).click();
    await page.waitForURL(`${baseUrl}/stores/adafruit#item-ADA-2652`);
    await expect.poll(() => topOf(page, 'item-ADA-2652')).toBeLessThan(300);
  });

  it('stores: the directory with a country filter, and a store with its items, prices and links', async () => {
    const adafruit = await api<StoreDetail>('/api/stores/adafruit');
    await gotoApp(page, `${baseUrl}/stores`);
    await page.getByText('9 stores').waitFor();
    await page.getByRole('combobox', { name: 'Based in' }).selectOption('GB');
    await page.waitForURL(`${baseUrl}/stores?country=GB`);
    await expect.poll(() => cardTitles(page)).toEqual(['Pimoroni', 'The Pi Hut']);

    await gotoApp(page, `${baseUrl}/stores/adafruit`);
    expect(await h1(page)).toBe('Adafruit Industries');
    const items = page.locator('li[id^="item-"]');
    expect(await items.count()).toBe(adafruit.items.length);
    const first = adafruit.items[0]!;
    const row = page.locator(`[id="item-${first.uniqueKey}"]`);
    expect(await row.textContent()).toContain(first.name);
    expect(await row.textContent()).toContain(`$${first.price.toFixed(2)}`);
    expect(await row.getByRole('link').getAttribute('href')).toBe(first.url);
  });

  it('the learning hub: domains, a domain’s topics in order, and lessons linked by previous and next', async () => {
    await gotoApp(page, `${baseUrl}/learninghub`);
    await expect
      .poll(() => cardTitles(page))
      .toEqual([
        'Robotics fundamentals',
        'Reinforcement learning',
        'Embedded systems',
        'Control systems',
        'Robot arm kinematics',
        'Micromouse',
        'TinyML',
        'MicroPython on the Pico',
        'C++ for microcontrollers',
      ]);
    await page.getByRole('link', { name: 'Robotics fundamentals' }).click();
    await page.waitForURL(`${baseUrl}/learninghub/robotics-fundamentals`);
    await expect.poll(() => page.locator('main ol h2').count()).toBe(4);
    await page.getByRole('link', { name: /^Start with/ }).click();
    await page.waitForURL(`${baseUrl}/learninghub/robotics-fundamentals/coordinate-frames`);
    const lessons = page.getByRole('navigation', { name: 'Lessons' });
    await lessons.getByRole('link', { name: /Next lesson/ }).click();
    await page.waitForURL(`${baseUrl}/learninghub/robotics-fundamentals/forward-kinematics`);
    await expect.poll(() => h1(page)).toBe('Forward kinematics');
    await lessons.getByRole('link', { name: /Previous lesson/ }).click();
    await page.waitForURL(`${baseUrl}/learninghub/robotics-fundamentals/coordinate-frames`);
    expect(await lessons.getByRole('link', { name: /Start of the domain/ }).getAttribute('href')).toBe(
      '/learninghub/robotics-fundamentals',
    );
  });

  it('resources, the RL reading lists, YoUniversity, the knowledge hub, the blog, about and why us', async () => {
    const checks: [string, string, RegExp][] = [
      ['/resources', 'Resources', /\d+ resources/],
      ['/resources/rl/books', 'Reinforcement Learning Books', /Reinforcement Learning: An Introduction/],
      ['/resources/rl/papers', 'Reinforcement Learning Papers', /Proximal Policy Optimization/],
      ['/resources/rl/courses', 'Reinforcement Learning Courses', /\d+ courses/],
      [
        '/resources/sutton-barto-reinforcement-learning-an-introduction',
        'Reinforcement Learning: An Introduction (2nd edition)',
        /Richard S\. Sutton, Andrew G\. Barto/,
      ],
      ['/youniversity', 'YoUniversity', /Circuits and Electronics/],
      ['/knowledge-hub', 'Knowledge Hub', /Reinforcement learning books/],
      ['/blogs', 'Blog', /How we review community submissions/],
      ['/blog/how-we-review-community-submissions', 'How we review community submissions', /min read/],
      ['/about', 'About TinkerLabs', /The library today/],
      ['/why_us', 'Why TinkerLabs?', /Parts lists you can buy/],
    ];
    for (const [path, heading, content] of checks) {
      await gotoApp(page, `${baseUrl}${path}`);
      expect(await h1(page), path).toBe(heading);
      await waitForContent(page);
      expect(await page.locator('main').textContent(), path).toMatch(content);
    }
    const rlBooks = await api<{ total: number }>('/api/resources?collection=rl&kind=book');
    await gotoApp(page, `${baseUrl}/resources/rl/books`);
    await waitForContent(page);
    expect(await cardTitles(page)).toHaveLength(rlBooks.total);
  });

  it('the header search finds a seeded article by a word of its title and opens it', async () => {
    await gotoApp(page, `${baseUrl}/projects`);
    await page.getByRole('button', { name: 'Search the site' }).click();
    const input = page.getByRole('combobox', { name: 'Search TinkerLabs' });
    await input.fill('Kalman');
    const result = page.getByRole('option', { name: /The Kalman filter, from one dimension to matrix form/ });
    await result.waitFor();
    expect(await page.getByRole('group', { name: /^Articles/ }).count()).toBe(1);
    expect(await result.locator('mark').first().textContent()).toMatch(/kalman/i);
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await result.getAttribute('id'));
    await input.press('Enter');
    await page.waitForURL(`${baseUrl}/articles/kalman-filter-1d-to-matrix-form`);
    await expect.poll(() => h1(page)).toBe('The Kalman filter, from one dimension to matrix form');
    expect(await page.getByRole('combobox').count()).toBe(0);
  });

  it('the header search finds the labs, grouped: a tool by what it does, a board by its name', async () => {
    await gotoApp(page, `${baseUrl}/`);
    await page.getByRole('button', { name: 'Search the site' }).click();
    const input = page.getByRole('combobox', { name: 'Search TinkerLabs' });
    await input.fill('inverse kinematics');
    const tools = page.getByRole('group', { name: /^Lab tools/ });
    await tools.getByRole('option', { name: /SCARA robot simulation/ }).waitFor();
    await input.fill('ESP32');
    await page
      .getByRole('group', { name: /^Development boards/ })
      .getByRole('option')
      .first()
      .waitFor();
    await input.fill('quantisation');
    await page
      .getByRole('group', { name: /^Articles/ })
      .getByRole('option')
      .first()
      .waitFor();
    // Maths in snippets reads as text, never as LaTeX source.
    const snippets = await page.getByRole('listbox').textContent();
    expect(snippets).not.toMatch(/\\[A-Za-z]+/);
    await input.press('Escape');
  });

  it('the contact form explains refused fields, then stores the message and confirms', async () => {
    await gotoApp(page, `${baseUrl}/contact`);
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email address').fill('ada@');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').waitFor();
    const email = page.getByLabel('Email address');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => email.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.locator('#contact-subject-error').textContent()).toBe('Enter a subject.');
    expect(await page.getByLabel('Name').inputValue()).toBe('Ada Lovelace');

    await email.fill('ada@example.org');
    await page.getByLabel('Subject').fill('A correction to the Uno R3 figures');
    await page.getByLabel('Message').fill('The Uno R3 has six PWM pins, and the page says so correctly.');
    const stored = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Send message' }).click();
    expect([200, 201]).toContain((await stored).status());
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Thank you' }).count()).toBe(1);
  });

  it('an unknown article shows the not-found view inside the layout', async () => {
    await gotoApp(page, `${baseUrl}/articles/no-such-article`);
    expect(await h1(page)).toBe('Page Not Found: /articles/no-such-article');
    expect(await page.getByRole('alert').textContent()).toContain('404');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });

  it('on a 360 px phone: nothing wider than the screen, and the search from the menu', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of [
      '/',
      '/articles',
      '/articles/pid-control-dc-motor-speed',
      '/projects/esp32-bme280-weather-station',
      '/stores/adafruit',
    ]) {
      await gotoApp(page, `${baseUrl}${path}`);
      await waitForContent(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Search the site' }).click();
    await page.getByRole('combobox', { name: 'Search TinkerLabs' }).fill('micromouse');
    await page.getByRole('option').first().waitFor();
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('loaded every file from the site itself, with no console error but the API’s refusals', () => {
    expect([...tracked.requestHosts]).toEqual([new URL(baseUrl).host]);
    // The browser logs the API's answers to the unknown article (404) and the refused contact form (422).
    expect(tracked.consoleErrors.filter((error) => !/status of (404|422)/.test(error))).toEqual([]);
  });
});
