import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RunPhase } from '../hooks/use-maze-run.ts';
import { MouseRunPanel } from './mouse-run-panel.tsx';

function renderControls(phase: RunPhase, canRun = true) {
  render(
    <MouseRunPanel
      algorithm="flood-fill"
      onAlgorithmChange={vi.fn()}
      speed="fast"
      onSpeedChange={vi.fn()}
      phase={phase}
      canRun={canRun}
      onRun={vi.fn()}
      onStep={vi.fn()}
      onStop={vi.fn()}
      onReset={vi.fn()}
    />,
  );
  return (name: string) => screen.getByRole('button', { name });
}

// The site's disabled look, on buttons that keep their focus (aria-disabled, see RunControls).
const disabledLook = ['aria-disabled:cursor-not-allowed', 'aria-disabled:opacity-60'];
const unavailable = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';

describe('MouseRunPanel', () => {
  it('shows Stop and Reset as disabled, unlike Step, while no run is on', () => {
    const button = renderControls('idle');
    for (const name of ['Stop', 'Reset']) {
      expect(unavailable(button(name))).toBe(true);
      expect(button(name)).toHaveClass(...disabledLook);
    }
    expect(unavailable(button('Step'))).toBe(false);
  });

  it('shows Run and Step alike as disabled when there is nothing to run, and Stop and Reset enabled in a run', () => {
    const button = renderControls('playing', false);
    for (const name of ['Run', 'Step']) {
      expect(unavailable(button(name))).toBe(true);
      expect(button(name)).toHaveClass(...disabledLook);
    }
    for (const name of ['Stop', 'Reset']) expect(unavailable(button(name))).toBe(false);
  });
});
