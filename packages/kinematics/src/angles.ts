/** Angle helpers: the UI speaks degrees, the package works in radians. */

const TWO_PI = 2 * Math.PI;

/** @example degToRad(180) // Math.PI */
export function degToRad(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** @example radToDeg(Math.PI / 2) // 90 */
export function radToDeg(radians: number): number {
  return (radians * 180) / Math.PI;
}

/**
 * The same direction expressed in (-π, π].
 *
 * @example wrapAngle(3 * Math.PI / 2) // -Math.PI / 2
 */
export function wrapAngle(radians: number): number {
  if (radians > -Math.PI && radians <= Math.PI) return radians;
  const wrapped = radians - TWO_PI * Math.floor((radians + Math.PI) / TWO_PI);
  // floor() puts -π itself (and rounding just below it) at the open end; move it to the closed one.
  return wrapped <= -Math.PI ? wrapped + TWO_PI : wrapped;
}

/**
 * The same direction in (−180°, 180°], for controls that show degrees.
 *
 * @example wrapDegrees(270) // -90
 */
export function wrapDegrees(degrees: number): number {
  return radToDeg(wrapAngle(degToRad(degrees)));
}
