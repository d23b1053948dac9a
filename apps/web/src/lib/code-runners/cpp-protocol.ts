/**
 * The C++ lab's two workers and what they exchange with the page. The compiler worker keeps clang
 * loaded for the page's lifetime and answers each `compile` with the program's WebAssembly (or
 * none) and clang's standard error. The program worker runs one compiled program at a time with the
 * common runner events (`output`, `done`); Stop terminates it, never the compiler.
 */

export const optimisationLevels = ['-O0', '-O1', '-O2', '-Os'] as const;
export type OptimisationLevel = (typeof optimisationLevels)[number];

export type CompilerRequest =
  { type: 'load' } | { type: 'compile'; id: number; code: string; level: OptimisationLevel };

export type CompilerEvent =
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'ready' }
  | { type: 'load-failed'; message: string }
  | {
      type: 'compiled';
      id: number;
      /** The WASI program, or null when the compile or the link failed. */
      wasm: ArrayBuffer | null;
      stderr: string;
      seconds: number;
    };

export interface ProgramRequest {
  type: 'run';
  runId: number;
  wasm: ArrayBuffer;
  stdin: string;
}

/**
 * A program's stack: 8 MiB, as a desktop Linux gives, instead of wasm-ld's 64 KiB, where a local
 * `int readings[100000]` (400 kB, common in exercises) overflowed at once.
 */
export const programStackBytes = 8 * 1024 * 1024;

/** The source file's name in clang's messages, which the diagnostics parser looks for. */
export const sourceFileName = 'main.cpp';
