/**
 * What the C++ lab shows of a compile: the marks on the editor's lines, the warnings listed apart
 * from errors (amber, under "Warnings") and what goes into the output. A failed compile's messages
 * are standard error, as clang wrote them; a successful compile's warnings are not errors, so they
 * stay out of the output's red text and the output's note points to them.
 */
import {
  compilerWarnings,
  locateDiagnostics,
  parseClangDiagnostics,
  type CompilerWarning,
  type EditorDiagnostic,
} from './clang-diagnostics.ts';
import { exceptionsNote, isExceptionError } from './cpp-exceptions.ts';
import { sourceFileName, type OptimisationLevel } from './cpp-protocol.ts';
import type { OutputChunk } from './runner-protocol.ts';

/** What the C++ runner reports of each compile (its `onDiagnostics` event): the marks and the warnings. */
export interface CppCompileReport {
  diagnostics: EditorDiagnostic[];
  warnings: CompilerWarning[];
  /** The lines where clang stopped at a `throw` or a `try` (see cpp-exceptions.ts). */
  exceptionLines: number[];
}

export interface CompileResult {
  succeeded: boolean;
  stderr: string;
  seconds: number;
}

/** The editor's marks, the listed warnings and the throwing lines of a compile of `code`. */
export function compileReport(code: string, stderr: string): CppCompileReport {
  const diagnostics = parseClangDiagnostics(stderr, sourceFileName);
  const exceptionLines = diagnostics.filter(isExceptionError).map((diagnostic) => diagnostic.line);
  // The mark's message says why this lab refuses what clang compiles elsewhere.
  const explained = diagnostics.map((diagnostic) =>
    isExceptionError(diagnostic)
      ? { ...diagnostic, message: `${diagnostic.message}. ${exceptionsNote}` }
      : diagnostic,
  );
  return {
    diagnostics: locateDiagnostics(code, explained),
    warnings: compilerWarnings(diagnostics),
    exceptionLines,
  };
}

/**
 * The output's lines for a compile: clang's messages as standard error when it failed (with the
 * lab's note when the program throws or catches), and the time it took when it succeeded.
 */
export function compileOutput(
  result: CompileResult,
  level: OptimisationLevel,
  report: CppCompileReport,
): OutputChunk[] {
  if (!result.succeeded) {
    const chunks: OutputChunk[] = result.stderr ? [{ stream: 'stderr', text: result.stderr }] : [];
    if (report.exceptionLines.length > 0) chunks.push({ stream: 'note', text: `${exceptionsNote}\n` });
    return chunks;
  }
  const count = report.warnings.length;
  const compiled = `Compiled in ${result.seconds.toFixed(2)} s (${level})`;
  if (count > 0)
    return [
      {
        stream: 'note',
        text: `${compiled} with ${count} ${count === 1 ? 'warning' : 'warnings'}: see "Warnings" below the output.\n`,
      },
    ];
  // Not clang's or the program's words: a note, not standard error (it read as an error in red).
  // A successful compile's other messages (a linker warning) are notes too.
  return [
    ...(result.stderr ? [{ stream: 'note' as const, text: result.stderr }] : []),
    { stream: 'note', text: `${compiled}.\n` },
  ];
}
