import { robots } from '@tinkerlabs/kinematics/robots';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TargetPanel } from './target-panel.tsx';

const noop = () => {};
const props = {
  target: { x: 300, y: 200, z: 250, toolAngle: 0 },
  onTarget: noop,
  path: 'joint' as const,
  onPath: noop,
  choice: { index: 1, unavailable: null },
  onSolution: noop,
  onMove: noop,
  busy: false,
};

describe('TargetPanel', () => {
  it('offers the SCARA tool angle and a choice between two elbow solutions', () => {
    render(
      <TargetPanel
        {...props}
        model={robots.scara}
        ik={{
          ok: true,
          solutions: [
            { label: 'Elbow right', q: [0, 1, 0, 0] },
            { label: 'Elbow left', q: [1, -1, 0, 0] },
          ],
        }}
        alert={null}
      />,
    );
    expect(screen.getByRole('spinbutton', { name: /^Tool angle/ })).toHaveValue(0);
    const picker = screen.getByRole('group', { name: 'Solution' });
    expect(within(picker).getByRole('radio', { name: 'Elbow left' })).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows why a target is unreachable in an alert, without a tool angle for other arms', () => {
    render(
      <TargetPanel
        {...props}
        model={robots.cylindrical}
        ik={{ ok: false, reason: 'out_of_reach', message: 'Too far.' }}
        alert="Too far."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too far.');
    expect(screen.queryByRole('spinbutton', { name: /^Tool angle/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Solution' })).toBeNull();
  });

  it('keeps "Move to target" focusable while the arm moves, and ignores it then', () => {
    const onMove = vi.fn();
    render(
      <TargetPanel
        {...props}
        onMove={onMove}
        busy
        model={robots.cylindrical}
        ik={{ ok: true, solutions: [{ label: 'Only', q: [0, 100, 100] }] }}
        alert={null}
      />,
    );
    const move = screen.getByRole('button', { name: 'Move to target' });
    move.focus();
    fireEvent.click(move);
    expect(onMove).not.toHaveBeenCalled();
    expect(move).not.toBeDisabled();
    expect(move).toHaveAttribute('aria-disabled', 'true');
    expect(move).toHaveFocus();
  });
});
