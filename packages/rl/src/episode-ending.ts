/**
 * Whether a policy ends its episodes: the cells from which, following the policy, no terminal cell can
 * ever be reached. Without discounting (γ = 1) values are finite only where episodes end, so this is
 * how the lab explains a dynamic-programming run that does not converge.
 */
import { actionCount, cellCount, gridActions, isActingState, outcomes, type Gridworld } from './gridworld.ts';

/**
 * The acting cells from which the policy reaches a terminal cell with probability 0 (in a finite world,
 * every other cell reaches one with probability 1).
 *
 * @example nonTerminatingCells(parseGridworld([['S', '.']]), uniformPolicy(grid)) // [0, 1]: no terminal at all
 */
export function nonTerminatingCells(grid: Gridworld, policy: Float64Array): number[] {
  const ends = Array.from({ length: cellCount(grid) }, (_, cell) => grid.terminals[cell]!);
  // Grow the set of cells that can reach a terminal, one backward step at a time, until it stops growing.
  for (let changed = true; changed;) {
    changed = false;
    for (let cell = 0; cell < ends.length; cell++) {
      if (ends[cell] || !isActingState(grid, cell)) continue;
      const reaches = gridActions.some(
        (a) =>
          policy[cell * actionCount + a]! > 0 &&
          outcomes(grid, cell, a).some((o) => o.probability > 0 && ends[o.next]),
      );
      if (reaches) ends[cell] = changed = true;
    }
  }
  return ends.flatMap((end, cell) => (!end && isActingState(grid, cell) ? [cell] : []));
}
