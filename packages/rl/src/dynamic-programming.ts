/**
 * Dynamic programming on a known gridworld model, one step at a time so the page can animate it:
 * iterative policy evaluation (of the uniformly random policy), policy iteration and value iteration.
 * Sweeps are synchronous (new values computed from the previous sweep's), as in Sutton & Barto's
 * two-array version, so a hand calculation can follow them sweep by sweep. With γ = 1 (an episodic
 * textbook world) the sweeps converge only if the policy ends every episode; the caller caps them.
 */
import {
  actionCount,
  cellCount,
  gridActions,
  isActingState,
  outcomes,
  terminalValue,
  type Gridworld,
} from './gridworld.ts';

export type DpAlgorithm = 'policy-evaluation' | 'policy-iteration' | 'value-iteration';

export interface DpOptions {
  /** Discount γ in [0, 1]; with 1, values converge only where the policy always reaches a terminal cell. */
  gamma: number;
  /** Convergence threshold θ: stop when no value changes by more than θ in a sweep. */
  theta: number;
  /** Safety cap on evaluation sweeps within one policy-iteration step. */
  maxEvaluationSweeps?: number;
}

export interface DpState {
  algorithm: DpAlgorithm;
  values: Float64Array;
  /** π(a | s) at index s × 4 + a; all zero for walls and terminal cells. */
  policy: Float64Array;
  /** Sweeps for evaluation and value iteration, improvements for policy iteration. */
  iteration: number;
  /** Value sweeps done in total (policy iteration runs many per improvement). */
  sweeps: number;
  /** Largest value change in the last sweep. */
  delta: number;
  converged: boolean;
  /**
   * Policy iteration only: the last evaluation used up its sweeps with Δ still at or above θ (with
   * γ = 1 and a loop that pays, the values grow without bound). Nothing more can be concluded.
   */
  stalled: boolean;
}

/** Values equal to within this are ties: the greedy policy splits between them. */
const tieTolerance = 1e-9;

/** q(s, a) = Σ p(s', r | s, a) [r + γ V(s')]; terminal cells keep their fixed value (terminalValue). */
export function actionValue(
  grid: Gridworld,
  values: Float64Array,
  cell: number,
  action: number,
  gamma: number,
) {
  let q = 0;
  for (const { next, probability, reward } of outcomes(grid, cell, gridActions[action]!)) {
    q += probability * (reward + gamma * values[next]!);
  }
  return q;
}

/** The uniformly random policy over the four moves in every acting state. */
export function uniformPolicy(grid: Gridworld): Float64Array {
  const policy = new Float64Array(cellCount(grid) * actionCount);
  for (let cell = 0; cell < cellCount(grid); cell++) {
    if (isActingState(grid, cell)) policy.fill(1 / actionCount, cell * actionCount, (cell + 1) * actionCount);
  }
  return policy;
}

/** The policy greedy with respect to `values`, splitting probability evenly between tied moves. */
export function greedyPolicy(grid: Gridworld, values: Float64Array, gamma: number): Float64Array {
  const policy = new Float64Array(cellCount(grid) * actionCount);
  for (let cell = 0; cell < cellCount(grid); cell++) {
    if (!isActingState(grid, cell)) continue;
    const q = gridActions.map((a) => actionValue(grid, values, cell, a, gamma));
    const best = Math.max(...q);
    const ties = q.map((value) => (best - value <= tieTolerance * Math.max(1, Math.abs(best)) ? 1 : 0));
    const count = ties.reduce<number>((sum, t) => sum + t, 0);
    ties.forEach((t, a) => (policy[cell * actionCount + a] = t / count));
  }
  return policy;
}

/** One synchronous sweep of V(s) ← Σ_a π(a|s) q(s, a). Cells the agent cannot act in keep their value. */
export function evaluationSweep(grid: Gridworld, values: Float64Array, policy: Float64Array, gamma: number) {
  const next = Float64Array.from(values);
  let delta = 0;
  for (let cell = 0; cell < values.length; cell++) {
    if (!isActingState(grid, cell)) continue;
    let v = 0;
    for (let a = 0; a < actionCount; a++) {
      const p = policy[cell * actionCount + a]!;
      if (p > 0) v += p * actionValue(grid, values, cell, a, gamma);
    }
    next[cell] = v;
    delta = Math.max(delta, Math.abs(v - values[cell]!));
  }
  return { values: next, delta };
}

/** One synchronous sweep of V(s) ← max_a q(s, a). Cells the agent cannot act in keep their value. */
export function optimalitySweep(grid: Gridworld, values: Float64Array, gamma: number) {
  const next = Float64Array.from(values);
  let delta = 0;
  for (let cell = 0; cell < values.length; cell++) {
    if (!isActingState(grid, cell)) continue;
    const v = Math.max(...gridActions.map((a) => actionValue(grid, values, cell, a, gamma)));
    next[cell] = v;
    delta = Math.max(delta, Math.abs(v - values[cell]!));
  }
  return { values: next, delta };
}

/** Where every algorithm begins: V = 0 (terminal cells their fixed value) and the uniformly random policy. */
export function startDp(grid: Gridworld, algorithm: DpAlgorithm): DpState {
  return {
    algorithm,
    values: Float64Array.from({ length: cellCount(grid) }, (_, cell) => terminalValue(grid, cell)),
    policy: uniformPolicy(grid),
    iteration: 0,
    sweeps: 0,
    delta: Infinity,
    converged: false,
    stalled: false,
  };
}

/** One visible step: a sweep (evaluation, value iteration) or an evaluate-then-improve round (policy
 * iteration). A converged state is returned unchanged. */
export function stepDp(grid: Gridworld, state: DpState, options: DpOptions): DpState {
  if (state.converged || state.stalled) return state;
  const { gamma, theta } = options;
  if (state.algorithm === 'policy-evaluation') {
    const { values, delta } = evaluationSweep(grid, state.values, state.policy, gamma);
    const iteration = state.iteration + 1;
    return { ...state, values, delta, iteration, sweeps: iteration, converged: delta < theta };
  }
  if (state.algorithm === 'value-iteration') {
    const { values, delta } = optimalitySweep(grid, state.values, gamma);
    const iteration = state.iteration + 1;
    const policy = greedyPolicy(grid, values, gamma);
    return { ...state, values, policy, delta, iteration, sweeps: iteration, converged: delta < theta };
  }
  // Policy iteration: evaluate the current policy to θ, then act greedily on the result. It has
  // converged when improvement no longer changes the policy (the values then satisfy Bellman's
  // optimality equation to within the evaluation's accuracy), and only if the evaluation did reach θ.
  let values = state.values;
  let sweeps = state.sweeps;
  let delta = Infinity;
  const cap = options.maxEvaluationSweeps ?? 10_000;
  for (let i = 0; i < cap && delta >= theta; i++) {
    ({ values, delta } = evaluationSweep(grid, values, state.policy, gamma));
    sweeps++;
  }
  const policy = greedyPolicy(grid, values, gamma);
  const stable = policy.every((p, i) => Math.abs(p - state.policy[i]!) < 1e-12);
  const evaluated = delta < theta;
  return {
    ...state,
    values,
    policy,
    delta,
    sweeps,
    iteration: state.iteration + 1,
    converged: stable && evaluated,
    stalled: !evaluated,
  };
}

/** Steps until converged or `maxSteps` steps. */
export function runDp(grid: Gridworld, algorithm: DpAlgorithm, options: DpOptions, maxSteps = 10_000) {
  let state = startDp(grid, algorithm);
  while (!state.converged && !state.stalled && state.iteration < maxSteps)
    state = stepDp(grid, state, options);
  return state;
}
