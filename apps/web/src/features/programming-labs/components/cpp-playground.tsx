/**
 * The C++ lab's playground: clang (WebAssembly) compiles the program in one worker, the program runs
 * in another. An "Optimisation" select picks the -O level; clang's errors and warnings (the runner's
 * `onDiagnostics`) are marked on the editor's lines; errors are shown in the output, warnings apart
 * under "Warnings". A note says before the first run that exceptions are not supported
 * (cpp-exceptions.ts).
 */
import { useCallback, useId, useRef, useState } from 'react';
import { labelClass, selectClass } from '@/components/ui/control-styles.ts';
import type { CppCompileReport } from '@/lib/code-runners/cpp-compile-report.ts';
import { exceptionsNote } from '@/lib/code-runners/cpp-exceptions.ts';
import { optimisationLevels, type OptimisationLevel } from '@/lib/code-runners/cpp-protocol.ts';
import { createCppRunner } from '@/lib/code-runners/cpp-runner.ts';
import type { CodeRunnerEvents } from '@/lib/code-runners/worker-runner.ts';
import { cppLabExamples } from '../lib/cpp-lab-examples.ts';
import { CppCompilerWarnings } from './cpp-compiler-warnings.tsx';
import { Playground, type PlaygroundExample } from './playground.tsx';

const noReport: CppCompileReport = { diagnostics: [], warnings: [], exceptionLines: [] };

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
  const [report, setReport] = useState<CppCompileReport>(noReport);
  const createRunner = useCallback(
    (events: CodeRunnerEvents) =>
      createCppRunner({ ...events, onDiagnostics: setReport }, () => levelRef.current),
    [],
  );
  const clear = useCallback(() => setReport(noReport), []);

  return (
    <>
      <p className="mb-4 text-sm text-neutral-700 dark:text-neutral-300">
        Clang 22 compiles your program in the browser (C++20, <code>-Wall</code>) into WebAssembly for WASI,
        and it runs there too: standard output and input work, hardware does not. The target is 32-bit, as on
        most microcontrollers: <code>int</code>, <code>long</code> and pointers have 32 bits (
        <code>long long</code> and <code>std::int64_t</code> have 64). The program has an 8 MiB stack for its
        data, as on a desktop, but its calls can nest only a few thousand deep (the browser's limit): write a
        very deep recursion as a loop.
      </p>
      <p className="mb-4 text-sm text-neutral-700 dark:text-neutral-300">
        <code>#include &lt;bits/stdc++.h&gt;</code> works as with GCC. A program that includes{' '}
        <code>&lt;iostream&gt;</code>, all of <code>&lt;algorithm&gt;</code>, <code>&lt;iostream&gt;</code>,{' '}
        <code>&lt;string&gt;</code> and <code>&lt;vector&gt;</code>, or <code>&lt;bits/stdc++.h&gt;</code>{' '}
        compiles from headers the site has already parsed (at <code>-O2</code>), in about a second.
      </p>
      <p className="mb-4 rounded-lg border border-neutral-300 bg-neutral-50 p-3 text-sm text-neutral-800 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200">
        {exceptionsNote}
      </p>
      <Playground
        labId="cpp"
        runtimeName="C++"
        language="cpp"
        examples={[...examples, ...cppLabExamples]}
        createRunner={createRunner}
        loadRequest={loadRequest}
        inputHint="The program's standard input: std::cin and scanf read it; after its end they see end of file."
        onRunStart={clear}
        diagnostics={report.diagnostics}
        device={report.warnings.length > 0 ? <CppCompilerWarnings warnings={report.warnings} /> : undefined}
        deviceLayout="below"
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
