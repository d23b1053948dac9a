// Small dense matrices as arrays of rows: enough linear algebra for 3×3 homogeneous transforms in the
// plane and 3×3 rotations in space, written out so the lesson's numbers come from the same code it explains.
// Any size and easy to print; the arms' forward kinematics keep to ../matrix.ts, whose 4×4 transforms
// live in reused Float64Arrays so the hot path allocates nothing.

export type Matrix = readonly (readonly number[])[];
export type Vector = readonly number[];

export function identityMatrix(size: number): number[][] {
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => (row === col ? 1 : 0)),
  );
}

/** The product a·b; throws when the inner dimensions differ, which is a programming error. */
export function multiplyMatrices(a: Matrix, b: Matrix): number[][] {
  const inner = b.length;
  if (a.some((row) => row.length !== inner)) throw new Error('Matrix dimensions do not match for a product.');
  const columns = b[0]?.length ?? 0;
  return a.map((row) =>
    Array.from({ length: columns }, (_, col) => row.reduce((sum, value, k) => sum + value * b[k]![col]!, 0)),
  );
}

export function transposeMatrix(m: Matrix): number[][] {
  const columns = m[0]?.length ?? 0;
  return Array.from({ length: columns }, (_, col) => m.map((row) => row[col]!));
}

export function multiplyMatrixVector(m: Matrix, v: Vector): number[] {
  if (m.some((row) => row.length !== v.length)) throw new Error('Matrix and vector dimensions do not match.');
  return m.map((row) => row.reduce((sum, value, k) => sum + value * v[k]!, 0));
}

/** The largest entry-wise difference: how far two matrices are from equal, for checks shown to the reader. */
export function maxAbsDifference(a: Matrix, b: Matrix): number {
  let largest = 0;
  a.forEach((row, i) =>
    row.forEach((value, j) => (largest = Math.max(largest, Math.abs(value - b[i]![j]!)))),
  );
  return largest;
}

export function determinant3(m: Matrix): number {
  const [[a, b, c], [d, e, f], [g, h, i]] = m as [number[], number[], number[]];
  return a! * (e! * i! - f! * h!) - b! * (d! * i! - f! * g!) + c! * (d! * h! - e! * g!);
}
