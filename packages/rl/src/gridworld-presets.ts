/**
 * Named gridworlds a lesson or the lab can start from: textbook examples (Sutton & Barto,
 * Reinforcement Learning: An Introduction, 2nd ed., 2018; Russell & Norvig, Artificial Intelligence:
 * A Modern Approach, 3rd ed., 2010) and the lab's own default world, each with the discount (and,
 * where the book gives them, the learning parameters) its source uses, the algorithm whose result the
 * book prints and the decimals it prints it with, so the lab can show the book's figure.
 */
import type { DpAlgorithm } from './dynamic-programming.ts';
import { defaultGridworld, parseGridworld, type Gridworld } from './gridworld.ts';

export const gridworldPresetIds = [
  'sutton-barto-4x4',
  'russell-norvig-4x3',
  'cliff-walking',
  'lab-default',
] as const;
export type GridworldPresetId = (typeof gridworldPresetIds)[number];

export interface GridworldPreset {
  id: GridworldPresetId;
  label: string;
  /** Where it comes from and what it shows, in a sentence. */
  description: string;
  /** The book, edition and figure it reproduces, for citing beside it; absent for the lab's own. */
  source?: string;
  /** The algorithm whose result the source prints (its figure's values), where it prints one. */
  algorithm?: DpAlgorithm;
  /** Decimals the source prints values with; the grid shows values with as many. */
  valueDigits?: number;
  /** The discount γ the source uses (1: undiscounted). */
  discount: number;
  /** Step size α and exploration ε for Q-learning and SARSA, where the source gives them. */
  learning?: { alpha: number; epsilon: number };
  /** A fresh copy of the world. */
  world: () => Gridworld;
}

const row = (width: number, token: string) => Array.from({ length: width }, () => token);

/**
 * Example 4.1: 4 × 4, the corners top left and bottom right terminal, −1 for every move (an edge
 * leaves the agent in place, still −1). The book has no start cell; episodes of the learning methods
 * start bottom left.
 */
function suttonBarto4x4(): Gridworld {
  const grid = parseGridworld([
    ['-1*', ...row(3, '-1')],
    row(4, '-1'),
    row(4, '-1'),
    [...row(3, '-1'), '-1*'],
  ]);
  return { ...grid, start: 12 };
}

/**
 * Russell & Norvig's 4 × 3 world (Figure 17.1): start bottom left, a wall in the second column of the
 * middle row, terminal cells +1 (top right) and −1 (below it), R(s) = −0.04 for every other cell,
 * paid on leaving it. A move goes the intended way with probability 0.8 and 0.1 each way at right angles.
 */
function russellNorvig4x3(): Gridworld {
  const step = '-0.04';
  const grid = parseGridworld(
    [
      [step, step, step, '1*'],
      [step, '#', step, '-1*'],
      [step, step, step, step],
    ],
    0.2,
  );
  return { ...grid, start: 8, rewardConvention: 'leaving' };
}

/**
 * Example 6.6: 4 × 12, start bottom left, goal bottom right, −1 for every move; the cliff between
 * them gives −100 and sends the agent back to the start.
 */
function cliffWalking(): Gridworld {
  const grid = parseGridworld([
    row(12, '-1'),
    row(12, '-1'),
    row(12, '-1'),
    ['-1', ...row(10, '-100!'), '-1*'],
  ]);
  return { ...grid, start: 36 };
}

export const gridworldPresets: readonly GridworldPreset[] = [
  {
    id: 'sutton-barto-4x4',
    label: 'Sutton & Barto, Example 4.1 (4×4)',
    description:
      'Sutton and Barto’s Example 4.1: a 4 × 4 grid with terminal corners and −1 for every move, undiscounted. Evaluating the random policy gives the book’s values, 0, −14, −20, −22…',
    source:
      'Sutton & Barto, Reinforcement Learning: An Introduction, 2nd ed. (2018), Example 4.1, Figure 4.1',
    algorithm: 'policy-evaluation',
    valueDigits: 1,
    discount: 1,
    world: suttonBarto4x4,
  },
  {
    id: 'russell-norvig-4x3',
    label: 'Russell & Norvig, 4×3 world',
    description:
      'Russell and Norvig’s 4 × 3 world: R(s) = −0.04 in every cell but the +1 and −1 terminals, paid on leaving it; a move goes the intended way 8 times in 10, otherwise sideways; undiscounted. Value iteration gives the book’s utilities, 0.812 0.868 0.918 along the top…',
    source: 'Russell & Norvig, Artificial Intelligence: A Modern Approach, 3rd ed. (2010), Figure 17.3',
    algorithm: 'value-iteration',
    valueDigits: 3,
    discount: 1,
    world: russellNorvig4x3,
  },
  {
    id: 'cliff-walking',
    label: 'Sutton & Barto, Example 6.6 (cliff walking)',
    description:
      'Sutton and Barto’s Example 6.6: walk from the start to the goal along a cliff that costs −100 and sends the agent back to the start, −1 for every other move, undiscounted. Q-learning learns the path along the edge; SARSA a safer one.',
    source:
      'Sutton & Barto, Reinforcement Learning: An Introduction, 2nd ed. (2018), Example 6.6, Figure 6.4',
    discount: 1,
    learning: { alpha: 0.5, epsilon: 0.1 },
    world: cliffWalking,
  },
  {
    id: 'lab-default',
    label: 'The lab’s 7 × 7 world',
    description:
      'The lab’s own world: walls between the start and the +1 goal, two −1 pits beside the short way and a −0.5 cell to step around; moves slip sideways one time in ten.',
    discount: 0.9,
    world: defaultGridworld,
  },
];

/** The preset with this id; undefined for any other string (an id typed by an author, say). */
export function gridworldPreset(id: GridworldPresetId): GridworldPreset;
export function gridworldPreset(id: string): GridworldPreset | undefined;
export function gridworldPreset(id: string): GridworldPreset | undefined {
  return gridworldPresets.find((preset) => preset.id === id);
}
