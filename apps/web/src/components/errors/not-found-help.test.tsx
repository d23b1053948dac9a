import type { SearchResponse } from '@tinkerlabs/contract/search';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi, type ApiCall } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { PageNotFound } from './error-views.tsx';
import { wordsOfPath } from './words-of-path.ts';

const answer = (call: ApiCall) => {
  const query = new URLSearchParams(call.search).get('q') ?? '';
  const found: SearchResponse = {
    query,
    total: 1,
    groups: [
      {
        type: 'article',
        total: 1,
        items: [
          {
            type: 'article',
            slug: 'pid-control',
            title: 'PID control explained',
            path: '/articles/pid-control',
            snippet: [{ text: query, highlight: true }],
          },
        ],
      },
    ],
  };
  return jsonResponse(200, query === 'nothing here' ? { query, total: 0, groups: [] } : found);
};

afterEach(() => vi.unstubAllGlobals());

describe('the not-found page', () => {
  it('searches the site for the words of the missing address, and lists the matches as links', async () => {
    const api = stubApi({ 'GET /api/search': answer });
    const { user } = renderPage(<PageNotFound path="/articles/pid-tuning" />, { at: '/articles/pid-tuning' });
    const search = await screen.findByRole('search');
    const box = within(search).getByRole('searchbox', { name: 'Search TinkerLabs' });
    expect(box).toHaveValue('pid tuning');
    const link = await screen.findByRole('link', { name: 'PID control explained' });
    expect(link).toHaveAttribute('href', '/articles/pid-control');
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “pid tuning”.');
    expect(api.calls[0]?.search).toContain('q=pid+tuning');

    await user.clear(box);
    await user.type(box, 'nothing here');
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Nothing matches “nothing here”.'),
    );
    expect(screen.queryByRole('link', { name: 'PID control explained' })).toBeNull();
  });

  it('links to the main sections', async () => {
    stubApi({ 'GET /api/search': answer });
    renderPage(<PageNotFound path="/no/such/page" />, { at: '/no/such/page' });
    const sections = screen.getByRole('navigation', { name: 'Sections of the site' });
    const links = within(sections).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/learninghub',
      '/labs',
      '/simulations/ScaraRobot',
      '/articles',
      '/projects',
      '/stores',
      '/knowledge-hub',
      '/contact',
    ]);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await screen.findByRole('search');
  });
});

describe('wordsOfPath', () => {
  it.each([
    ['/articles/pid-tuning', 'pid tuning'],
    ['/labs/simulators/maze_simulator.html', 'maze simulator'],
    ['/blog/%C3%BCber-uns/', 'über uns'],
    ['/', ''],
    ['/x/%E0%A4%A', 'E0 A4 A'],
  ])('%s → “%s”', (path, words) => {
    expect(wordsOfPath(path)).toBe(words);
  });
});
