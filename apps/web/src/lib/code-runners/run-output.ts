/**
 * A run's output as a lab or a code cell shows it: consecutive writes to one stream merged (so a
 * flood of prints stays a handful of elements), and the lines that say how the run ended.
 */
import { droppedNotice } from '@tinkerlabs/program-output/output-batcher';
import type { OutputChunk, RunStatus } from './runner-protocol.ts';
import type { RunResult } from './worker-runner.ts';

const endings: Record<RunStatus, string> = {
  ok: 'Finished',
  error: 'Ended with an error',
  interrupted: 'Stopped (KeyboardInterrupt)',
  stopped: 'Stopped: the runtime was restarted',
};

/** @example runNotices({ status: 'ok', dropped: 0 }, 0.42) // ['Finished after 0.42 s.'] */
export function runNotices(result: RunResult, seconds: number): string[] {
  const lines = [`${endings[result.status]} after ${seconds.toFixed(2)} s.`];
  if (result.dropped > 0) lines.unshift(droppedNotice(result.dropped));
  return lines;
}

/** @example mergeChunks([{ stream: 'stdout', text: 'a' }], [{ stream: 'stdout', text: 'b' }]) // [{ stream: 'stdout', text: 'ab' }] */
export function mergeChunks(previous: OutputChunk[], incoming: OutputChunk[]): OutputChunk[] {
  const merged = previous.slice();
  for (const chunk of incoming) {
    const last = merged.at(-1);
    if (last?.stream === chunk.stream)
      merged[merged.length - 1] = { stream: chunk.stream, text: last.text + chunk.text };
    else merged.push(chunk);
  }
  return merged;
}
