// Angle units for the lesson: the controls speak degrees, the maths radians.

export const degToRad = (degrees: number): number => (degrees * Math.PI) / 180;

export const radToDeg = (radians: number): number => (radians * 180) / Math.PI;

/** The same angle in (−π, π], so composed rotations read as a turn of at most half a circle. */
export function wrapRadians(radians: number): number {
  const turn = 2 * Math.PI;
  const wrapped = radians - turn * Math.floor((radians + Math.PI) / turn);
  // floor puts exactly −π at −π; the half-open interval wants +π instead.
  return wrapped <= -Math.PI ? wrapped + turn : wrapped;
}

/** The same angle in (−180°, 180°]. */
export const wrapDegrees = (degrees: number): number => radToDeg(wrapRadians(degToRad(degrees)));
