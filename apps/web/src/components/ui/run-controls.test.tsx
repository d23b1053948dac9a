import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RunControls } from './run-controls.tsx';

// The site's disabled look, as primaryButtonClass has it.
const disabledLook = ['disabled:cursor-not-allowed', 'disabled:opacity-60'];

describe('RunControls', () => {
  it('shows only the buttons it is given handlers for, in the order Run, Step, Stop, Reset', () => {
    const onRun = vi.fn();
    const onReset = vi.fn();
    render(<RunControls onReset={onReset} onRun={onRun} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent?.trim())).toEqual([
      'Run',
      'Reset',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onRun).not.toHaveBeenCalled();
  });

  it('disables the buttons it is told cannot act, every one with the site’s disabled look', () => {
    const onStop = vi.fn();
    render(
      <RunControls
        onRun={vi.fn()}
        onStep={vi.fn()}
        onStop={onStop}
        onReset={vi.fn()}
        disabled={{ step: true, stop: true, reset: true }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
    for (const name of ['Run', 'Step', 'Stop', 'Reset'])
      expect(screen.getByRole('button', { name })).toHaveClass(...disabledLook);
    for (const name of ['Step', 'Stop', 'Reset']) expect(screen.getByRole('button', { name })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).not.toHaveBeenCalled();
  });

  it('points a button at what describes it', () => {
    render(
      <>
        <RunControls onStep={vi.fn()} describedBy={{ step: 'step-help' }} />
        <span id="step-help">One sweep over every cell</span>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Step' })).toHaveAccessibleDescription(
      'One sweep over every cell',
    );
  });
});
