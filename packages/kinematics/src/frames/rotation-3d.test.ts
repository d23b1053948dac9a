import { describe, expect, it } from 'vitest';
import { degToRad } from '../angles.ts';
import {
  determinant3,
  identityMatrix,
  maxAbsDifference,
  multiplyMatrices,
  transposeMatrix,
} from './row-matrix.ts';
import { matrixColumn, rotateVector, rotationX, rotationY, rotationZ } from './rotation-3d.ts';

const quarter = degToRad(90);

function expectVectorClose(actual: readonly number[], expected: readonly number[]) {
  actual.forEach((value, i) => expect(value).toBeCloseTo(expected[i]!, 12));
}

describe('rotation-3d', () => {
  it('turns axes by the right-hand rule', () => {
    expectVectorClose(rotateVector(rotationZ(quarter), [1, 0, 0]), [0, 1, 0]);
    expectVectorClose(rotateVector(rotationX(quarter), [0, 1, 0]), [0, 0, 1]);
    expectVectorClose(rotateVector(rotationY(quarter), [0, 0, 1]), [1, 0, 0]);
    // About y, x turns towards −z.
    expectVectorClose(rotateVector(rotationY(quarter), [1, 0, 0]), [0, 0, -1]);
  });

  it('builds orthonormal matrices with determinant 1', () => {
    for (const r of [rotationX(0.7), rotationY(-1.2), rotationZ(2.5)]) {
      expect(maxAbsDifference(multiplyMatrices(transposeMatrix(r), r), identityMatrix(3))).toBeLessThan(
        1e-12,
      );
      expect(determinant3(r)).toBeCloseTo(1, 12);
    }
  });

  it('reads a column as a rotated axis', () => {
    const r = rotationZ(0.4);
    expectVectorClose(matrixColumn(r, 0), rotateVector(r, [1, 0, 0]));
    expectVectorClose(matrixColumn(r, 2), [0, 0, 1]);
  });
});
