import { describe, expect, it } from 'vitest';
import { matchPagePath, pageDataAddresses, pagePaths, recordAddress } from './page-paths.ts';

describe('matchPagePath', () => {
  it('matches static pages, with or without a trailing slash', () => {
    expect(matchPagePath('/', pagePaths)?.page.path).toBe('/');
    expect(matchPagePath('/labs/simulators/', pagePaths)?.page.path).toBe('/labs/simulators');
    expect(matchPagePath('/simulations/ScaraRobot', pagePaths)?.page.path).toBe('/simulations/ScaraRobot');
  });

  it('reads parameters and says where the record is', () => {
    const match = matchPagePath('/learninghub/robotics-fundamentals/forward-kinematics', pagePaths)!;
    expect(match.params).toEqual({ domain_slug: 'robotics-fundamentals', topic_slug: 'forward-kinematics' });
    expect(recordAddress(match)).toBe('/api/learninghub/robotics-fundamentals/forward-kinematics');
    expect(recordAddress(matchPagePath('/dashboard/items/LM7805_TO220/edit', pagePaths)!)).toBeNull();
  });

  it("names the API addresses of a page's first data, parameters filled in", () => {
    const topic = matchPagePath('/learninghub/robotics-fundamentals/forward-kinematics', pagePaths)!;
    expect(pageDataAddresses(topic)).toEqual(['/api/learninghub/robotics-fundamentals/forward-kinematics']);
    expect(pageDataAddresses(matchPagePath('/articles', pagePaths)!)).toEqual([
      '/api/articles?page=1&pageSize=6',
      '/api/tags',
    ]);
    expect(pageDataAddresses(matchPagePath('/dashboard', pagePaths)!)).toEqual([]);
  });

  it.each([
    '/nope',
    '/articles/Bad%20Slug',
    '/articles/a/b',
    '/articles/%E0%A4%A',
    '/Labs',
    '/simulations/scararobot',
  ])('matches nothing for %s', (path) => {
    expect(matchPagePath(path, pagePaths)).toBeNull();
  });
});
