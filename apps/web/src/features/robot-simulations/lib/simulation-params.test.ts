import type { JointSpec } from '@tinkerlabs/kinematics/robot-model';
import { describe, expect, it } from 'vitest';
import { readSimulationParams, writeSimulationParams, type SimulationParams } from './simulation-params.ts';

const joints: JointSpec[] = [
  {
    symbol: 'θ1',
    label: 'Base',
    type: 'revolute',
    min: -Math.PI,
    max: Math.PI,
    home: 0,
    maxVelocity: 1,
    maxAcceleration: 1,
  },
  {
    symbol: 'd2',
    label: 'Lift',
    type: 'prismatic',
    min: 0,
    max: 300,
    home: 100,
    maxVelocity: 1,
    maxAcceleration: 1,
  },
];

const defaults: SimulationParams = {
  q: [0, 100],
  target: { x: 1, y: 2, z: 3, toolAngle: 0 },
  path: 'joint',
  speed: 1,
  showFrames: false,
  showWorkspace: false,
  showTrail: true,
  points: [],
};

const read = (search: string) => readSimulationParams(new URLSearchParams(search), joints, defaults);

describe('simulation params', () => {
  it('falls back to the defaults for an empty address', () => {
    expect(read('')).toEqual(defaults);
  });

  it('round-trips a state exactly enough to reproduce the pose', () => {
    const state: SimulationParams = {
      q: [0.7853981633974483, 123.456789],
      target: { x: -250.5, y: 10, z: 0.125, toolAngle: 45 },
      path: 'line',
      speed: 5,
      showFrames: true,
      showWorkspace: true,
      showTrail: false,
      points: [
        [0.1, 50],
        [-1.2, 250],
      ],
    };
    const search = writeSimulationParams(state, joints, { toolAngle: true });
    expect(search).toContain('j1=45&');
    const back = read(search);
    expect(back.q[0]).toBeCloseTo(state.q[0]!, 12);
    expect(back.q[1]).toBeCloseTo(state.q[1]!, 9);
    expect(back.points[1]![0]).toBeCloseTo(-1.2, 12);
    expect({ ...back, q: state.q, points: state.points }).toEqual(state);
  });

  it('clamps joints to their limits and ignores values that are not numbers', () => {
    const state = read('j1=720&j2=abc&path=zigzag&speed=3&frames=yes&pts=1,2;3');
    expect(state.q).toEqual([Math.PI, 100]);
    expect(state.path).toBe('joint');
    expect(state.speed).toBe(1);
    expect(state.showFrames).toBe(false);
    expect(state.points).toEqual([]);
  });

  it('writes the tool angle only for arms that have one', () => {
    expect(writeSimulationParams(defaults, joints, { toolAngle: false })).not.toContain('ta=');
  });
});
