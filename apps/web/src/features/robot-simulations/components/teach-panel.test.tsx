import { robots } from '@tinkerlabs/kinematics/robots';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TeachPanel } from './teach-panel.tsx';

function Taught({ initial }: { initial: number[][] }) {
  const [points, setPoints] = useState(initial);
  return (
    <TeachPanel
      model={robots.scara}
      points={points}
      onPoints={setPoints}
      onTeach={vi.fn()}
      speed={1}
      onSpeed={vi.fn()}
      playing={false}
      onPlay={vi.fn()}
      onStop={vi.fn()}
      alert={null}
    />
  );
}

const point = (value: number) => [value, 0, 0, 0];

describe('TeachPanel', () => {
  it('moves the focus from a removed point to the next, then the one before, then the heading', async () => {
    const user = userEvent.setup();
    render(<Taught initial={[point(0.1), point(0.2), point(0.3)]} />);
    await user.click(screen.getByRole('button', { name: 'Remove point 2' }));
    // The third point is now the second: its button, in the same place, has the focus.
    expect(screen.getAllByRole('button', { name: /^Remove point/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove point 2' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove point 1' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: /^Remove point/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Teach points' })).toHaveFocus();
  });
});
