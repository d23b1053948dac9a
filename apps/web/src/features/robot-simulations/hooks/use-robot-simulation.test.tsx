import { endEffectorPosition, toolYaw } from '@tinkerlabs/kinematics/forward';
import { robots } from '@tinkerlabs/kinematics/robots';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import { useRobotSimulation } from './use-robot-simulation.ts';

const deg = (value: number) => (value * Math.PI) / 180;

describe('useRobotSimulation', () => {
  it('moves in joint space to the roll nearest where it is: 20° of turn, not 340°', () => {
    const q = [0, deg(60), 100, deg(170)];
    const [x, y, z] = endEffectorPosition(robots.scara, q);
    // 20° less tool yaw (the roll turns against it): the nearest roll is 190°; inverse kinematics gives −170°.
    const toolAngle = (toolYaw(robots.scara, q) * 180) / Math.PI - 20;
    const at = `/simulations/ScaraRobot?j1=0&j2=60&j3=100&j4=170&tx=${x}&ty=${y}&tz=${z}&ta=${toolAngle}&path=joint`;
    let simulation: ReturnType<typeof useRobotSimulation> | undefined;
    function Probe() {
      simulation = useRobotSimulation(robots.scara);
      return null;
    }
    renderPage(<Probe />, { at });
    act(() => simulation!.moveToTarget());
    const plan = simulation!.plan!;
    const end = plan.samples.at(-1)!.q;
    // Before, the roll's 340° made the other elbow look nearer: the arm flipped its elbow (0.53 s).
    expect(end.slice(0, 3)).toEqual(q.slice(0, 3));
    expect(end[3]).toBeCloseTo(deg(190), 6);
    expect(plan.duration).toBeLessThan(0.2);
    simulation!.player.stop();
  });
});
