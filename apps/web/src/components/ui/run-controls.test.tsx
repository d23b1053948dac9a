import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RunControls } from './run-controls.tsx';

// The site's disabled look, as primaryButtonClass has it.
const disabledLook = ['aria-disabled:cursor-not-allowed', 'aria-disabled:opacity-60'];

/** A lab whose Run starts a run that Stop ends. */
function RunningLab() {
  const [running, setRunning] = useState(false);
  const [runs, setRuns] = useState(0);
  return (
    <>
      <RunControls
        onRun={() => {
          setRunning(true);
          setRuns((count) => count + 1);
        }}
        onStop={() => setRunning(false)}
        disabled={{ run: running, stop: !running }}
      />
      <p>Runs started: {runs}</p>
    </>
  );
}

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

  it('marks the buttons it is told cannot act, every one with the site’s disabled look, and ignores their presses', () => {
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
    expect(screen.getByRole('button', { name: 'Run' })).not.toHaveAttribute('aria-disabled');
    for (const name of ['Run', 'Step', 'Stop', 'Reset'])
      expect(screen.getByRole('button', { name })).toHaveClass(...disabledLook);
    for (const name of ['Step', 'Stop', 'Reset'])
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).not.toHaveBeenCalled();
  });

  it('keeps Run focusable while the run it started is on, and Stop when the run ends', async () => {
    const user = userEvent.setup();
    render(<RunningLab />);
    const run = screen.getByRole('button', { name: 'Run' });
    run.focus();
    await user.keyboard('{Enter}');
    // A `disabled` button would lose the focus (browsers move it to the page) and leave the Tab order.
    expect(run).toHaveAttribute('aria-disabled', 'true');
    expect(run).not.toBeDisabled();
    expect(run).toHaveFocus();
    await user.keyboard('{Enter}'); // ignored while the run is on
    expect(screen.getByText('Runs started: 1')).toBeInTheDocument();

    await user.tab();
    const stop = screen.getByRole('button', { name: 'Stop' });
    expect(stop).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(stop).toHaveAttribute('aria-disabled', 'true');
    expect(stop).not.toBeDisabled();
    expect(stop).toHaveFocus();
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
