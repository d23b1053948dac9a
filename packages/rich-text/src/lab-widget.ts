/**
 * Lab widgets: a live lab inside a document, in a compact form, with the state an author gave it.
 * The kinds, their attributes and the accessible name each widget's region carries (the schema that
 * validates them is lab-widget-schema.ts, apart, so a page that only shows widgets carries no zod).
 */

export const labWidgetKinds = ['robotArm', 'gridworld', 'maze', 'coordinateFrames'] as const;
export type LabWidgetKind = (typeof labWidgetKinds)[number];

export const robotArmTypes = ['scara', 'cartesian', 'cylindrical', 'spherical'] as const;
export type RobotArmType = (typeof robotArmTypes)[number];

export const gridworldAlgorithms = [
  'policy-evaluation',
  'policy-iteration',
  'value-iteration',
  'q-learning',
  'sarsa',
] as const;
export type GridworldAlgorithm = (typeof gridworldAlgorithms)[number];

/** The gridworld lab's preset worlds (packages/rl/src/gridworld-presets.ts has the worlds themselves). */
export const gridworldWorlds = [
  'sutton-barto-4x4',
  'russell-norvig-4x3',
  'cliff-walking',
  'lab-default',
] as const;
export type GridworldWorld = (typeof gridworldWorlds)[number];

export const mazeMice = ['flood-fill', 'left-wall', 'right-wall'] as const;
export type MazeMouse = (typeof mazeMice)[number];

export const coordinateFigures = ['pose2d', 'euler'] as const;
export type CoordinateFigure = (typeof coordinateFigures)[number];

export type LabWidgetAttrs =
  | {
      kind: 'robotArm';
      arm: RobotArmType;
      /** The starting joint values in the lab's units and order (degrees for revolute joints, millimetres for prismatic). */
      joints: number[];
      /** An optional target point [x, y, z] in millimetres, in the arm's base frame, drawn in the scene. */
      target: [number, number, number] | null;
    }
  | { kind: 'gridworld'; world: GridworldWorld; algorithm: GridworldAlgorithm }
  | {
      kind: 'maze';
      /** A bundled maze's id ("classic/japan2013ef"), or null for `text`. */
      maze: string | null;
      /** An inline maze in the contest text format, when `maze` is null. */
      text: string | null;
      mouse: MazeMouse;
    }
  | {
      kind: 'coordinateFrames';
      figure: CoordinateFigure;
      /** pose2d: [x, y, θ in degrees]; euler: [yaw, pitch, roll] in degrees. */
      values: number[];
    };

const armNames: Record<RobotArmType, string> = {
  scara: 'SCARA',
  cartesian: 'Cartesian',
  cylindrical: 'Cylindrical',
  spherical: 'Spherical',
};

const worldNames: Record<GridworldWorld, string> = {
  'sutton-barto-4x4': 'Sutton and Barto 4 × 4',
  'russell-norvig-4x3': 'Russell and Norvig 4 × 3',
  'cliff-walking': 'cliff walking',
  'lab-default': 'the lab’s 7 × 7 world',
};

/**
 * The accessible name of a widget's region: what it is, so a screen reader's list of regions reads
 * as a list of labs.
 * @example labWidgetName({ kind: 'robotArm', arm: 'scara', joints: [], target: null }) // 'Robot arm: SCARA'
 */
export function labWidgetName(attrs: LabWidgetAttrs): string {
  switch (attrs.kind) {
    case 'robotArm':
      return `Robot arm: ${armNames[attrs.arm]}`;
    case 'gridworld':
      return `Gridworld: ${worldNames[attrs.world]}`;
    case 'maze':
      return `Maze: ${attrs.maze ? attrs.maze.split('/').pop() : 'inline maze'}`;
    case 'coordinateFrames':
      return `Coordinate frames: ${attrs.figure === 'pose2d' ? '2D pose' : 'Euler angles'}`;
  }
}
