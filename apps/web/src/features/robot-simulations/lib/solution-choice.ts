/**
 * Which inverse-kinematics solution the target panel uses. The learner's choice is kept by its
 * posture's name ("Boom over the top"), not by its place in the list, so it stays while a new target is
 * typed; when that posture cannot reach the target, the page says so instead of taking another one.
 */
import type { IkResult } from '@tinkerlabs/kinematics/robot-model';

export type SolutionChoice = { index: number; unavailable: null } | { index: null; unavailable: string };

/**
 * `posture` is the chosen posture's name, or null while nothing is chosen: then `offered` (the
 * solution needing the least joint motion) is used.
 */
export function solutionChoice(ik: IkResult, posture: string | null, offered: number): SolutionChoice {
  if (!ik.ok || posture === null) return { index: offered, unavailable: null };
  const index = ik.solutions.findIndex((solution) => solution.label === posture);
  return index >= 0 ? { index, unavailable: null } : { index: null, unavailable: posture };
}

/**
 * @example unavailablePostureMessage('Boom forward', ['Boom over the top'])
 * // '“Boom forward” cannot reach this target: choose “Boom over the top” or change the target.'
 */
export function unavailablePostureMessage(posture: string, available: readonly string[]): string {
  const others = available.map((label) => `“${label}”`).join(' or ');
  return `“${posture}” cannot reach this target: choose ${others} or change the target.`;
}
