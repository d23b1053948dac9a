/**
 * The 3D view's camera as an orbit around a target point, in three.js's Y-up world: drag to turn it,
 * wheel or pinch to move nearer or farther, right-drag (or Shift-drag) to slide the target. Pure maths
 * with no three.js, kept on the page's main thread while the scene draws in a worker; the same turns
 * as three.js's OrbitControls (a drag across the view's height is one full turn).
 */
import type { Vec3 } from '@tinkerlabs/kinematics/arm-geometry';

export type { Vec3 };

export interface Orbit {
  target: Vec3;
  /** Distance from the target. */
  radius: number;
  /** Turn about the vertical (Y) axis, from +Z towards +X. */
  azimuth: number;
  /** Angle from the vertical: 0 looks straight down, π straight up. */
  polar: number;
  /** The nearest and farthest the camera may come. */
  minRadius: number;
  maxRadius: number;
}

export interface CameraPose {
  position: Vec3;
  target: Vec3;
}

/** Keeps the camera off the poles, where "up" is undefined and the view would flip. */
const poleMargin = 1e-3;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function orbitFrom(
  position: Vec3,
  target: Vec3,
  limits: { minRadius: number; maxRadius: number },
): Orbit {
  const dx = position[0] - target[0];
  const dy = position[1] - target[1];
  const dz = position[2] - target[2];
  const radius = Math.hypot(dx, dy, dz);
  return {
    target: [...target],
    radius,
    azimuth: Math.atan2(dx, dz),
    polar: radius === 0 ? Math.PI / 2 : Math.acos(clamp(dy / radius, -1, 1)),
    ...limits,
  };
}

export function orbitPose(orbit: Orbit): CameraPose {
  const { target, radius, azimuth, polar } = orbit;
  const across = radius * Math.sin(polar);
  return {
    position: [
      target[0] + across * Math.sin(azimuth),
      target[1] + radius * Math.cos(polar),
      target[2] + across * Math.cos(azimuth),
    ],
    target: [...target],
  };
}

/** A drag of (dx, dy) pixels over a view `height` pixels tall: across the whole height is a full turn. */
export function turn(orbit: Orbit, dx: number, dy: number, height: number): Orbit {
  const perPixel = (2 * Math.PI) / Math.max(1, height);
  return {
    ...orbit,
    azimuth: orbit.azimuth - dx * perPixel,
    polar: clamp(orbit.polar - dy * perPixel, poleMargin, Math.PI - poleMargin),
  };
}

/** Turns by angles (radians): about the vertical, and towards (negative) or away from the top view. */
export function turnBy(orbit: Orbit, azimuth: number, polar: number): Orbit {
  return {
    ...orbit,
    azimuth: orbit.azimuth + azimuth,
    polar: clamp(orbit.polar + polar, poleMargin, Math.PI - poleMargin),
  };
}

const keyTurn = Math.PI / 12; // 15°
const keyZoom = 0.8;

/**
 * The camera's keys in the focused view (the arrow keys move the selected joint): A and D turn it
 * left and right, W and S tilt it up and down, + and − zoom; null for any other key. Shift is
 * ignored, so + works on keyboards where it needs Shift.
 */
export function cameraKeyMove(key: string): ((orbit: Orbit) => Orbit) | null {
  switch (key) {
    case 'a':
    case 'A':
      return (orbit) => turnBy(orbit, -keyTurn, 0);
    case 'd':
    case 'D':
      return (orbit) => turnBy(orbit, keyTurn, 0);
    case 'w':
    case 'W':
      return (orbit) => turnBy(orbit, 0, -keyTurn);
    case 's':
    case 'S':
      return (orbit) => turnBy(orbit, 0, keyTurn);
    case '+':
    case '=':
      return (orbit) => zoom(orbit, keyZoom);
    case '-':
    case '_':
      return (orbit) => zoom(orbit, 1 / keyZoom);
    default:
      return null;
  }
}

/** Moves nearer (factor < 1) or farther (factor > 1), within the orbit's limits. */
export function zoom(orbit: Orbit, factor: number): Orbit {
  if (!Number.isFinite(factor) || factor <= 0) return orbit;
  return { ...orbit, radius: clamp(orbit.radius * factor, orbit.minRadius, orbit.maxRadius) };
}

/** A wheel turn as a zoom factor: one notch (100 px of deltaY) is about 10 %. */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 33 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.exp(clamp(pixels, -400, 400) * 0.001);
}

/**
 * Slides the target (and the camera with it) in the view's plane so that the point under the
 * pointer follows it: (dx, dy) pixels on a view `height` pixels tall with a vertical field of view of
 * `fov` degrees.
 */
export function pan(orbit: Orbit, dx: number, dy: number, height: number, fov: number): Orbit {
  const { position, target } = orbitPose(orbit);
  const forward = normalise(sub(target, position));
  const right = normalise(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const unitsPerPixel = (2 * orbit.radius * Math.tan(((fov / 2) * Math.PI) / 180)) / Math.max(1, height);
  const move = add(scale(right, -dx * unitsPerPixel), scale(up, dy * unitsPerPixel));
  return { ...orbit, target: add(orbit.target, move) };
}

const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
function normalise(a: Vec3): Vec3 {
  const length = Math.hypot(...a);
  return length === 0 ? [0, 0, 0] : scale(a, 1 / length);
}
