import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RunStopButtons } from './run-stop-buttons.tsx';

/** A playground whose run goes on until Stop is pressed. */
function Lab({ onRun }: { onRun: () => void }) {
  const [running, setRunning] = useState(false);
  return (
    <RunStopButtons
      canRun={!running}
      canStop={running}
      onRun={() => {
        onRun();
        setRunning(true);
      }}
      onStop={() => setRunning(false)}
    />
  );
}

describe('RunStopButtons', () => {
  it('keeps the focus on Run while its run is on, and on Stop once the run has stopped', async () => {
    const user = userEvent.setup();
    const onRun = vi.fn();
    render(<Lab onRun={onRun} />);
    const run = screen.getByRole('button', { name: 'Run' });
    const stop = screen.getByRole('button', { name: 'Stop' });
    expect(stop).toHaveAttribute('aria-disabled', 'true');

    run.focus();
    await user.keyboard(' ');
    expect(onRun).toHaveBeenCalledOnce();
    // `disabled` would take Run out of the Tab order and drop its focus to the page.
    expect(run).not.toBeDisabled();
    expect(run).toHaveAttribute('aria-disabled', 'true');
    expect(run).toHaveFocus();
    await user.keyboard(' ');
    expect(onRun).toHaveBeenCalledOnce();

    await user.tab();
    expect(stop).toHaveFocus();
    await user.keyboard(' ');
    expect(stop).not.toBeDisabled();
    expect(stop).toHaveAttribute('aria-disabled', 'true');
    expect(stop).toHaveFocus();
    expect(run).not.toHaveAttribute('aria-disabled');
  });
});
