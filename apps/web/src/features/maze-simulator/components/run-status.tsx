/** One line saying what the run is doing, announced politely when it changes. */
import type { RunPhase } from '../hooks/use-maze-run.ts';
import type { MouseRunEnd } from '../lib/mouse-program-runner.ts';

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

export function RunStatus({ phase, end }: { phase: RunPhase; end: MouseRunEnd | null }) {
  const failed = phase === 'finished' && end?.status === 'error';
  return (
    <p
      role="status"
      className={`text-sm ${failed ? 'text-red-700 dark:text-red-300' : 'text-neutral-700 dark:text-neutral-300'}`}
    >
      {describe(phase, end)}
    </p>
  );
}
