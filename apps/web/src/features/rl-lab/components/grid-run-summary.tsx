/**
 * What the current gridworld run has done: iterations and convergence (DP), moves and episodes (TD),
 * with how a DP run ended on the labs' shared status line.
 */
import { useId } from 'react';
import { RunStatus } from '@/components/ui/run-status.tsx';
import { groupThousands } from '@/lib/format-number.ts';
import { maxDpIterations, type GridSnapshot } from '../lib/grid-runner.ts';
import type { GridAlgorithm } from '../lib/lab-settings.ts';

const termClass = 'text-sm text-neutral-600 dark:text-neutral-400';
const valueClass = 'block text-2xl font-semibold tabular-nums text-neutral-900 dark:text-white';

/** How a DP run ended, or nothing while it goes on. */
function dpOutcome(snapshot: GridSnapshot, algorithm: GridAlgorithm): string {
  const delta = snapshot.delta.toExponential(1);
  if (snapshot.converged)
    return algorithm === 'policy-iteration'
      ? `Converged: the policy stopped changing after ${snapshot.iteration} iterations.`
      : `Converged after ${snapshot.iteration} iterations (Δ below θ).`;
  if (snapshot.stopped === 'evaluation-stalled')
    return `Stopped: evaluating the policy used ${groupThousands(maxDpIterations)} sweeps and Δ = ${delta} is still above θ, so nothing can be concluded. A larger θ or a smaller γ converges sooner.`;
  const limit = `Stopped after ${groupThousands(maxDpIterations)} sweeps without converging: Δ = ${delta} is still above θ.`;
  if (snapshot.stopped === 'sweep-limit' && snapshot.endlessCells > 0) {
    const cells = snapshot.endlessCells === 1 ? '1 cell' : `${snapshot.endlessCells} cells`;
    return `${limit} From ${cells} the policy never reaches a terminal cell, so its episodes never end, and with γ = 1 their values never settle. A γ below 1, or a terminal cell they can reach, converges.`;
  }
  if (snapshot.stopped === 'sweep-limit') return limit;
  return '';
}

export function GridRunSummary({
  dp,
  snapshot,
  algorithm,
}: {
  dp: boolean;
  snapshot: GridSnapshot;
  algorithm: GridAlgorithm;
}) {
  const id = useId();
  const iterationName = algorithm === 'policy-iteration' ? 'Improvements' : 'Sweeps';
  const episodes = snapshot.episodes;
  const recent = episodes.slice(-20);
  const average = recent.length ? recent.reduce((s, e) => s + e.return, 0) / recent.length : 0;
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {dp ? (
          <>
            <div>
              <label htmlFor={`${id}-iterations`} className={termClass}>
                {iterationName}
              </label>
              <output id={`${id}-iterations`} aria-live="off" className={valueClass}>
                {snapshot.iteration}
              </output>
            </div>
            <div>
              <label htmlFor={`${id}-delta`} className={termClass}>
                Largest change Δ
              </label>
              <output id={`${id}-delta`} aria-live="off" className={valueClass}>
                {Number.isFinite(snapshot.delta) ? snapshot.delta.toExponential(1) : '—'}
              </output>
            </div>
          </>
        ) : (
          <>
            <div>
              <label htmlFor={`${id}-episodes`} className={termClass}>
                Episodes
              </label>
              <output id={`${id}-episodes`} aria-live="off" className={valueClass}>
                {episodes.length}
              </output>
            </div>
            <div>
              <label htmlFor={`${id}-moves`} className={termClass}>
                Moves
              </label>
              <output id={`${id}-moves`} aria-live="off" className={valueClass}>
                {snapshot.iteration}
              </output>
            </div>
            <div>
              <label htmlFor={`${id}-average`} className={termClass}>
                Mean return (last 20)
              </label>
              <output id={`${id}-average`} aria-live="off" className={valueClass}>
                {average.toFixed(2)}
              </output>
            </div>
          </>
        )}
      </div>
      <RunStatus>{dp ? dpOutcome(snapshot, algorithm) : ''}</RunStatus>
    </div>
  );
}
