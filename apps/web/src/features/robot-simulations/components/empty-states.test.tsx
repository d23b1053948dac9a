import { robots } from '@tinkerlabs/kinematics/robots';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeachPanel } from './teach-panel.tsx';
import { TrajectoryPlots } from './trajectory-plots.tsx';

const ignore = () => undefined;

describe('the robot page before anything has been taught or planned', () => {
  it('says what fills the joint plots', () => {
    render(<TrajectoryPlots trajectory={null} joints={robots.scara.joints} time={null} />);
    const card = screen.getByRole('region', { name: 'Joint positions and velocities' });
    expect(card).toHaveTextContent(/No path planned yet/);
    expect(card).toHaveTextContent(
      /set a target and press Move to target, or teach a point and press Play path/,
    );
  });

  it('says why Play path is off and how to turn it on', () => {
    render(
      <TeachPanel
        model={robots.scara}
        points={[]}
        onPoints={ignore}
        onTeach={ignore}
        speed={1}
        onSpeed={ignore}
        playing={false}
        onPlay={ignore}
        onStop={ignore}
        alert={null}
      />,
    );
    const play = screen.getByRole('button', { name: 'Play path' });
    expect(play).toBeDisabled();
    expect(play).toHaveAccessibleDescription(
      /No points yet, so there is no path to play\..*press Teach point/,
    );
  });
});
