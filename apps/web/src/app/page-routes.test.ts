// The web app's route table and the server's list of pages (packages/contract/src/page-paths.ts) are
// the same pages with the same parameter checks, so the server's 404s agree with the app's.
import { pagePaths, paramPatterns } from '@tinkerlabs/contract/page-paths';
import { describe, expect, it } from 'vitest';
import { slugPattern, uniqueKeyPattern } from '@/lib/route-params.ts';
import { pageRoutes } from './page-routes.ts';

describe('the route table', () => {
  it('lists exactly the pages the server knows, with the same parameter checks', () => {
    const shape = (path: string, params?: Record<string, string>) => ({ path, params: params ?? {} });
    expect(pageRoutes.map((route) => shape(route.path, route.params))).toEqual(
      pagePaths.map((page) => shape(page.path, page.params)),
    );
  });

  it('checks parameters with the server’s patterns', () => {
    expect(slugPattern.source).toBe(paramPatterns.slug.source);
    expect(uniqueKeyPattern.source).toBe(paramPatterns.uniqueKey.source);
  });
});
