/**
 * The lesson page's starting pose and attitude in its address, so another lesson's figure can open
 * it where it was: /coordinate-transformation-d3?pose=1,0.5,30#frames-heading (x, y, θ in degrees)
 * or ?euler=30,20,15#euler-heading (yaw, pitch, roll in degrees). The fragment scrolls to the section.
 */
import { eulerControlsFrom, type EulerControls } from './attitude-controls.ts';
import { bodyControlsFrom, type BodyControls } from './body-controls.ts';

export const coordinateLessonPath = '/coordinate-transformation-d3';

export type CoordinateFigure = 'pose2d' | 'euler';

const parameter = { pose2d: 'pose', euler: 'euler' } as const;
const section = { pose2d: 'frames-heading', euler: 'euler-heading' } as const;

/** @example coordinateLessonHref('pose2d', [1, 0.5, 30]) // '/coordinate-transformation-d3?pose=1%2C0.5%2C30#frames-heading' */
export function coordinateLessonHref(figure: CoordinateFigure, values: readonly number[]): string {
  const search = new URLSearchParams({ [parameter[figure]]: values.join(',') });
  return `${coordinateLessonPath}?${search}#${section[figure]}`;
}

/** Three finite numbers from "a,b,c", or null. */
function readTriple(raw: string | null): [number, number, number] | null {
  const values = raw?.split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
  return values?.length === 3 && values.every(Number.isFinite) ? (values as [number, number, number]) : null;
}

/** The body frame's pose the address asks for, or null. */
export function readBodyStart(search: URLSearchParams): BodyControls | null {
  const pose = readTriple(search.get(parameter.pose2d));
  return pose ? bodyControlsFrom(...pose) : null;
}

/** The attitude the address asks for, or null. */
export function readAttitudeStart(search: URLSearchParams): EulerControls | null {
  const angles = readTriple(search.get(parameter.euler));
  return angles ? eulerControlsFrom(...angles) : null;
}
