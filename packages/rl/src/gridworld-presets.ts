/**
 * Named gridworlds a lesson or the lab can start from: two textbook examples (Sutton & Barto,
 * Reinforcement Learning: An Introduction, 2nd ed., 2018) and the lab's own default world, each with
 * the discount (and, where the book gives them, the learning parameters) its source uses.
 */
import { defaultGridworld, parseGridworld, type Gridworld } from './gridworld.ts';

export const gridworldPresetIds = ['sutton-barto-4x4', 'cliff-walking', 'lab-default'] as const;
export type GridworldPresetId = (typeof gridworldPresetIds)[number];

export interface GridworldPreset {
  id: GridworldPresetId;
  label: string;
  /** Where it comes from and what it shows, in a sentence. */
  description: string;
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
    label: 'Sutton & Barto 4 × 4 (Example 4.1)',
    description:
      'Sutton and Barto’s Example 4.1: a 4 × 4 grid with terminal corners and −1 for every move, undiscounted. Evaluating the random policy gives the book’s values, 0, −14, −20, −22…',
    discount: 1,
    world: suttonBarto4x4,
  },
  {
    id: 'cliff-walking',
    label: 'Cliff walking (Example 6.6)',
    description:
      'Sutton and Barto’s Example 6.6: walk from the start to the goal along a cliff that costs −100 and sends the agent back to the start, −1 for every other move, undiscounted. Q-learning learns the path along the edge; SARSA a safer one.',
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
