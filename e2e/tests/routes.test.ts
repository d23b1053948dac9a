// Every route of the spec opens with its heading and no console error, and no request leaves this machine.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pages } from '../../packages/contract/src/pages.ts';
import { signInThroughDevMailbox } from '../support/auth.ts';
import { launchBrowser, openPage, type Browser, type TrackedPage } from '../support/browser.ts';
import { globalAdminEmail } from '../support/paths.ts';

const sampleParams: Record<string, string> = {
  slug: 'pid-control',
  domain_slug: 'robotics',
  topic_slug: 'forward-kinematics',
  unique_key: 'ESP32-DEVKITC-32E',
};

/** Detail pages show published seed content (an unknown slug would show the not-found view). */
const seededPaths: Record<string, string> = {
  '/blog/:slug': '/blog/how-we-review-community-submissions',
  '/articles/:slug': '/articles/pid-control-dc-motor-speed',
  '/projects/:slug': '/projects/esp32-bme280-weather-station',
  '/resources/:slug': '/resources/sutton-barto-reinforcement-learning-an-introduction',
  '/stores/:slug': '/stores/adafruit',
  '/learninghub/:domain_slug': '/learninghub/robotics-fundamentals',
  '/learninghub/:domain_slug/:topic_slug': '/learninghub/robotics-fundamentals/forward-kinematics',
  '/dashboard/stores/:slug/edit': '/dashboard/stores/adafruit/edit',
  '/dashboard/projects/:slug/edit': '/dashboard/projects/esp32-bme280-weather-station/edit',
};

const concretePath = (path: string) =>
  seededPaths[path] ?? path.replace(/:(\w+)/g, (_, name: string) => sampleParams[name] ?? 'sample');

describe('every route of the spec', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let tracked: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Signed in as the administrator, so the dashboard pages show themselves rather than the guard's redirect.
    await signInThroughDevMailbox(browser.context, baseUrl, globalAdminEmail);
    tracked = await openPage(browser.context);
  });
  afterAll(() => browser.close());

  const specPages = pages.filter((page) => !page.development);

  it('covers the 64 routes of section 2, and /dashboard/learning', () => {
    expect(specPages).toHaveLength(65);
    expect(specPages.map((page) => page.path)).toContain('/dashboard/learning');
  });

  it.each(specPages.map((page) => concretePath(page.path)))(
    '%s opens with its heading and title',
    async (path) => {
      const errorsBefore = tracked.consoleErrors.length;
      const response = await tracked.page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      const heading = tracked.page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.count()).toBe(1);
      const text = (await heading.textContent())?.trim() ?? '';
      expect(text).not.toBe('');
      expect(text).not.toMatch(/Page not found|Page Not Found|Internal Server Error/);
      await expect.poll(() => tracked.page.title()).toMatch(/TinkerLabs$/);
      expect(tracked.consoleErrors.slice(errorsBefore)).toEqual([]);
    },
  );

  it('made no request to any host but the server', () => {
    const hosts = [...tracked.requestHosts];
    expect(hosts.length).toBeGreaterThan(0);
    expect(hosts.filter((host) => host !== new URL(baseUrl).host)).toEqual([]);
  });
});
