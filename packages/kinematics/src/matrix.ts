/**
 * 4×4 homogeneous transforms stored row-major in a Float64Array(16) (m[row * 4 + col]), written into
 * caller-owned buffers so the forward-kinematics chain allocates nothing per call.
 */

import type { DhRow } from './robot-model.ts';

export function identityMatrix(out: Float64Array = new Float64Array(16)): Float64Array {
  out.fill(0);
  out[0] = out[5] = out[10] = out[15] = 1;
  return out;
}

/** Standard DH link transform Rz(θ)·Tz(d)·Tx(a)·Rx(α). */
export function dhTransform(
  theta: number,
  d: number,
  a: number,
  alpha: number,
  out: Float64Array = new Float64Array(16),
): Float64Array {
  const ct = Math.cos(theta);
  const st = Math.sin(theta);
  const ca = Math.cos(alpha);
  const sa = Math.sin(alpha);
  out[0] = ct;
  out[1] = -st * ca;
  out[2] = st * sa;
  out[3] = a * ct;
  out[4] = st;
  out[5] = ct * ca;
  out[6] = -ct * sa;
  out[7] = a * st;
  out[8] = 0;
  out[9] = sa;
  out[10] = ca;
  out[11] = d;
  out[12] = 0;
  out[13] = 0;
  out[14] = 0;
  out[15] = 1;
  return out;
}

export function dhRowTransform(row: DhRow, out?: Float64Array): Float64Array {
  return dhTransform(row.theta, row.d, row.a, row.alpha, out);
}

/** out = left · right for homogeneous transforms (the bottom row stays 0 0 0 1). out may not alias an input. */
export function multiplyTransforms(left: Float64Array, right: Float64Array, out: Float64Array): Float64Array {
  for (let row = 0; row < 3; row++) {
    const l0 = left[row * 4]!;
    const l1 = left[row * 4 + 1]!;
    const l2 = left[row * 4 + 2]!;
    const l3 = left[row * 4 + 3]!;
    for (let col = 0; col < 3; col++) {
      out[row * 4 + col] = l0 * right[col]! + l1 * right[4 + col]! + l2 * right[8 + col]!;
    }
    out[row * 4 + 3] = l0 * right[3]! + l1 * right[7]! + l2 * right[11]! + l3;
  }
  out[12] = 0;
  out[13] = 0;
  out[14] = 0;
  out[15] = 1;
  return out;
}
