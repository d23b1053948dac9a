import { describe, expect, it } from 'vitest';
import {
  determinant3,
  identityMatrix,
  maxAbsDifference,
  multiplyMatrices,
  multiplyMatrixVector,
  transposeMatrix,
} from './row-matrix.ts';

describe('row matrices', () => {
  it('builds an identity matrix', () => {
    expect(identityMatrix(3)).toEqual([
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ]);
  });

  it('multiplies matrices row by column, and not commutatively', () => {
    const a = [
      [1, 2],
      [3, 4],
    ];
    const b = [
      [0, 1],
      [1, 0],
    ];
    expect(multiplyMatrices(a, b)).toEqual([
      [2, 1],
      [4, 3],
    ]);
    expect(multiplyMatrices(b, a)).toEqual([
      [3, 4],
      [1, 2],
    ]);
  });

  it('refuses a product of mismatched shapes', () => {
    expect(() => multiplyMatrices([[1, 2, 3]], [[1], [2]])).toThrow();
    expect(() => multiplyMatrixVector([[1, 2]], [1, 2, 3])).toThrow();
  });

  it('transposes and applies a matrix to a vector', () => {
    expect(transposeMatrix([[1, 2, 3]])).toEqual([[1], [2], [3]]);
    expect(
      multiplyMatrixVector(
        [
          [1, 2],
          [3, 4],
        ],
        [5, 6],
      ),
    ).toEqual([17, 39]);
  });

  it('measures the difference between matrices and a 3×3 determinant', () => {
    expect(maxAbsDifference([[1, 2]], [[1.5, 1]])).toBe(1);
    expect(
      determinant3([
        [2, 0, 1],
        [1, 3, 2],
        [1, 1, 2],
      ]),
    ).toBe(6);
  });
});
