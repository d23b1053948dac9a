/** What the mouse's run is doing or how it ended, on the labs' shared status line. */
import { RunStatus } from '@/components/ui/run-status.tsx';
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

export function MouseRunStatus({ phase, end }: { phase: RunPhase; end: MouseRunEnd | null }) {
  return (
    <RunStatus failed={phase === 'finished' && end?.status === 'error'}>{describe(phase, end)}</RunStatus>
  );
}
