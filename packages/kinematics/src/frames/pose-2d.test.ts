import { describe, expect, it } from 'vitest';
import { degToRad } from '../angles.ts';
import { identityMatrix, maxAbsDifference, multiplyMatrices, multiplyMatrixVector } from './row-matrix.ts';
import {
  composePoses,
  homogeneousMatrix2d,
  invertPose,
  poseFromHomogeneous,
  rotationMatrix2d,
  toChildFrame,
  toParentFrame,
  type Pose2D,
} from './pose-2d.ts';

const body: Pose2D = { angle: degToRad(30), x: 2, y: 1 };
const other: Pose2D = { angle: degToRad(-75), x: -1, y: 0.5 };

function expectPoseClose(actual: Pose2D, expected: Pose2D) {
  expect(actual.angle).toBeCloseTo(expected.angle, 10);
  expect(actual.x).toBeCloseTo(expected.x, 10);
  expect(actual.y).toBeCloseTo(expected.y, 10);
}

describe('pose-2d', () => {
  it('rotates the x axis onto (cos θ, sin θ) and the y axis onto (−sin θ, cos θ)', () => {
    const r = rotationMatrix2d(degToRad(90));
    expect(multiplyMatrixVector(r, [1, 0])[0]).toBeCloseTo(0, 12);
    expect(multiplyMatrixVector(r, [1, 0])[1]).toBeCloseTo(1, 12);
    expect(multiplyMatrixVector(r, [0, 1])[0]).toBeCloseTo(-1, 12);
  });

  it('maps a body point to the world as T times its homogeneous coordinates', () => {
    const p = { x: 1, y: 0 };
    const world = toParentFrame(body, p);
    // 30° turn then a shift by (2, 1): (cos 30°, sin 30°) + (2, 1).
    expect(world.x).toBeCloseTo(2 + Math.sqrt(3) / 2, 12);
    expect(world.y).toBeCloseTo(1.5, 12);
    const [x, y, w] = multiplyMatrixVector(homogeneousMatrix2d(body), [p.x, p.y, 1]);
    expect([x, y, w]).toEqual([world.x, world.y, 1].map((v) => expect.closeTo(v, 12)));
  });

  it('maps world coordinates back to the body, undoing toParentFrame', () => {
    const world = { x: 3.2, y: -1.4 };
    const back = toParentFrame(body, toChildFrame(body, world));
    expect(back.x).toBeCloseTo(world.x, 12);
    expect(back.y).toBeCloseTo(world.y, 12);
    const origin = toChildFrame(body, { x: 2, y: 1 });
    expect(Math.hypot(origin.x, origin.y)).toBeLessThan(1e-12);
  });

  it('composes poses as the product of their homogeneous matrices, in order', () => {
    const ab = composePoses(body, other);
    const ba = composePoses(other, body);
    expectPoseClose(
      ab,
      poseFromHomogeneous(multiplyMatrices(homogeneousMatrix2d(body), homogeneousMatrix2d(other))),
    );
    expectPoseClose(
      ba,
      poseFromHomogeneous(multiplyMatrices(homogeneousMatrix2d(other), homogeneousMatrix2d(body))),
    );
    // Same total rotation, different origin: order matters.
    expect(ab.angle).toBeCloseTo(ba.angle, 12);
    expect(Math.hypot(ab.x - ba.x, ab.y - ba.y)).toBeGreaterThan(1);
  });

  it('inverts a pose as [Rᵀ, −Rᵀt; 0 1], whose product with T is the identity', () => {
    const inverse = invertPose(body);
    const c = Math.cos(body.angle);
    const s = Math.sin(body.angle);
    expectPoseClose(inverse, { angle: -body.angle, x: -(c * 2 + s * 1), y: -(-s * 2 + c * 1) });
    const product = multiplyMatrices(homogeneousMatrix2d(body), homogeneousMatrix2d(inverse));
    expect(maxAbsDifference(product, identityMatrix(3))).toBeLessThan(1e-12);
    expectPoseClose(composePoses(inverse, body), { angle: 0, x: 0, y: 0 });
  });

  it('keeps composed angles within (−π, π]', () => {
    const half = { angle: degToRad(170), x: 0, y: 0 };
    expect(composePoses(half, half).angle).toBeCloseTo(degToRad(-20), 12);
  });
});
