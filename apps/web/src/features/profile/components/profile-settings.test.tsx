import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, memberViewer, sessionAnswer, stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { ProfileSettings } from './profile-settings.tsx';

function renderSettings(username: string | null, publicName: string) {
  stubApi({
    'GET /api/profile': () => jsonResponse(200, { email: memberViewer.user.email, username, publicName }),
    'GET /api/auth/sessions': () => jsonResponse(200, { sessions: [] }),
    'GET /api/auth/session': sessionAnswer(memberViewer),
  });
  return renderPage(<ProfileSettings />);
}

afterEach(() => vi.unstubAllGlobals());

describe('ProfileSettings', () => {
  it('shows the name others see and states the rule: username, else "TinkerLabs member", never the email', async () => {
    renderSettings(null, 'TinkerLabs member');
    const shown = await screen.findByText(/Name others see:/);
    expect(shown).toHaveTextContent('Name others see: TinkerLabs member');
    expect(
      screen.getByText(/shown under your username if you have set one, otherwise as “TinkerLabs member”/),
    ).toHaveTextContent('Your email address is never shown publicly.');
    expect(screen.queryByText(/show your email/i)).not.toBeInTheDocument();
  });

  it('shows the username as the public name once it is set', async () => {
    renderSettings('ada_l', 'ada_l');
    expect(await screen.findByText(/Name others see:/)).toHaveTextContent('Name others see: ada_l');
  });
});
