/**
 * What the mouse's run is doing or how it ended, on the labs' shared status line: the one place a
 * screen reader hears about the run (the log and the statistics change every move and are quiet).
 * Given the statistics, it says when the mouse reaches the goal with a better run, and sums the
 * run up when it ends, so each run is announced at its start, at the goal and at its end.
 */
import type { StatsSnapshot } from '@tinkerlabs/maze/mms/mms-stats';
import { RunStatus } from '@/components/ui/run-status.tsx';
import type { RunPhase } from '../hooks/use-maze-run.ts';
import type { MouseRunEnd } from '../lib/mouse-program-runner.ts';
import { describeMouseRun } from '../lib/run-summary.ts';

export function MouseRunStatus({
  phase,
  end,
  stats,
}: {
  phase: RunPhase;
  end: MouseRunEnd | null;
  /** The run's statistics, for the summary at the goal and at the end. */
  stats?: StatsSnapshot | null;
}) {
  return (
    <RunStatus failed={phase === 'finished' && end?.status === 'error'}>
      {describeMouseRun(phase, end, stats)}
    </RunStatus>
  );
}
