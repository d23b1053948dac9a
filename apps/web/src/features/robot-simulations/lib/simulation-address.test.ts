import { radToDeg } from '@tinkerlabs/kinematics/angles';
import { robots } from '@tinkerlabs/kinematics/robots';
import { describe, expect, it } from 'vitest';
import { poseFromDisplay, simulationAddress } from './simulation-address.ts';
import { defaultParams, readSimulationParams } from './simulation-params.ts';

const read = (href: string, model = robots.scara) => {
  const url = new URL(href, 'https://tinkerlabs.test');
  return {
    path: url.pathname,
    params: readSimulationParams(url.searchParams, model.joints, defaultParams(model)),
  };
};

describe('a robot page’s address for a given pose', () => {
  it('opens the page on the joint values (° and mm) and the target', () => {
    const { path, params } = read(simulationAddress(robots.scara, [30, 45, 100, 0], [400, 250, 200]));
    expect(path).toBe('/simulations/ScaraRobot');
    expect(params.q.map((value, index) => (index === 2 ? value : radToDeg(value)))).toEqual([
      expect.closeTo(30, 9),
      expect.closeTo(45, 9),
      100,
      expect.closeTo(0, 9),
    ]);
    expect(params.target).toMatchObject({ x: 400, y: 250, z: 200 });
  });

  it('puts the target at the tool without one, and missing joints at home, within their limits', () => {
    const model = robots.cylindrical;
    const q = poseFromDisplay(model, [10, 9999]);
    expect(q[1]).toBe(model.joints[1]!.max);
    expect(q[2]).toBe(model.joints[2]!.home);
    const { params } = read(simulationAddress(model, [10, 9999], null), model);
    expect(params.q).toEqual(q.map((value) => expect.closeTo(value, 9)));
    expect(params.target).toEqual(
      expect.objectContaining({ x: expect.any(Number), y: expect.any(Number), z: expect.any(Number) }),
    );
  });
});
