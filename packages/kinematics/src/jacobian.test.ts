import { describe, expect, it } from 'vitest';
import { forwardKinematics } from './forward.ts';
import { jacobian, positionManipulability, singularity } from './jacobian.ts';
import { robotIds, robots } from './robots.ts';
import { randomJoints } from './test-support.ts';

/** Central finite differences of the tool frame: linear velocity and the angular velocity from dR·Rᵀ. */
function finiteDifferenceJacobian(id: (typeof robotIds)[number], q: number[]): number[][] {
  const model = robots[id];
  const columns = q.map((_, j) => {
    const h = model.joints[j]!.type === 'revolute' ? 1e-6 : 1e-4;
    const plus = forwardKinematics(
      model,
      q.map((v, k) => (k === j ? v + h : v)),
    ).at(-1)!;
    const minus = forwardKinematics(
      model,
      q.map((v, k) => (k === j ? v - h : v)),
    ).at(-1)!;
    const tool = forwardKinematics(model, q).at(-1)!;
    const rotation = (m: Float64Array, r: number, c: number) => m[r * 4 + c]!;
    // W = (dR/dq)·Rᵀ is skew-symmetric; its entries give ω.
    const w = (r: number, c: number) => {
      let sum = 0;
      for (let k = 0; k < 3; k++)
        sum += ((rotation(plus, r, k) - rotation(minus, r, k)) / (2 * h)) * rotation(tool, c, k);
      return sum;
    };
    return [
      (plus[3]! - minus[3]!) / (2 * h),
      (plus[7]! - minus[7]!) / (2 * h),
      (plus[11]! - minus[11]!) / (2 * h),
      w(2, 1),
      w(0, 2),
      w(1, 0),
    ];
  });
  return [0, 1, 2, 3, 4, 5].map((row) => columns.map((column) => column[row]!));
}

describe('jacobian', () => {
  it.each(robotIds)('%s: matches finite differences of forward kinematics', (id) => {
    const model = robots[id];
    const next = randomJoints(model, 17);
    let worst = 0;
    for (let i = 0; i < 100; i++) {
      const q = next();
      const analytic = jacobian(model, q);
      const numeric = finiteDifferenceJacobian(id, q);
      expect(analytic).toHaveLength(6);
      analytic.forEach((row, r) => {
        expect(row).toHaveLength(model.joints.length);
        row.forEach((value, c) => {
          // Linear rows are in mm per unit joint motion; scale the tolerance with their size.
          const scale = r < 3 ? 1 + Math.abs(value) : 1;
          worst = Math.max(worst, Math.abs(value - numeric[r]![c]!) / scale);
        });
      });
    }
    expect(worst).toBeLessThan(1e-5);
  });
});

describe('singularity', () => {
  it('flags the stretched and folded SCARA arm and explains it', () => {
    const stretched = singularity(robots.scara, [0.4, 0, 100, 0]);
    expect(stretched.singular).toBe(true);
    expect(stretched.measure).toBe(0);
    expect(stretched.description).toContain('stretched');
    expect(singularity(robots.scara, [0.4, Math.PI, 100, 0]).singular).toBe(true);
    const bent = singularity(robots.scara, [0.4, 1, 100, 0]);
    expect(bent).toEqual({ singular: false, measure: Math.sin(1), description: null });
  });

  it('flags the spherical boom standing on the base axis', () => {
    const vertical = singularity(robots.spherical, [0.3, 0, 500]);
    expect(vertical.singular).toBe(true);
    expect(vertical.description).toContain('Boom vertical');
    expect(singularity(robots.spherical, [0.3, Math.PI / 2, 500]).singular).toBe(false);
  });

  it('flags the cylindrical tool on the column axis (a pose its reach stroke excludes)', () => {
    expect(singularity(robots.cylindrical, [0.3, 60, 0]).singular).toBe(true);
    expect(singularity(robots.cylindrical, [0.3, 60, 300]).singular).toBe(false);
  });

  it('never flags the Cartesian gantry', () => {
    const next = randomJoints(robots.cartesian, 2);
    for (let i = 0; i < 100; i++) expect(singularity(robots.cartesian, next()).singular).toBe(false);
  });

  it.each(robotIds)(
    '%s: flags a pose exactly when its measure is small, and rank loss has measure 0',
    (id) => {
      const model = robots[id];
      const next = randomJoints(model, 23);
      for (let i = 0; i < 200; i++) {
        const report = singularity(model, next());
        expect(report.singular).toBe(report.measure < 0.02);
        expect(report.description === null).toBe(!report.singular);
      }
      const singularPose = {
        scara: [0, 0, 0, 0],
        spherical: [0, 0, 500],
        cylindrical: [0, 0, 0],
        cartesian: null,
      }[id];
      if (singularPose) {
        expect(positionManipulability(model, singularPose)).toBeLessThan(1e-6);
        expect(singularity(model, singularPose).measure).toBeLessThan(1e-12);
      }
    },
  );

  it('spherical measure is the manipulability d3²·|sin θ2| divided by d3²', () => {
    const next = randomJoints(robots.spherical, 37);
    for (let i = 0; i < 50; i++) {
      const q = next();
      const expected = positionManipulability(robots.spherical, q) / (q[2]! * q[2]!);
      expect(singularity(robots.spherical, q).measure).toBeCloseTo(expected, 9);
    }
  });

  it('SCARA measure is the manipulability a1·a2·|sin θ2| divided by its maximum', () => {
    const next = randomJoints(robots.scara, 31);
    for (let i = 0; i < 50; i++) {
      const q = next();
      expect(positionManipulability(robots.scara, q) / (325 * 275)).toBeCloseTo(
        singularity(robots.scara, q).measure,
        9,
      );
    }
  });
});
