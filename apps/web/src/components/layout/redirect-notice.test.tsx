import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import { RedirectNotice } from './redirect-notice.tsx';

afterEach(() => vi.useRealTimers());

describe('RedirectNotice', () => {
  it('says why a member was sent home from an administrator page, in a polite live region', async () => {
    const { router, user } = renderPage(<RedirectNotice />, { at: '/?notice=admin-only' });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement(); // filled after the first paint, so it is announced
    await screen.findByText('That page is for administrators only.');
    expect(status).toHaveTextContent('That page is for administrators only.');

    await user.click(screen.getByRole('button', { name: 'Dismiss the notice' }));
    expect(router.state.location.search).toBe('');
    expect(status).toBeEmptyDOMElement();
  });

  it('shows nothing for an unknown notice code', async () => {
    vi.useFakeTimers();
    renderPage(<RedirectNotice />, { at: '/?notice=%3Cb%3Ehi%3C%2Fb%3E' });
    act(() => vi.runAllTimers()); // past the moment a known notice's text arrives
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
