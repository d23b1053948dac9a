/**
 * The MicroPython lab's playground: the WebAssembly port in a worker, driving the virtual board
 * drawn beside the output.
 */
import { useCallback, useState } from 'react';
import { createMicroPythonRunner } from '@/lib/code-runners/micropython-runner.ts';
import { inputBytes, inputSlots, type BoardState } from '@/lib/code-runners/virtual-board.ts';
import type { CodeRunnerEvents } from '@/lib/code-runners/worker-runner.ts';
import { canShareMemory } from '@/lib/code-runners/worker-runner.ts';
import { microPythonLabExamples } from '../lib/micropython-lab-examples.ts';
import { Playground, type PlaygroundExample } from './playground.tsx';
import { VirtualBoard } from './virtual-board/virtual-board.tsx';

function createInputs(): SharedArrayBuffer | null {
  if (!canShareMemory()) return null;
  const inputs = new SharedArrayBuffer(inputBytes);
  Atomics.store(new Int32Array(inputs), inputSlots.potentiometer, 32768); // the knob starts half-way
  return inputs;
}

export function MicroPythonPlayground({
  examples,
  loadRequest,
}: {
  examples: PlaygroundExample[];
  loadRequest: PlaygroundExample | null;
}) {
  const [inputs] = useState(createInputs);
  const [board, setBoard] = useState<BoardState>({});
  const createRunner = useCallback(
    (events: CodeRunnerEvents) => createMicroPythonRunner(events, inputs),
    [inputs],
  );
  const onDevice = useCallback((state: unknown) => setBoard(state as BoardState), []);
  const reset = useCallback(() => setBoard({}), []);

  return (
    <Playground
      labId="micropython"
      runtimeName="MicroPython"
      language="python"
      examples={[...examples, ...microPythonLabExamples]}
      createRunner={createRunner}
      loadRequest={loadRequest}
      inputHint="What input() reads, one line per call."
      onDevice={onDevice}
      onRunStart={reset}
      device={<VirtualBoard board={board} inputs={inputs} />}
    />
  );
}
