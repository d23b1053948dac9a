/**
 * The lab pages (marked `lab` in pages.ts) and the lab each lesson block opens, defined once for the
 * server that finds the lessons using a lab (GET /api/labs/lessons, lab-lessons.ts) and the web app
 * that links blocks to their labs. No zod here: lesson pages import it.
 */
import type { CodeCellLanguage } from '@tinkerlabs/rich-text/document';
import type { LabWidgetKind, RobotArmType } from '@tinkerlabs/rich-text/lab-widget';
import { matchPage, pages } from './pages.ts';

/** The addresses of the lab pages, in the site's order. */
export const labPagePaths: readonly string[] = pages.filter((page) => page.lab).map((page) => page.path);

/**
 * The lab page an address shows (without its query, hash or a trailing slash), or null.
 * @example labPageOf('/simulations/ScaraRobot?j1=30#top') // '/simulations/ScaraRobot'
 */
export function labPageOf(address: string): string | null {
  if (!address.startsWith('/') || address.startsWith('//')) return null;
  const match = matchPage(address.replace(/[?#].*$/, ''), pages);
  return match?.page.lab ? match.page.path : null;
}

/** Each robot arm's simulation page. */
export const robotArmLabPaths = {
  scara: '/simulations/ScaraRobot',
  cartesian: '/simulations/CartesianRobot',
  cylindrical: '/simulations/CylindricalRobot',
  spherical: '/simulations/SphericalRobot',
} as const satisfies Record<RobotArmType, string>;

/** The lab each code cell's language runs in. */
export const codeCellLabPaths = {
  python: '/labs/programming/python',
  micropython: '/labs/programming/micropython',
  cpp: '/labs/programming/cpp',
} as const satisfies Record<CodeCellLanguage, string>;

/** The lab page of each kind of lab widget but the robot arm (whose page depends on the arm). */
export const labWidgetPaths = {
  gridworld: '/labs/simulators/rl',
  maze: '/labs/simulators/maze-simulators',
  coordinateFrames: '/coordinate-transformation-d3',
} as const satisfies Record<Exclude<LabWidgetKind, 'robotArm'>, string>;
