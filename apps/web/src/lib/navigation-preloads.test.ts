// A page's code is preloaded on navigation from the build's page table, fetched once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as NavigationPreloads from './navigation-preloads.ts';

let preloads: typeof NavigationPreloads;

const table = {
  '/articles': { modules: ['/assets/routes/article-list-a1.js', '/assets/pagination-b2.js'], styles: [] },
  '/projects': { modules: ['/assets/routes/project-list-c3.js', '/assets/pagination-b2.js'], styles: [] },
};
const preloadLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

beforeEach(async () => {
  // The module keeps the table it fetched: each test starts from a fresh copy.
  vi.resetModules();
  preloads = await import('./navigation-preloads.ts');
  document.head.innerHTML = '';
});
afterEach(() => vi.unstubAllGlobals());

describe('navigation preloads', () => {
  it('add a module preload for each of the page’s files, once, after the table has arrived', async () => {
    const fetchMock = vi.fn().mockResolvedValue(Response.json(table));
    vi.stubGlobal('fetch', fetchMock);
    preloads.preloadPage('/articles'); // before the table: nothing to go by
    expect(preloadLinks()).toEqual([]);

    await preloads.loadNavigationPreloads();
    await preloads.loadNavigationPreloads();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/builds/page-preloads.json');

    preloads.preloadPage('/articles');
    preloads.preloadPage('/projects');
    preloads.preloadPage('/articles');
    expect(preloadLinks()).toEqual([
      '/assets/routes/article-list-a1.js',
      '/assets/pagination-b2.js',
      '/assets/routes/project-list-c3.js',
    ]);
    expect(document.head.querySelector('link')?.crossOrigin).toBe('');
  });

  it('skip files the first load linked already, and pages the table does not know', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json(table)));
    document.head.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/pagination-b2.js">';
    await preloads.loadNavigationPreloads();
    preloads.preloadPage('/articles');
    preloads.preloadPage('/nowhere');
    expect(preloadLinks()).toEqual(['/assets/pagination-b2.js', '/assets/routes/article-list-a1.js']);
  });

  it('try again after a failed fetch, and ignore an answer that is not a table', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('Service Unavailable', { status: 503 }))
      .mockResolvedValueOnce(Response.json(table));
    vi.stubGlobal('fetch', fetchMock);
    await preloads.loadNavigationPreloads();
    await preloads.loadNavigationPreloads();
    preloads.preloadPage('/articles');
    expect(preloadLinks()).toEqual([]);
    await preloads.loadNavigationPreloads();
    preloads.preloadPage('/articles');
    expect(preloadLinks()).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
