/** The gridworld lab's choices (algorithm and its parameters) and the animation speeds. */
import type { DpAlgorithm } from '@tinkerlabs/rl/dynamic-programming';
import type { GridworldPreset } from '@tinkerlabs/rl/gridworld-presets';
import type { TdAlgorithm } from '@tinkerlabs/rl/temporal-difference';
import { groupThousands } from '@/lib/format-number.ts';

export type GridAlgorithm = DpAlgorithm | TdAlgorithm;

export const gridAlgorithms: { value: GridAlgorithm; label: string }[] = [
  { value: 'policy-evaluation', label: 'Policy evaluation (random policy)' },
  { value: 'policy-iteration', label: 'Policy iteration' },
  { value: 'value-iteration', label: 'Value iteration' },
  { value: 'q-learning', label: 'Q-learning (Watkins Q(λ))' },
  { value: 'sarsa', label: 'SARSA(λ)' },
];

export const isDynamicProgramming = (algorithm: GridAlgorithm): algorithm is DpAlgorithm =>
  algorithm !== 'q-learning' && algorithm !== 'sarsa';

/** What one press of Step does, for its description. */
export function stepDescription(algorithm: GridAlgorithm): string {
  if (!isDynamicProgramming(algorithm)) return 'One move of the agent';
  return algorithm === 'policy-iteration' ? 'One evaluation and improvement' : 'One sweep over all cells';
}

/** What an update is, in the plural, for the speed's label ("25 sweeps a second"). */
export function updateUnit(algorithm: GridAlgorithm): string {
  if (!isDynamicProgramming(algorithm)) return 'moves';
  return algorithm === 'policy-iteration' ? 'improvements' : 'sweeps';
}

export interface GridSettings {
  algorithm: GridAlgorithm;
  gamma: number;
  theta: number;
  alpha: number;
  epsilon: number;
  lambda: number;
  seed: number;
}

export const defaultGridSettings: GridSettings = {
  algorithm: 'value-iteration',
  gamma: 0.9,
  theta: 0.0001,
  alpha: 0.1,
  epsilon: 0.1,
  lambda: 0,
  seed: 1,
};

/**
 * The settings a preset world starts with: its source's discount (γ = 1 for the textbook worlds, which
 * are episodic) and learning parameters, and the algorithm asked for, else the one whose result the
 * source prints, else `current`.
 */
export function presetSettings(
  preset: GridworldPreset,
  current: GridAlgorithm,
  asked?: GridAlgorithm,
): GridSettings {
  const algorithm = asked ?? preset.algorithm ?? current;
  return { ...defaultGridSettings, gamma: preset.discount, ...preset.learning, algorithm };
}

/** One animation setting: `updates` steps every `interval` milliseconds. */
export interface Speed {
  interval: number;
  updates: number;
}

// A DP update is a sweep (or an evaluate-and-improve round), a TD update one move of the agent,
// a cart-pole update one training episode.
export const speeds: Speed[] = [
  { interval: 1000, updates: 1 },
  { interval: 250, updates: 1 },
  { interval: 100, updates: 1 },
  { interval: 40, updates: 1 },
  { interval: 40, updates: 5 },
  { interval: 40, updates: 25 },
  { interval: 40, updates: 100 },
  { interval: 40, updates: 500 },
];

export const defaultSpeedIndex = 3;

/** Updates per second at a speed. */
export const updatesPerSecond = (speed: Speed) => (speed.updates * 1000) / speed.interval;

/** "25 moves a second", for the speed control. */
export function speedLabel(speed: Speed, unit: string): string {
  return `${groupThousands(updatesPerSecond(speed))} ${unit} a second`;
}
