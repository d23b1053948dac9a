/**
 * Where the home page's SCARA drawing (components/scara-drawing.tsx) puts things: SVG coordinates in
 * millimetres, the arm's x axis up the screen and its y axis to the left, the base at the centre.
 * Plain values, so the drawing's module exports only its component.
 */
import type { PlanePoint } from './follow-target.ts';

/** The rest pose (joints at home: θ1 = 0°, θ2 = 60°), worked out once; a test checks it against the kinematics. */
export const restDrawing = {
  elbow: [325, 0],
  tool: [462.5, 238.157],
} as const satisfies { elbow: PlanePoint; tool: PlanePoint };

/** Reach of the tool from the shoulder axis: 325 + 275 mm, and the 162.6 mm the elbow's ±150° allows. */
export const outerReach = 600;
export const innerReach = 162.6;
const half = 640;
export const drawingViewBox = `${-half} ${-half} ${2 * half} ${2 * half}`;

/** SVG coordinates of a point of the arm's plane. */
export const toDrawing = ([x, y]: PlanePoint): PlanePoint => [-y, -x];
/** The arm's plane's coordinates of an SVG point. */
export const fromDrawing = ([u, v]: PlanePoint): PlanePoint => [-v, -u];
