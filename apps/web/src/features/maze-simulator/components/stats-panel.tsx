/**
 * mms's statistics for the run on screen, each an <output> named by its label. They change with every
 * move, so none is a live region (an <output> is one by default): the run's status line sums them up
 * when the run reaches the goal or ends (mouse-run-status.tsx).
 */
import { formatStat, type StatsSnapshot } from '@tinkerlabs/maze/mms/mms-stats';
import { useId } from 'react';

const rows: [keyof StatsSnapshot, string][] = [
  ['totalDistance', 'Total distance'],
  ['totalTurns', 'Total turns'],
  ['totalEffectiveDistance', 'Total effective distance'],
  ['bestRunDistance', 'Best run distance'],
  ['bestRunTurns', 'Best run turns'],
  ['bestRunEffectiveDistance', 'Best run effective distance'],
  ['currentRunDistance', 'Current run distance'],
  ['currentRunTurns', 'Current run turns'],
  ['currentRunEffectiveDistance', 'Current run effective distance'],
  ['score', 'Score'],
];

export function StatsPanel({ stats }: { stats: StatsSnapshot | null }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-base font-semibold text-neutral-900 dark:text-white">
        Statistics
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {rows.map(([key, label]) => {
          const value = stats?.[key];
          return (
            <div key={key} className={key === 'score' ? 'col-span-2 sm:col-span-3' : undefined}>
              <dt>
                <label htmlFor={`${id}-${key}`} className="text-neutral-600 dark:text-neutral-400">
                  {label}
                </label>
              </dt>
              <dd>
                <output
                  id={`${id}-${key}`}
                  aria-live="off"
                  className={`font-mono tabular-nums text-neutral-900 dark:text-white ${key === 'score' ? 'text-lg font-semibold' : ''}`}
                >
                  {value === null || value === undefined ? '–' : formatStat(value)}
                </output>
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-2 text-xs text-neutral-600 dark:text-neutral-400">
        As in mms: distances are in half cells (<code>moveForward N</code> is 2N,{' '}
        <code>moveForwardHalf N</code> is N), and a move of h &gt; 2 half cells has an effective distance of
        h/2 + 1. Score = best run turns + best run effective distance + 0.1 × (total turns + total effective
        distance), or 2000 until a run reaches the goal. A Reset adds 15 to the next run.
      </p>
    </section>
  );
}
