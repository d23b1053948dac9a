/**
 * The C++ lab's playground: clang (WebAssembly) compiles the program in one worker, the program runs
 * in another. An "Optimisation" select picks the -O level; clang's errors and warnings are marked on
 * the editor's lines as well as shown in the output.
 */
import { useCallback, useId, useRef, useState } from 'react';
import { labelClass, selectClass } from '@/components/ui/control-styles.ts';
import type { EditorDiagnostic } from '@/lib/code-runners/clang-diagnostics.ts';
import { optimisationLevels, type OptimisationLevel } from '@/lib/code-runners/cpp-protocol.ts';
import { createCppRunner, type CppCompileReport } from '@/lib/code-runners/cpp-runner.ts';
import type { CodeRunnerEvents } from '@/lib/code-runners/worker-runner.ts';
import { cppLabExamples } from '../lib/cpp-lab-examples.ts';
import { Playground, type PlaygroundExample } from './playground.tsx';

const levelNames: Record<OptimisationLevel, string> = {
  '-O0': '-O0 (none, quickest compile)',
  '-O1': '-O1',
  '-O2': '-O2 (fast code)',
  '-Os': '-Os (small code)',
};

export function CppPlayground({
  examples,
  loadRequest,
}: {
  examples: PlaygroundExample[];
  loadRequest: PlaygroundExample | null;
}) {
  const ids = useId();
  const [level, setLevel] = useState<OptimisationLevel>('-O2');
  // The runner reads the level when a run starts: changing it does not restart the compiler.
  const levelRef = useRef(level);
  const [diagnostics, setDiagnostics] = useState<EditorDiagnostic[]>([]);
  const createRunner = useCallback(
    (events: CodeRunnerEvents) => createCppRunner(events, () => levelRef.current),
    [],
  );
  const onDevice = useCallback(
    (state: unknown) => setDiagnostics((state as CppCompileReport).diagnostics),
    [],
  );
  const clear = useCallback(() => setDiagnostics([]), []);

  return (
    <>
      <p className="mb-4 text-sm text-neutral-700 dark:text-neutral-300">
        Clang 22 compiles your program in the browser (C++20, <code>-Wall</code>) into WebAssembly for WASI,
        and it runs there too: standard output and input work, hardware does not. Exceptions are not
        available: libc++ here is built without them, so a <code>throw</code> ends the program with a message
        and nothing can catch it. The target is 32-bit, as on most microcontrollers: <code>int</code>,{' '}
        <code>long</code> and pointers have 32 bits (<code>long long</code> and <code>std::int64_t</code> have
        64). The program has an 8 MiB stack for its data, as on a desktop, but its calls can nest only a few
        thousand deep (the browser's limit): write a very deep recursion as a loop.
      </p>
      <Playground
        labId="cpp"
        runtimeName="C++"
        language="cpp"
        examples={[...examples, ...cppLabExamples]}
        createRunner={createRunner}
        loadRequest={loadRequest}
        inputHint="The program's standard input: std::cin and scanf read it; after its end they see end of file."
        onDevice={onDevice}
        onRunStart={clear}
        diagnostics={diagnostics}
        controls={
          <div>
            <label htmlFor={`${ids}-level`} className={labelClass}>
              Optimisation
            </label>
            <select
              id={`${ids}-level`}
              className={selectClass}
              value={level}
              onChange={(event) => {
                const chosen = event.target.value as OptimisationLevel;
                levelRef.current = chosen;
                setLevel(chosen);
              }}
            >
              {optimisationLevels.map((option) => (
                <option key={option} value={option}>
                  {levelNames[option]}
                </option>
              ))}
            </select>
          </div>
        }
      />
    </>
  );
}
