import { describe, expect, it } from 'vitest';
import { robotIds, robots } from './robots.ts';
import { withinLimits } from './test-support.ts';

describe('robots', () => {
  it('lists every model under its own id', () => {
    expect(Object.keys(robots).sort()).toEqual([...robotIds].sort());
    for (const id of robotIds) expect(robots[id].id).toBe(id);
  });

  it.each(robotIds)('%s: joints are well formed and home is within the limits', (id) => {
    const model = robots[id];
    expect(model.basedOn.length).toBeGreaterThan(5);
    for (const joint of model.joints) {
      expect(joint.min).toBeLessThan(joint.max);
      expect(joint.maxVelocity).toBeGreaterThan(0);
      expect(joint.maxAcceleration).toBeGreaterThan(0);
    }
    expect(
      withinLimits(
        model,
        model.joints.map((joint) => joint.home),
      ),
    ).toBe(true);
  });

  it.each(robotIds)('%s: row i of the DH table carries joint i in θ (revolute) or d (prismatic)', (id) => {
    const model = robots[id];
    const home = model.joints.map((joint) => joint.home);
    const table = model.dhTable(home);
    expect(table).toHaveLength(model.joints.length);
    model.joints.forEach((joint, i) => {
      const moved = model.dhTable(home.map((value, k) => (k === i ? value + 0.5 : value)));
      const field = joint.type === 'revolute' ? 'theta' : 'd';
      expect(moved[i]![field] - table[i]![field]).toBeCloseTo(0.5, 12);
      // Nothing else in the table changes.
      moved.forEach((row, r) =>
        (['theta', 'd', 'a', 'alpha'] as const).forEach((key) => {
          if (r !== i || key !== field) expect(row[key]).toBe(table[r]![key]);
        }),
      );
    });
  });

  it('uses a downward SCARA quill with a 0–200 mm stroke', () => {
    const quill = robots.scara.joints[2]!;
    expect([quill.type, quill.min, quill.max]).toEqual(['prismatic', 0, 200]);
    expect(robots.scara.dhTable([0, 0, 0, 0])[1]!.alpha).toBe(Math.PI);
  });
});
