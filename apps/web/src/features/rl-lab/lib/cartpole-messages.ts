/** The messages between the cart-pole lab and the Web Worker that trains its agent. */
import type { CartPoleState } from '@tinkerlabs/rl/cartpole';

export type CartPoleCommand =
  | { type: 'reset'; seed: number }
  /** Train until stopped; `episodesPerSecond` null means as fast as the worker can. */
  | { type: 'run'; episodesPerSecond: number | null }
  | { type: 'step' }
  | { type: 'stop' }
  /** Play one episode with the learnt policy, always taking the likelier push. */
  | { type: 'replay'; seed: number };

export type CartPoleReport =
  /** `finished` when a run has stopped by itself at the episode limit. */
  | { type: 'progress'; returns: number[]; episodes: number; average: number; finished: boolean }
  | { type: 'replay'; states: CartPoleState[]; failed: boolean };

/** Training stops by itself after this many episodes. */
export const maxTrainingEpisodes = 2000;
