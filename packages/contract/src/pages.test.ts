import { describe, expect, it } from 'vitest';
import { isIsolatedPage, matchPage, pages, sitemapPaths } from './pages.ts';

describe('matchPage', () => {
  it('matches static pages, with or without a trailing slash', () => {
    expect(matchPage('/', pages)?.page.path).toBe('/');
    expect(matchPage('/labs/simulators/', pages)?.page.path).toBe('/labs/simulators');
    expect(matchPage('/simulations/ScaraRobot', pages)?.page.path).toBe('/simulations/ScaraRobot');
  });

  it('reads and decodes parameters', () => {
    const match = matchPage('/learninghub/robotics-fundamentals/forward-kinematics', pages)!;
    expect(match.params).toEqual({ domain_slug: 'robotics-fundamentals', topic_slug: 'forward-kinematics' });
    expect(matchPage('/dashboard/items/LM7805_TO220/edit', pages)?.params).toEqual({
      unique_key: 'LM7805_TO220',
    });
  });

  it('lists in the sitemap the public pages without parameters, not sign-in, the dashboard or the mailbox', () => {
    expect(sitemapPaths).toContain('/');
    expect(sitemapPaths).toContain('/labs/programming/micropython');
    expect(sitemapPaths.filter((path) => /^\/(auth|dashboard|dev)\b|:/.test(path))).toEqual([]);
  });

  it('isolates the labs that share memory with their worker', () => {
    expect(isIsolatedPage('/labs/programming/python/')).toBe(true);
    expect(isIsolatedPage('/labs/programming/cpp')).toBe(false);
  });

  it.each([
    '/nope',
    '/articles/Bad%20Slug',
    '/articles/a/b',
    '/articles/%E0%A4%A',
    '/Labs',
    '/simulations/scararobot',
  ])('matches nothing for %s', (path) => {
    expect(matchPage(path, pages)).toBeNull();
  });
});
