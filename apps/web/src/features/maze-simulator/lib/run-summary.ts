/**
 * The maze run's status sentence: what the run is doing or how it ended and, given the statistics,
 * that the mouse reached the goal with a better run (said while it runs) and the run's summary at
 * its end. Only these moments change it, so a screen reader hears each run at its start, at the
 * goal and at its end, however fast the mouse moves.
 */
import { formatStat, type StatsSnapshot } from '@tinkerlabs/maze/mms/mms-stats';
import type { RunPhase } from '../hooks/use-maze-run.ts';
import type { MouseRunEnd } from './mouse-program-runner.ts';

function describe(phase: RunPhase, end: MouseRunEnd | null): string {
  if (phase === 'idle') return 'Ready: press Run, or Step to go one move at a time.';
  if (phase === 'playing') return 'Running…';
  if (phase === 'paused') return 'Paused: Step for the next move, Run to carry on.';
  switch (end?.status) {
    case 'finished':
      return 'Finished: the program ended.';
    case 'command-limit':
      return 'Stopped after 200 000 commands: the program did not end by itself.';
    case 'stopped':
      return 'Stopped.';
    case 'error':
      return `The program failed: ${end.message}`;
    default:
      return 'Finished.';
  }
}

/** The best run so far, which changes only when the mouse reaches the goal with a better one. */
function bestRun(stats: StatsSnapshot): string | null {
  if (stats.bestRunDistance === null || stats.bestRunTurns === null) return null;
  return `best run ${formatStat(stats.bestRunDistance)} half cells and ${formatStat(stats.bestRunTurns)} turns`;
}

/** The whole sentence: the phase's, then what the statistics add at the goal or at the end. */
export function describeMouseRun(
  phase: RunPhase,
  end: MouseRunEnd | null,
  stats: StatsSnapshot | null = null,
): string {
  const text = describe(phase, end);
  const best = stats ? bestRun(stats) : null;
  if (phase === 'playing' && best) return `Running: the mouse reached the goal, ${best}.`;
  if (phase !== 'finished' || !stats) return text;
  // A program's error message may end without a full stop.
  const ended = /[.!?…]$/.test(text) ? text : `${text}.`;
  return best
    ? `${ended} ${best[0]!.toUpperCase()}${best.slice(1)}; score ${formatStat(stats.score)}.`
    : `${ended} No run reached the goal.`;
}
