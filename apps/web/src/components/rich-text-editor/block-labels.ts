/**
 * The words the interactive blocks' dialogs and summaries use for the values the document stores:
 * languages, answer kinds, lab kinds and each lab's choices, in the order the package lists them.
 */
import { codeCellLanguages, type CodeCellLanguage } from '@tinkerlabs/rich-text/document';
import { exerciseAnswerKinds, type ExerciseAnswerKind } from '@tinkerlabs/rich-text/exercise';
import {
  coordinateFigures,
  gridworldAlgorithms,
  gridworldWorlds,
  labWidgetKinds,
  mazeMice,
  robotArmTypes,
  type CoordinateFigure,
  type GridworldAlgorithm,
  type GridworldWorld,
  type LabWidgetKind,
  type MazeMouse,
  type RobotArmType,
} from '@tinkerlabs/rich-text/lab-widget';
import { languageLabel } from '@/components/rich-text/language-label.ts';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

const choices = <T extends string>(values: readonly T[], label: (value: T) => string): Choice<T>[] =>
  values.map((value) => ({ value, label: label(value) }));

export const languageChoices = choices<CodeCellLanguage>(codeCellLanguages, languageLabel);

export const answerKindLabels: Record<ExerciseAnswerKind, string> = {
  number: 'A number',
  choice: 'Multiple choice',
  text: 'A text or an expression',
  code: 'A program (checked by tests)',
};
export const answerKindChoices = choices(exerciseAnswerKinds, (kind) => answerKindLabels[kind]);

export const labKindLabels: Record<LabWidgetKind, string> = {
  robotArm: 'Robot arm',
  gridworld: 'Gridworld',
  maze: 'Maze',
  coordinateFrames: 'Coordinate frames',
};
export const labKindChoices = choices(labWidgetKinds, (kind) => labKindLabels[kind]);

const armLabels: Record<RobotArmType, string> = {
  scara: 'SCARA',
  cartesian: 'Cartesian',
  cylindrical: 'Cylindrical',
  spherical: 'Spherical',
};
export const armChoices = choices(robotArmTypes, (arm) => armLabels[arm]);

const worldLabels: Record<GridworldWorld, string> = {
  'sutton-barto-4x4': 'Sutton and Barto’s 4 × 4 grid (Example 4.1)',
  'russell-norvig-4x3': 'Russell and Norvig’s 4 × 3 world (Figure 17.3)',
  'cliff-walking': 'Cliff walking (Example 6.6)',
  'lab-default': 'The lab’s own world',
};
export const worldChoices = choices(gridworldWorlds, (world) => worldLabels[world]);

export const algorithmLabels: Record<GridworldAlgorithm, string> = {
  'policy-evaluation': 'Policy evaluation',
  'policy-iteration': 'Policy iteration',
  'value-iteration': 'Value iteration',
  'q-learning': 'Q-learning',
  sarsa: 'SARSA',
};
export const algorithmChoices = choices(gridworldAlgorithms, (algorithm) => algorithmLabels[algorithm]);

export const mouseLabels: Record<MazeMouse, string> = {
  'flood-fill': 'Flood fill',
  'left-wall': 'Left-wall follower',
  'right-wall': 'Right-wall follower',
};
export const mouseChoices = choices(mazeMice, (mouse) => mouseLabels[mouse]);

const figureLabels: Record<CoordinateFigure, string> = {
  pose2d: '2D pose (x, y, θ)',
  euler: 'Euler angles (yaw, pitch, roll)',
};
export const figureChoices = choices(coordinateFigures, (figure) => figureLabels[figure]);

/** The names of a figure's three values, in the document's order. */
export const figureValueLabels: Record<CoordinateFigure, readonly [string, string, string]> = {
  pose2d: ['x', 'y', 'θ (degrees)'],
  euler: ['Yaw (degrees)', 'Pitch (degrees)', 'Roll (degrees)'],
};
