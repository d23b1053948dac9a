import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import { TryItNow } from './try-it-now.tsx';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('TryItNow', () => {
  it('is a region named "Try it now" with the resting arm drawn and a link into the SCARA lab', () => {
    stubReducedMotion(true);
    renderPage(<TryItNow />);
    const region = screen.getByRole('region', { name: 'Try it now' });
    expect(within(region).getByRole('link', { name: 'Open the SCARA lab — no sign-up' })).toHaveAttribute(
      'href',
      '/simulations/ScaraRobot',
    );
    // The resting arm, before the live one has loaded: the same box, drawn on the server.
    expect(region.querySelector('[data-try-it-box] svg')).not.toBeNull();
    expect(within(region).queryByRole('group', { name: 'SCARA arm seen from above' })).toBeNull();
  });

  it('starts the live arm once the page is idle; the arrow keys move its target', async () => {
    stubReducedMotion(true);
    const { user } = renderPage(<TryItNow />);
    const arm = await screen.findByRole('group', { name: 'SCARA arm seen from above' });
    expect(arm).toHaveAccessibleDescription(/arrow keys/);
    expect(arm).toHaveTextContent('θ1 0° · θ2 60°');
    arm.focus();
    await user.keyboard('{ArrowUp}');
    expect(await screen.findByRole('status')).toHaveTextContent('Tool at 473, 238 mm');
    await vi.waitFor(() => expect(arm).toHaveTextContent('tool 473, 238 mm'));
    await user.keyboard('{Shift>}{ArrowUp}{ArrowUp}{ArrowUp}{/Shift}');
    expect(screen.getByRole('status')).toHaveTextContent('Target at 623, 238 mm is out of reach');
    await vi.waitFor(() => expect(arm).toHaveTextContent('out of reach'));
  });

  it('with reduced motion the arm stays still until it is driven; otherwise it shows that it moves', async () => {
    stubReducedMotion(true);
    renderPage(<TryItNow />);
    const arm = await screen.findByRole('group', { name: 'SCARA arm seen from above' });
    // Ten animation frames: the moving arm below changes within them.
    await act(
      () =>
        new Promise<void>((resolve) => {
          let frames = 0;
          const next = () => (++frames >= 10 ? resolve() : requestAnimationFrame(next));
          requestAnimationFrame(next);
        }),
    );
    expect(arm).toHaveTextContent('θ1 0° · θ2 60°');
    cleanup();

    stubReducedMotion(false);
    renderPage(<TryItNow />);
    const moving = await screen.findByRole('group', { name: 'SCARA arm seen from above' });
    await vi.waitFor(() => expect(moving).not.toHaveTextContent('θ1 0° · θ2 60°'));
  });
});
