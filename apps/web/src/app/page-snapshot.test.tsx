// The server's picture of a page's first render: drawn from the first data alone, or not at all.
import { afterEach, expect, it, vi } from 'vitest';
import { siteOrigin } from '@/lib/site-origin.ts';
import { renderPageSnapshot } from './page-snapshot.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const article = {
  slug: 'int8-quantisation',
  title: 'Quantising a network to int8',
  summary: 'Scales and zero points, written out.',
  author: { id: null, name: 'Priya Raman' },
  publishedAt: '2026-01-20T00:00:00.000Z',
  updatedAt: '2026-01-20T00:00:00.000Z',
  readingMinutes: 9,
  coverImage: '/uploads/cover.svg',
  tags: [{ slug: 'tinyml', name: 'TinyML' }],
};
const articleListData = {
  '/api/articles?page=1&pageSize=6': { items: [article], page: 1, pageSize: 6, total: 1, totalPages: 1 },
  '/api/tags': {
    items: [{ slug: 'tinyml', name: 'TinyML', description: 'Machine learning on microcontrollers.' }],
  },
};

it('draws the page from its first data, with its head tags apart', async () => {
  const snapshot = await renderPageSnapshot('https://tinkerlabs.example/articles', articleListData);
  expect(snapshot).not.toBeNull();
  expect(snapshot!.head).toContain('<title>Articles · TinkerLabs</title>');
  expect(snapshot!.head).toContain('<link rel="canonical" href="https://tinkerlabs.example/articles"/>');
  expect(snapshot!.body.startsWith('<div')).toBe(true);
  expect(snapshot!.body).not.toContain('<title>');
  const page = document.createElement('div');
  page.innerHTML = snapshot!.body;
  expect(page.querySelector('h1')?.textContent).toBe('Articles');
  expect(page.querySelector('main')?.textContent).toContain('Quantising a network to int8');
  expect(page.querySelector('a[href="/articles/int8-quantisation"]')).not.toBeNull();
  expect(page.querySelector('footer')).not.toBeNull();
});

it('draws nothing, without asking the network, for a page whose reads are not all in the first data', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  // On the fake clock from the start, so a retry the render might leave behind waits on it.
  vi.useFakeTimers();
  expect(await renderPageSnapshot('https://tinkerlabs.example/articles/int8-quantisation', {})).toBeNull();
  await vi.runAllTimersAsync(); // every timer left behind, and those they set: past any retry
  expect(fetch).not.toHaveBeenCalled();
});

it('draws nothing for an address that is no page', async () => {
  expect(await renderPageSnapshot('https://tinkerlabs.example/no-such-page', {})).toBeNull();
});

it('draws one page at a time, each from its own data', async () => {
  const other = { ...article, slug: 'kalman', title: 'The Kalman filter' };
  const [first, second] = await Promise.all([
    renderPageSnapshot('https://tinkerlabs.example/articles', articleListData),
    renderPageSnapshot('https://tinkerlabs.example/articles', {
      ...articleListData,
      '/api/articles?page=1&pageSize=6': { items: [other], page: 1, pageSize: 6, total: 1, totalPages: 1 },
    }),
  ]);
  expect(first!.body).toContain('Quantising a network to int8');
  expect(first!.body).not.toContain('The Kalman filter');
  expect(second!.body).toContain('The Kalman filter');
});

it('leaves the browser’s origin alone once drawn', async () => {
  await renderPageSnapshot('https://tinkerlabs.example/articles', articleListData);
  expect(siteOrigin()).toBe(window.location.origin);
});
