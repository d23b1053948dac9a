// Pictures in the seeded content: project covers on the list cards, a project's cover and wiring
// diagram, an article's captioned figure. Every picture has alt text, is served by this site (the
// seed stores its drawings like uploads) and actually loads; the pages stay accessible.
import type { ArticleListResponse } from '@tinkerlabs/contract/articles';
import type { ProjectListResponse } from '@tinkerlabs/contract/projects';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations, waitForContent } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser, type TrackedPage } from '../support/browser.ts';

const baseUrl = inject('baseUrl');

type LoadedImage = { src: string; alt: string; width: number; naturalWidth: number; inFigure: string | null };

/** Loads every picture of the main content (lazy ones too) and reports what each became. */
async function loadedImages(page: Page): Promise<LoadedImage[]> {
  return page.evaluate(async () => {
    const images = [...document.querySelectorAll('main img')] as HTMLImageElement[];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete && image.naturalWidth > 0
          ? null
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
      ),
    );
    return images.map((image) => ({
      src: new URL(image.src).pathname,
      alt: image.alt,
      width: image.width,
      naturalWidth: image.naturalWidth,
      inFigure: image.closest('figure')?.querySelector('figcaption')?.textContent ?? null,
    }));
  });
}

describe('images in the seeded content', () => {
  let browser: Browser;
  let tracked: TrackedPage;
  let projects: ProjectListResponse;

  beforeAll(async () => {
    const response = await fetch(`${baseUrl}/api/projects?pageSize=50`);
    projects = (await response.json()) as ProjectListResponse;
    browser = await launchBrowser();
    tracked = await openPage(browser.context);
  });
  afterAll(() => browser.close());

  it('shows a cover with alt text on every project card', async () => {
    const { page } = tracked;
    expect(projects.items.length).toBeGreaterThanOrEqual(6);
    await gotoApp(page, `${baseUrl}/projects`);
    await waitForContent(page);
    const cards = page.locator('main article');
    expect(await cards.count()).toBe(projects.items.length);
    for (const project of projects.items) {
      const card = cards.filter({ has: page.getByRole('link', { name: project.title, exact: true }) });
      const cover = card.getByRole('img', { name: `Illustration of the finished build: ${project.title}` });
      expect(await cover.getAttribute('src')).toBe(project.coverImage);
      expect(await cover.getAttribute('width')).toBe('800');
      expect(await cover.getAttribute('height')).toBe('450');
    }
    const images = await loadedImages(page);
    expect(images).toHaveLength(projects.items.length);
    for (const image of images) expect(image.naturalWidth, image.src).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("shows a project's cover and its wiring diagram, served as SVG from /uploads", async () => {
    const { page } = tracked;
    const project = projects.items.find((p) => p.slug === 'esp32-bme280-weather-station')!;
    await gotoApp(page, `${baseUrl}/projects/${project.slug}`);
    await waitForContent(page);
    const images = await loadedImages(page);
    expect(images[0]).toMatchObject({
      src: project.coverImage,
      alt: `Illustration of the finished build: ${project.title}`,
      inFigure: null,
    });
    const diagram = images.find((image) => image.inFigure !== null)!;
    expect(diagram.inFigure).toBe('The four I2C connections between the DevKitC and the BME280 breakout.');
    expect(diagram.alt).toMatch(/GPIO 22 to SCK .*GPIO 21 to SDI/);
    for (const image of images) {
      expect(image.src).toMatch(/^\/uploads\/[0-9a-f-]{36}\.svg$/);
      expect(image.naturalWidth, image.src).toBeGreaterThan(0);
    }
    const served = await fetch(`${baseUrl}${diagram.src}`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('shows an article figure with its caption, on a card and on the page', async () => {
    const { page } = tracked;
    await gotoApp(page, `${baseUrl}/articles/two-link-planar-arm-kinematics`);
    await waitForContent(page);
    const [figure] = await loadedImages(page);
    expect(figure).toMatchObject({
      inFigure: 'The arm, its joint angles and the two ways of reaching the same point.',
    });
    expect(figure!.alt).toMatch(/^A two-link arm with its shoulder at the origin/);
    expect(figure!.naturalWidth).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const listed = (await (await fetch(`${baseUrl}/api/articles?pageSize=50`)).json()) as ArticleListResponse;
    expect(listed.items.find((a) => a.slug === 'two-link-planar-arm-kinematics')!.coverImage).toBe(
      figure!.src,
    );

    await gotoApp(page, `${baseUrl}/articles`);
    await waitForContent(page);
    const cards = page.locator('main article');
    const cardCount = await cards.count();
    expect(cardCount).toBeGreaterThan(0);
    for (let i = 0; i < cardCount; i++) {
      const title = await cards.nth(i).getByRole('heading').textContent();
      const image = cards.nth(i).getByRole('img', { name: `A figure from the article “${title}”` });
      expect(await image.getAttribute('src'), title!).toMatch(/^\/uploads\/[0-9a-f-]{36}\.svg$/);
    }
    const cardImages = await loadedImages(page);
    expect(cardImages).toHaveLength(cardCount);
    for (const image of cardImages) expect(image.naturalWidth, image.src).toBeGreaterThan(0);
    expect(tracked.requestHosts).toEqual(new Set([new URL(baseUrl).host]));
    expect(tracked.consoleErrors).toEqual([]);
  });
});
