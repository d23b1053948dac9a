/** The Python lab's playground: Pyodide (Python 3 and its standard library) in a worker. */
import { createPythonRunner } from '@/lib/code-runners/python-runner.ts';
import { pythonLabExamples } from '../lib/python-lab-examples.ts';
import { Playground, type PlaygroundExample } from './playground.tsx';

export function PythonPlayground({
  examples,
  loadRequest,
}: {
  examples: PlaygroundExample[];
  loadRequest: PlaygroundExample | null;
}) {
  return (
    <>
      <p className="not-prose mb-4 text-sm text-neutral-700 dark:text-neutral-300">
        Programs run offline and can import Python&apos;s standard library only (math, random, doctest,
        unittest…), not packages such as numpy.
      </p>
      <Playground
        labId="python"
        runtimeName="Python"
        language="python"
        examples={[...examples, ...pythonLabExamples]}
        createRunner={createPythonRunner}
        earlyWorker="python"
        loadRequest={loadRequest}
        inputHint="Each input() call reads the next line; after the last one, input() raises EOFError."
      />
    </>
  );
}
