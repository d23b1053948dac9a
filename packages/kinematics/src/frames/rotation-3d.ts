// Rotations of space about the coordinate axes, by the right-hand rule: with the thumb along the axis,
// a positive angle turns the way the fingers curl.

export type Vector3 = readonly [number, number, number];

export function rotationX(angle: number): number[][] {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [
    [1, 0, 0],
    [0, c, -s],
    [0, s, c],
  ];
}

export function rotationY(angle: number): number[][] {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [
    [c, 0, s],
    [0, 1, 0],
    [-s, 0, c],
  ];
}

export function rotationZ(angle: number): number[][] {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [
    [c, -s, 0],
    [s, c, 0],
    [0, 0, 1],
  ];
}

export function rotateVector(m: readonly (readonly number[])[], v: Vector3): Vector3 {
  const [x, y, z] = v;
  const row = (i: number) => m[i]![0]! * x + m[i]![1]! * y + m[i]![2]! * z;
  return [row(0), row(1), row(2)];
}

/** The i-th column of a rotation: where the body's i-th axis points, in world coordinates. */
export const matrixColumn = (m: readonly (readonly number[])[], i: number): Vector3 => [
  m[0]![i]!,
  m[1]![i]!,
  m[2]![i]!,
];
