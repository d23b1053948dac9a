import { describe, expect, it } from 'vitest';
import { inverseKinematics } from './inverse.ts';
import { robotIds, robots } from './robots.ts';
import { sampleWorkspace } from './workspace.ts';

describe('sampleWorkspace', () => {
  it.each(robotIds)('%s: returns count reachable points inside the bounds', (id) => {
    const model = robots[id];
    const points = sampleWorkspace(model, 2000, 3);
    expect(points).toHaveLength(6000);
    const { min, max } = model.bounds;
    let outside = 0;
    let unreachable = 0;
    for (let i = 0; i < points.length; i += 3) {
      for (let k = 0; k < 3; k++) {
        // Float32 storage rounds by up to ~3e-5 mm at these sizes.
        if (points[i + k]! < min[k]! - 1e-3 || points[i + k]! > max[k]! + 1e-3) outside++;
      }
      // Every 20th point: inverse kinematics finds a pose for it.
      if (
        i % 60 === 0 &&
        !inverseKinematics(model, { x: points[i]!, y: points[i + 1]!, z: points[i + 2]! }).ok
      ) {
        unreachable++;
      }
    }
    expect(outside).toBe(0);
    expect(unreachable).toBe(0);
  });

  it('is deterministic for a seed and different for another', () => {
    const first = sampleWorkspace(robots.scara, 100, 7);
    expect(sampleWorkspace(robots.scara, 100, 7)).toEqual(first);
    expect(sampleWorkspace(robots.scara, 100, 8)).not.toEqual(first);
  });

  it('fills the SCARA box, not just a corner of it', () => {
    const points = sampleWorkspace(robots.scara, 5000);
    let lowest = Infinity;
    let highest = -Infinity;
    let farthest = 0;
    for (let i = 0; i < points.length; i += 3) {
      lowest = Math.min(lowest, points[i + 2]!);
      highest = Math.max(highest, points[i + 2]!);
      farthest = Math.max(farthest, Math.hypot(points[i]!, points[i + 1]!));
    }
    expect(lowest).toBeLessThan(110);
    expect(highest).toBeGreaterThan(290);
    expect(farthest).toBeGreaterThan(590);
  });
});
