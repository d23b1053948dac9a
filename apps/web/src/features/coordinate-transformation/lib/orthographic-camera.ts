// The 3D view's camera: an orthographic projection onto the screen of a viewer standing at a given
// azimuth (about world z, from the x axis) and elevation (above the x–y plane), always looking at the
// origin with world z drawn upwards. Parallel projection keeps lengths comparable everywhere in the view.
import type { Vector3 } from '@tinkerlabs/kinematics/frames/rotation-3d';

export interface OrbitCamera {
  /** Radians about world z, measured from +x towards +y. */
  azimuth: number;
  /** Radians above the x–y plane; kept short of ±90° so "up" on screen stays defined. */
  elevation: number;
}

export interface ProjectedPoint {
  /** Screen units to the right of the centre. */
  x: number;
  /** Screen units above the centre (the drawing flips this for SVG, whose y grows downwards). */
  y: number;
  /** Distance towards the viewer: larger is nearer, for painting far things first. */
  depth: number;
}

export interface CameraBasis {
  right: Vector3;
  up: Vector3;
  towardViewer: Vector3;
}

const dot = (a: Vector3, b: Vector3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** An orthonormal, right-handed basis: right × up = towardViewer. */
export function cameraBasis({ azimuth, elevation }: OrbitCamera): CameraBasis {
  const [ca, sa, ce, se] = [Math.cos(azimuth), Math.sin(azimuth), Math.cos(elevation), Math.sin(elevation)];
  return {
    right: [-sa, ca, 0],
    up: [-se * ca, -se * sa, ce],
    towardViewer: [ce * ca, ce * sa, se],
  };
}

export function projectPoint(basis: CameraBasis, p: Vector3): ProjectedPoint {
  return { x: dot(p, basis.right), y: dot(p, basis.up), depth: dot(p, basis.towardViewer) };
}

export const maxElevation = (89 * Math.PI) / 180;

/** The camera after a drag: horizontal motion orbits about z, vertical motion tilts, within the limits. */
export function orbitCamera(camera: OrbitCamera, dAzimuth: number, dElevation: number): OrbitCamera {
  const elevation = Math.max(-maxElevation, Math.min(maxElevation, camera.elevation + dElevation));
  return { azimuth: camera.azimuth + dAzimuth, elevation };
}
