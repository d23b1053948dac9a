import type { SearchResponse } from '@tinkerlabs/contract/search';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { SearchPanel } from './search-panel.tsx';

const answer: SearchResponse = {
  query: 'kalman filter',
  total: 9,
  groups: [
    {
      type: 'article',
      total: 7,
      items: [
        {
          type: 'article',
          slug: 'kalman-filter-1d-to-matrix-form',
          title: 'The Kalman filter, from 1D to matrix form',
          path: '/articles/kalman-filter-1d-to-matrix-form',
          snippet: [
            { text: 'The ', highlight: false },
            { text: 'Kalman', highlight: true },
            { text: ' <b>gain</b> weighs the ', highlight: false },
            { text: 'filter', highlight: true },
          ],
        },
        {
          type: 'article',
          slug: 'pid-control-dc-motor-speed',
          title: 'PID control explained',
          path: '/articles/pid-control-dc-motor-speed',
          snippet: [{ text: 'a low-pass filter on the derivative', highlight: false }],
        },
      ],
    },
    { type: 'project', total: 0, items: [] },
    {
      type: 'storeItem',
      total: 1,
      items: [
        {
          type: 'storeItem',
          slug: 'POL-2130',
          title: 'DRV8833 dual motor driver',
          path: '/stores/pololu#item-POL-2130',
          snippet: [],
        },
      ],
    },
  ],
};

function renderPanel(response: SearchResponse = answer) {
  const api = stubApi({ 'GET /api/search': () => jsonResponse(200, response) });
  const onClose = vi.fn();
  const page = renderPage(<SearchPanel onClose={onClose} />);
  const input = screen.getByRole('combobox', { name: 'Search TinkerLabs' });
  return { ...page, api, onClose, input };
}

beforeEach(() => {
  // jsdom does not scroll; the panel scrolls the chosen result into view.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchPanel', () => {
  it('takes the focus and asks for two characters before searching', async () => {
    const { input, api, user } = renderPanel();
    expect(input).toHaveFocus();
    await user.type(input, 'k');
    expect(screen.getByRole('status')).toHaveTextContent('Type at least two characters');
    expect(api.calls).toEqual([]);
  });

  it('groups the results by type, leaves out empty groups and marks the matched words', async () => {
    const { input, api, user } = renderPanel();
    await user.type(input, 'kalman  filter');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/search', search: '?q=kalman+filter&limit=5' });
    expect(
      within(listbox)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Articles (7)', 'Parts in stores (1)']);
    const articles = within(listbox).getByRole('group', { name: 'Articles (7)' });
    expect(within(articles).getAllByRole('option')).toHaveLength(3); // two hits and "See all 7 articles"
    const first = within(articles).getAllByRole('option')[0]!;
    expect([...first.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Kalman', 'filter']);
    // The snippet's text is text: its "<b>" is shown, never parsed.
    expect(first).toHaveTextContent('<b>gain</b>');
    expect(first.querySelector('b')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('9 results');
  });

  it('moves through the results with the arrow keys and opens the chosen one with Enter', async () => {
    const { input, user, router, onClose } = renderPanel();
    await user.type(input, 'kalman filter');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(4);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[3]!.id);
    await user.keyboard('{ArrowDown}'); // wraps to the first
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}'); // and back to the last
    expect(input).toHaveAttribute('aria-activedescendant', options[3]!.id);
    expect(options[3]).toHaveTextContent('DRV8833 dual motor driver');
    expect(Element.prototype.scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest' });

    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/stores/pololu');
    expect(router.state.location.hash).toBe('#item-POL-2130');
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('opens the first result on Enter when none is chosen, and lists all articles from "See all"', async () => {
    const { input, user, router } = renderPanel();
    await user.type(input, 'kalman filter');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/articles/kalman-filter-1d-to-matrix-form');

    await user.click(screen.getByRole('option', { name: 'See all 7 articles' }));
    expect(router.state.location.pathname).toBe('/articles');
    expect(router.state.location.search).toBe('?q=kalman%20filter');
  });

  it('closes on Escape and hands the focus back', async () => {
    const { input, user, onClose } = renderPanel();
    await user.type(input, 'ka');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('says so when nothing matches', async () => {
    const { input, user } = renderPanel({ query: 'flux capacitor', total: 0, groups: [] });
    await user.type(input, 'flux capacitor');
    expect(
      await screen.findByText('Nothing matches “flux capacitor”. Try fewer or other words.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-controls');
  });
});
