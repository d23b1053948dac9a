import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import { RobotSimulationPage } from './robot-simulation-page.tsx';

describe('the spherical arm page', () => {
  beforeEach(() => {
    window.matchMedia = vi
      .fn()
      .mockReturnValue({ matches: false, addEventListener() {}, removeEventListener() {} });
    // No WebGL: the view says so, and the rest of the page works as usual.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps the chosen solution while a target is typed digit by digit', async () => {
    const { user } = renderPage(<RobotSimulationPage robotId="spherical" />, {
      at: '/simulations/SphericalRobot?tx=500&ty=300&tz=700',
    });
    const picker = screen.getByRole('group', { name: 'Solution' });
    const overTheTop = within(picker).getByRole('radio', { name: 'Boom over the top' });
    await user.click(overTheTop);
    const x = screen.getByRole('spinbutton', { name: /^Target X/ });
    await user.clear(x);
    // Every prefix (4, 45, 450 mm) is reachable both ways; before, each digit fell back to "Boom forward".
    for (const digit of '450') {
      await user.type(x, digit);
      expect(screen.getByRole('radio', { name: 'Boom over the top' })).toBeChecked();
    }
    expect(screen.getByRole('radio', { name: 'Boom forward' })).not.toBeChecked();
  });

  it('says so when the chosen posture cannot reach the typed target, and does not take the other', async () => {
    const { user } = renderPage(<RobotSimulationPage robotId="spherical" />, {
      at: '/simulations/SphericalRobot?tx=-500&ty=150&tz=660',
    });
    // "Boom forward" is offered (the least motion from home), so the learner's click changes no state:
    // the posture they see is kept all the same.
    const forward = screen.getByRole('radio', { name: 'Boom forward' });
    expect(forward).toBeChecked();
    await user.click(forward);
    const y = screen.getByRole('spinbutton', { name: /^Target Y/ });
    await user.clear(y);
    // (−500, −150, 660) needs the base past its 170° limit with the boom forward: only "over the top" is left.
    await user.type(y, '-150');
    const picker = screen.getByRole('group', { name: 'Solution' });
    expect(within(picker).getByRole('status')).toHaveTextContent(
      '“Boom forward” cannot reach this target: choose “Boom over the top” or change the target.',
    );
    expect(within(picker).getByRole('radio', { name: 'Boom over the top' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Move to target' }));
    expect(screen.getByRole('alert')).toHaveTextContent('“Boom forward” cannot reach this target');
  });
});
