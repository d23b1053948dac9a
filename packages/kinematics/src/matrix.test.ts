import { describe, expect, it } from 'vitest';
import { dhTransform, identityMatrix, multiplyTransforms } from './matrix.ts';

describe('matrix', () => {
  it('builds the DH link transform Rz(θ)·Tz(d)·Tx(a)·Rx(α)', () => {
    const link = dhTransform(Math.PI / 2, 10, 5, Math.PI / 2);
    // x1 = world y, origin at (0, 5, 10); z1 = Rz(90°)·(0, −1, 0) = (1, 0, 0).
    expect([...link].map((v) => Math.round(v * 1e12) / 1e12 + 0)).toEqual([
      0, 0, 1, 0, 1, 0, 0, 5, 0, 1, 0, 10, 0, 0, 0, 1,
    ]);
  });

  it('composes transforms: identity is neutral and translations add', () => {
    const a = dhTransform(0.3, 10, 20, 0.7);
    const out = new Float64Array(16);
    expect([...multiplyTransforms(identityMatrix(), a, out)]).toEqual([...a]);
    const up = dhTransform(0, 5, 0, 0);
    multiplyTransforms(up, up, out);
    expect(out[11]).toBe(10);
  });
});
