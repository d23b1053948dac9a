/**
 * Learning from experience on a gridworld whose model the agent does not know: SARSA(λ) (on-policy)
 * and Watkins's Q(λ) (off-policy Q-learning with traces; λ = 0 is one-step Q-learning), both
 * ε-greedy with replacing eligibility traces. The agent is a mutable object advanced one environment
 * step (`tdStep`) or one episode (`tdEpisode`) at a time, so the page can animate either.
 */
import {
  actionCount,
  cellCount,
  sampleStep,
  terminalValue,
  type Action,
  type Gridworld,
} from './gridworld.ts';
import { randomInt, seededRandom, type Random } from '@tinkerlabs/random/seeded-random';

export type TdAlgorithm = 'q-learning' | 'sarsa';

export interface TdOptions {
  /** Step size α in (0, 1]. */
  alpha: number;
  /** Discount γ in [0, 1]. */
  gamma: number;
  /** Exploration rate ε: the probability of a uniformly random move. */
  epsilon: number;
  /** Trace decay λ in [0, 1]; 0 gives one-step SARSA and Q-learning. */
  lambda: number;
  /** An episode that has not reached a terminal cell is cut off after this many steps. */
  maxEpisodeSteps: number;
}

export interface EpisodeResult {
  episode: number;
  return: number;
  steps: number;
}

export interface TdAgent {
  readonly grid: Gridworld;
  readonly algorithm: TdAlgorithm;
  readonly options: TdOptions;
  /** Q(s, a) at index s × 4 + a. */
  readonly q: Float64Array;
  readonly traces: Float64Array;
  readonly random: Random;
  cell: number;
  action: Action;
  /** Episodes finished so far. */
  episodes: number;
  episodeReturn: number;
  episodeSteps: number;
  totalSteps: number;
  history: EpisodeResult[];
}

export const defaultTdOptions: TdOptions = {
  alpha: 0.1,
  gamma: 0.9,
  epsilon: 0.1,
  lambda: 0,
  maxEpisodeSteps: 200,
};

/** The index of the largest Q(s, ·), ties broken at random so no direction is favoured. */
export function greedyAction(q: Float64Array, cell: number, random: Random): Action {
  const base = cell * actionCount;
  let best = -Infinity;
  let chosen = 0;
  let ties = 0;
  for (let a = 0; a < actionCount; a++) {
    const value = q[base + a]!;
    if (value > best) {
      best = value;
      chosen = a;
      ties = 1;
    } else if (value === best && randomInt(random, ++ties) === 0) {
      chosen = a;
    }
  }
  return chosen as Action;
}

function epsilonGreedy(agent: TdAgent, cell: number): Action {
  if (agent.random() < agent.options.epsilon) return randomInt(agent.random, actionCount) as Action;
  return greedyAction(agent.q, cell, agent.random);
}

export function createTdAgent(
  grid: Gridworld,
  algorithm: TdAlgorithm,
  options: TdOptions,
  seed: number,
): TdAgent {
  const random = seededRandom(seed);
  const size = cellCount(grid) * actionCount;
  const agent: TdAgent = {
    grid,
    algorithm,
    options,
    q: new Float64Array(size),
    traces: new Float64Array(size),
    random,
    cell: grid.start,
    action: 0,
    episodes: 0,
    episodeReturn: 0,
    episodeSteps: 0,
    totalSteps: 0,
    history: [],
  };
  agent.action = epsilonGreedy(agent, grid.start);
  return agent;
}

/** Takes one move and learns from it. Returns the finished episode when this move ended one. */
export function tdStep(agent: TdAgent): EpisodeResult | null {
  const { q, traces, grid, options } = agent;
  const { alpha, gamma, lambda } = options;
  const s = agent.cell;
  const a = agent.action;
  const { next, reward, done } = sampleStep(grid, s, a, agent.random);
  // A terminal cell's own value (its R(s), when rewards are paid on leaving) ends the episode's return.
  const final = done ? terminalValue(grid, next) : 0;
  agent.episodeReturn += reward + final;
  agent.episodeSteps++;
  agent.totalSteps++;

  // The next action is chosen before the update: SARSA bootstraps on it, Q-learning on the greedy one.
  const nextAction = done ? a : epsilonGreedy(agent, next);
  let target = reward + gamma * final;
  let keepTraces = true;
  if (!done) {
    if (agent.algorithm === 'sarsa') {
      target += gamma * q[next * actionCount + nextAction]!;
    } else {
      const best = greedyAction(q, next, agent.random);
      const bestValue = q[next * actionCount + best]!;
      target += gamma * bestValue;
      // Watkins: after an exploratory move the later rewards no longer follow the greedy policy, so
      // earlier state-action pairs stop receiving credit.
      keepTraces = q[next * actionCount + nextAction]! === bestValue;
    }
  }
  const tdError = target - q[s * actionCount + a]!;
  traces[s * actionCount + a] = 1;
  const decay = keepTraces ? gamma * lambda : 0;
  for (let i = 0; i < q.length; i++) {
    const e = traces[i]!;
    if (e === 0) continue;
    q[i] = q[i]! + alpha * tdError * e;
    traces[i] = e * decay < 1e-6 ? 0 : e * decay;
  }

  const truncated = agent.episodeSteps >= options.maxEpisodeSteps;
  if (!done && !truncated) {
    agent.cell = next;
    agent.action = nextAction;
    return null;
  }
  agent.episodes++;
  const result = { episode: agent.episodes, return: agent.episodeReturn, steps: agent.episodeSteps };
  agent.history.push(result);
  traces.fill(0);
  agent.cell = grid.start;
  agent.action = epsilonGreedy(agent, grid.start);
  agent.episodeReturn = 0;
  agent.episodeSteps = 0;
  return result;
}

/** Runs the current episode to its end (a terminal cell or the step cap). */
export function tdEpisode(agent: TdAgent): EpisodeResult {
  for (;;) {
    const result = tdStep(agent);
    if (result) return result;
  }
}

/** V(s) = max_a Q(s, a), for drawing; zero for walls, a terminal cell's fixed value for terminals. */
export function tdStateValues(agent: TdAgent): Float64Array {
  const values = new Float64Array(cellCount(agent.grid));
  for (let cell = 0; cell < values.length; cell++) {
    if (agent.grid.terminals[cell]) values[cell] = terminalValue(agent.grid, cell);
    if (agent.grid.walls[cell] || agent.grid.terminals[cell]) continue;
    values[cell] = Math.max(...agent.q.subarray(cell * actionCount, (cell + 1) * actionCount));
  }
  return values;
}

/** The greedy policy as probabilities, ties split evenly (untried states show all four moves). */
export function tdGreedyPolicy(agent: TdAgent): Float64Array {
  const policy = new Float64Array(agent.q.length);
  for (let cell = 0; cell < cellCount(agent.grid); cell++) {
    if (agent.grid.walls[cell] || agent.grid.terminals[cell]) continue;
    const row = agent.q.subarray(cell * actionCount, (cell + 1) * actionCount);
    const best = Math.max(...row);
    const ties = row.filter((v) => v === best).length;
    row.forEach((v, a) => (policy[cell * actionCount + a] = v === best ? 1 / ties : 0));
  }
  return policy;
}
