/**
 * The MicroPython lab's playground: the WebAssembly port in a worker, driving the virtual board
 * drawn beside the output.
 */
import { useCallback, useState } from 'react';
import { earlySharedMemory } from '@/lib/code-runners/early-workers.ts';
import { createMicroPythonRunner } from '@/lib/code-runners/micropython-runner.ts';
import { createBoardInputs, type BoardState } from '@/lib/code-runners/virtual-board.ts';
import type { CodeRunnerEvents } from '@/lib/code-runners/worker-runner.ts';
import { microPythonLabExamples } from '../lib/micropython-lab-examples.ts';
import { Playground, type PlaygroundExample } from './playground.tsx';
import { VirtualBoard } from '@/components/code/virtual-board/virtual-board.tsx';

export function MicroPythonPlayground({
  examples,
  loadRequest,
}: {
  examples: PlaygroundExample[];
  loadRequest: PlaygroundExample | null;
}) {
  // The route's loader may have given the worker its inputs already (micropython-runner.ts).
  const [inputs] = useState(() => earlySharedMemory('micropython') ?? createBoardInputs());
  const [board, setBoard] = useState<BoardState>({});
  const createRunner = useCallback(
    (events: CodeRunnerEvents<BoardState>) => createMicroPythonRunner(events, inputs),
    [inputs],
  );
  const reset = useCallback(() => setBoard({}), []);

  return (
    <Playground
      labId="micropython"
      runtimeName="MicroPython"
      language="python"
      examples={[...examples, ...microPythonLabExamples]}
      createRunner={createRunner}
      earlyWorker="micropython"
      loadRequest={loadRequest}
      inputHint="What input() reads, one line per call."
      onDevice={setBoard}
      onRunStart={reset}
      device={<VirtualBoard board={board} inputs={inputs} />}
    />
  );
}
