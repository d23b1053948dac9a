/**
 * One run of an algorithm on a gridworld behind a single interface, so the page can step, animate
 * and draw dynamic programming and temporal-difference learning the same way.
 */
import { startDp, stepDp, type DpState } from '@tinkerlabs/rl/dynamic-programming';
import { nonTerminatingCells } from '@tinkerlabs/rl/episode-ending';
import type { Gridworld } from '@tinkerlabs/rl/gridworld';
import {
  createTdAgent,
  defaultTdOptions,
  tdGreedyPolicy,
  tdStateValues,
  tdStep,
  type EpisodeResult,
} from '@tinkerlabs/rl/temporal-difference';
import { isDynamicProgramming, type GridSettings } from './lab-settings.ts';

/** What the page draws after each update. */
export interface GridSnapshot {
  values: Float64Array;
  policy: Float64Array;
  /** The learning agent's cell (temporal-difference methods only). */
  agentCell: number | null;
  /** Sweeps or policy improvements (DP), moves (TD). */
  iteration: number;
  converged: boolean;
  /**
   * Why a DP run stopped without converging: its sweeps reached their cap, or (policy iteration) one
   * evaluation used up its sweeps with Δ still at or above θ.
   */
  stopped: 'sweep-limit' | 'evaluation-stalled' | null;
  /**
   * A run stopped at the sweep limit with γ = 1: the cells from which its policy never reaches a
   * terminal cell, whose episodes never end (the reason it could not converge); 0 otherwise.
   */
  endlessCells: number;
  delta: number;
  episodes: readonly EpisodeResult[];
}

export interface GridRunner {
  /** Makes up to `count` updates; false once there is nothing left to do. */
  step(count: number): boolean;
  snapshot(): GridSnapshot;
}

/** DP sweeps (and policy iteration's evaluation sweeps) are capped, so a run that cannot converge stops. */
export const maxDpIterations = 5000;
/** Temporal-difference runs stop after this many episodes (several minutes at full speed). */
const maxEpisodes = 100_000;

export function createGridRunner(grid: Gridworld, settings: GridSettings): GridRunner {
  const { algorithm, gamma } = settings;
  if (isDynamicProgramming(algorithm)) {
    const options = { gamma, theta: settings.theta, maxEvaluationSweeps: maxDpIterations };
    let state: DpState = startDp(grid, algorithm);
    const snapshot = (): GridSnapshot => {
      const stopped = state.stalled
        ? 'evaluation-stalled'
        : !state.converged && state.iteration >= maxDpIterations
          ? 'sweep-limit'
          : null;
      return {
        values: state.values,
        policy: state.policy,
        agentCell: null,
        iteration: state.iteration,
        converged: state.converged,
        stopped,
        endlessCells:
          stopped === 'sweep-limit' && gamma === 1 ? nonTerminatingCells(grid, state.policy).length : 0,
        delta: state.delta,
        episodes: [],
      };
    };
    return {
      step(count) {
        const going = () => !state.converged && !state.stalled && state.iteration < maxDpIterations;
        for (let i = 0; i < count && going(); i++) state = stepDp(grid, state, options);
        return going();
      },
      snapshot,
    };
  }

  const agent = createTdAgent(
    grid,
    algorithm,
    { ...defaultTdOptions, alpha: settings.alpha, epsilon: settings.epsilon, lambda: settings.lambda, gamma },
    settings.seed,
  );
  return {
    step(count) {
      for (let i = 0; i < count && agent.episodes < maxEpisodes; i++) tdStep(agent);
      return agent.episodes < maxEpisodes;
    },
    snapshot: () => ({
      values: tdStateValues(agent),
      policy: tdGreedyPolicy(agent),
      agentCell: agent.cell,
      iteration: agent.totalSteps,
      converged: false,
      stopped: null,
      endlessCells: 0,
      delta: Number.NaN,
      episodes: agent.history,
    }),
  };
}
