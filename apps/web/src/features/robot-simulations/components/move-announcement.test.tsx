import { endEffectorPosition } from '@tinkerlabs/kinematics/forward';
import { robots } from '@tinkerlabs/kinematics/robots';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EndEffectorReadout } from './end-effector-readout.tsx';
import { restingSentence } from '../lib/resting-sentence.ts';
import { MoveAnnouncement } from './move-announcement.tsx';
import { SingularityNotice } from './singularity-notice.tsx';

const model = robots.cylindrical;
const home = model.joints.map((joint) => joint.home);
const pose = (turn: number) => [turn, ...home.slice(1)];

function Arm({ q }: { q: number[] }) {
  return (
    <>
      <EndEffectorReadout model={model} q={q} />
      <SingularityNotice model={model} q={q} />
      <MoveAnnouncement model={model} q={q} />
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the arm’s announcements', () => {
  it('says where the tool is in whole millimetres', () => {
    const [x = 0, y = 0, z = 0] = endEffectorPosition(model, pose(0.3));
    expect(restingSentence(model, pose(0.3))).toBe(
      `Tool at ${Math.round(x)}, ${Math.round(y)}, ${Math.round(z)} mm.`,
    );
    expect(restingSentence(robots.scara, [0, 0, 100, 0])).toMatch(/^Tool at -?\d+, -?\d+, -?\d+ mm, yaw 0°/);
  });

  it('stays quiet while the arm moves, and says once where it came to rest', () => {
    const view = render(<Arm q={pose(0)} />);
    // The readouts (outputs) and the singularity line follow every frame: none of them is a live region.
    const live = screen
      .getAllByRole('status')
      .filter((element) => element.getAttribute('aria-live') !== 'off');
    expect(live).toHaveLength(1);
    const status = live[0]!;
    expect(status.tagName).toBe('P');
    expect(status).toHaveTextContent(/^$/);
    expect(screen.getByText(/distance from a singular pose/).closest('[role="status"]')).toBeNull();

    for (let frame = 1; frame <= 30; frame += 1) {
      view.rerender(<Arm q={pose(frame / 30)} />);
      act(() => vi.advanceTimersByTime(16));
    }
    expect(status).toHaveTextContent(/^$/);
    act(() => vi.advanceTimersByTime(500));
    expect(status).toHaveTextContent(restingSentence(model, pose(1)));
  });
});
