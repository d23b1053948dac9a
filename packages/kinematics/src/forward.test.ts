import { describe, expect, it } from 'vitest';
import { chainTransform, endEffectorPosition, forwardKinematics, frameOrigin, toolYaw } from './forward.ts';
import { robotIds, robots } from './robots.ts';
import { distance, randomJoints } from './test-support.ts';

describe('forwardKinematics', () => {
  it.each(robotIds)('%s: the closed-form tool point equals the DH chain for random poses', (id) => {
    const model = robots[id];
    const next = randomJoints(model, 5);
    for (let i = 0; i < 500; i++) {
      const q = next();
      const frames = forwardKinematics(model, q);
      expect(frames).toHaveLength(model.joints.length + 1);
      expect(distance(frameOrigin(frames.at(-1)!), endEffectorPosition(model, q))).toBeLessThan(1e-9);
    }
  });

  it.each(robotIds)('%s: every frame is a proper rigid transform', (id) => {
    const model = robots[id];
    for (const frame of forwardKinematics(model, randomJoints(model, 9)())) {
      const column = (c: number) => [frame[c]!, frame[4 + c]!, frame[8 + c]!];
      const [x, y, z] = [column(0), column(1), column(2)];
      const dot = (a: number[], b: number[]) => a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
      expect(dot(x, x)).toBeCloseTo(1, 12);
      expect(dot(x, y)).toBeCloseTo(0, 12);
      // Right-handed: x × y = z.
      expect(x[1]! * y[2]! - x[2]! * y[1]!).toBeCloseTo(z[0]!, 12);
      expect([...frame.slice(12)]).toEqual([0, 0, 0, 1]);
    }
  });

  it.each(robotIds)('%s: T₀ₙ is the DH table’s product, the world tool frame less the raised base', (id) => {
    const model = robots[id];
    const q = randomJoints(model, 3)();
    const world = forwardKinematics(model, q).at(-1)!;
    const chain = chainTransform(model, q);
    const lowered = [...world];
    lowered[11] = world[11]! - (model.baseHeight ?? 0);
    chain.forEach((value, index) => expect(value).toBeCloseTo(lowered[index]!, 9));
  });

  it('gives the SCARA’s home pose a tool 200 mm below frame 0, on its 400 mm pedestal', () => {
    const q = [0, Math.PI / 3, 100, 0];
    expect(chainTransform(robots.scara, q)[11]).toBeCloseTo(-200, 9);
    expect(forwardKinematics(robots.scara, q).at(-1)![11]).toBeCloseTo(200, 9);
  });

  it('raises the SCARA base onto its pedestal and traces the arm with the frame origins', () => {
    const origins = forwardKinematics(robots.scara, [0, 0, 50, 0]).map(frameOrigin);
    expect(origins.map((o) => o.map((v) => Math.round(v * 1e6) / 1e6 + 0))).toEqual([
      [0, 0, 400],
      [325, 0, 400],
      [600, 0, 400],
      [600, 0, 350],
      [600, 0, 250],
    ]);
  });

  it('moves the Cartesian slides along world Z, X and Y with the tool pointing down', () => {
    const frames = forwardKinematics(robots.cartesian, [120, 300, 200]);
    expect(frames.map(frameOrigin).map((o) => o.map((v) => Math.round(v * 1e9) / 1e9 + 0))).toEqual([
      [0, 0, 0],
      [0, 0, 120],
      [300, 0, 120],
      [300, 200, 120],
    ]);
    const tool = frames.at(-1)!;
    expect([tool[2], tool[6], tool[10]].map((v) => Math.round(v!))).toEqual([0, 0, -1]);
  });

  it('points the cylindrical arm along +X at θ1 = 0 and the spherical boom horizontal at θ2 = 90°', () => {
    expect(distance(endEffectorPosition(robots.cylindrical, [0, 60, 400]), [400, 0, 310])).toBeLessThan(1e-9);
    expect(
      distance(endEffectorPosition(robots.spherical, [0, Math.PI / 2, 500]), [500, 150, 660]),
    ).toBeLessThan(1e-9);
  });

  it('writes into the given buffer without allocating a new one', () => {
    const out = new Float64Array(3);
    expect(endEffectorPosition(robots.scara, [0, 0, 0, 0], out)).toBe(out);
    expect([...out]).toEqual([600, 0, 300]);
  });

  it('measures the SCARA tool yaw from the tool frame x axis', () => {
    const q = [0.3, 0.8, 20, -0.4];
    const tool = forwardKinematics(robots.scara, q).at(-1)!;
    expect(Math.atan2(tool[4]!, tool[0]!)).toBeCloseTo(toolYaw(robots.scara, q), 12);
    expect(toolYaw(robots.cylindrical, [0.3, 10, 300])).toBe(0);
    // θ1 + θ2 − θ4 = 4.8 rad turns past half a circle: the yaw reads as the frame's, −1.48 rad.
    const turned = [2.3, 2.5, 20, 0];
    const turnedTool = forwardKinematics(robots.scara, turned).at(-1)!;
    expect(toolYaw(robots.scara, turned)).toBeCloseTo(Math.atan2(turnedTool[4]!, turnedTool[0]!), 12);
  });
});
