import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceAuthChange } from '@/lib/auth/session-store.ts';
import { jsonResponse, sessionAnswer, stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { Header } from './header.tsx';

beforeEach(async () => {
  window.matchMedia = vi
    .fn()
    .mockReturnValue({ matches: false, addEventListener() {}, removeEventListener() {} });
  stubApi({
    'GET /api/auth/session': sessionAnswer(null),
    'GET /api/search': () => jsonResponse(200, { query: 'pid', total: 0, groups: [] }),
  });
  await act(() => announceAuthChange());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the header search', () => {
  it('opens the search panel from its button, focused; Escape closes it and returns to the button', async () => {
    const { user } = renderPage(<Header />);
    const toggle = screen.getByRole('button', { name: 'Search the site' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const input = await screen.findByRole('combobox', { name: 'Search TinkerLabs' });
    expect(input).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search the site' })).toHaveFocus();
  });

  it('closes when the visitor clicks elsewhere', async () => {
    const { user } = renderPage(
      <>
        <Header />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Search the site' }));
    await screen.findByRole('combobox');
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('is offered in the mobile menu too', async () => {
    const { user } = renderPage(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await waitFor(() => {
      const panel = document.getElementById('mobile-navigation');
      expect(panel).toBeInTheDocument();
      return panel!;
    });
    await user.click(within(menu).getByRole('button', { name: 'Search the site' }));
    expect(await screen.findByRole('combobox', { name: 'Search TinkerLabs' })).toHaveFocus();
    expect(document.getElementById('mobile-navigation')).toBeNull();
  });
});
