/**
 * For tests in Node: runs a TinyML program through the runtime the lab's worker uses
 * (tinyml-runtime.ts, TensorFlow.js on the CPU backend) and gathers what it posted: the output by
 * stream, the last device state (losses, report, backend, seed) and the run's status.
 */
import type { RunStatus, RunnerEvent } from './runner-protocol.ts';
import type { TinyMlDeviceState } from './tinyml-device.ts';
import { createTinyMlRuntime, type TinyMlRuntime } from './tinyml-runtime.ts';

export interface TinyMlRunResult {
  status: RunStatus;
  stdout: string;
  stderr: string;
  note: string;
  state: TinyMlDeviceState | null;
}

let runtime: Promise<TinyMlRuntime> | null = null;

export async function runTinyMlProgram(code: string, stdin = ''): Promise<TinyMlRunResult> {
  runtime ??= createTinyMlRuntime();
  const events: RunnerEvent<TinyMlDeviceState>[] = [];
  await (await runtime).run({ type: 'run', runId: 1, code, stdin }, (event) => events.push(event));
  const result: TinyMlRunResult = {
    status: 'error',
    stdout: '',
    stderr: '',
    note: '',
    state: null,
  };
  for (const event of events) {
    if (event.type === 'output') for (const chunk of event.chunks) result[chunk.stream] += chunk.text;
    if (event.type === 'device') result.state = structuredClone(event.state);
    if (event.type === 'done') result.status = event.status;
  }
  return result;
}
