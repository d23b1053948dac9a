import { describe, expect, it } from 'vitest';
import { armGeometry } from './arm-geometry.ts';
import { endEffectorPosition } from './forward.ts';
import { robots } from './robots.ts';

describe('armGeometry', () => {
  it('draws a connected chain of links from the floor to the tool of every arm', () => {
    for (const model of Object.values(robots)) {
      const q = model.joints.map((joint) => joint.home);
      const { links, tool, joints } = armGeometry(model, q);
      expect(joints.map((joint) => joint.type)).toEqual(model.joints.map((joint) => joint.type));
      const close = (a: number[], b: number[]) =>
        expect(Math.hypot(...a.map((v, i) => v - b[i]!))).toBeLessThan(1e-9);
      links.slice(1).forEach((link, index) => close(link.from, links[index]!.to));
      close(links.at(-1)!.to, tool);
      close(tool, [...endEffectorPosition(model, q)]);
      expect(links[0]!.from[2]).toBe(0);
    }
  });

  it('gives each prismatic joint a rail that spans its stroke along its axis', () => {
    const model = robots.cylindrical;
    const { joints } = armGeometry(model, [0, 60, 400]);
    const reach = joints[2]!;
    const spec = model.joints[2]!;
    const length = Math.hypot(...reach.rail!.to.map((value, index) => value - reach.rail!.from[index]!));
    expect(length).toBeCloseTo(spec.max - spec.min, 9);
    expect(reach.axis[0]).toBeCloseTo(1, 12); // at θ1 = 0 the arm reaches along world +X
  });
});
