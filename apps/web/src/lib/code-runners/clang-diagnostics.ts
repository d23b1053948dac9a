/**
 * Clang's diagnostics, read back from its plain-text standard error (`-fno-color-diagnostics`):
 * each `file:line:col: error|warning|note: message` line of the program's own file becomes a
 * diagnostic, which the C++ lab marks on the editor's line; its warnings are also listed apart from
 * errors, with their line. Lines about other files (a note in a libc++ header) and the linker's
 * errors stay in the output only.
 */

export type ClangSeverity = 'error' | 'warning' | 'note';

export interface ClangDiagnostic {
  /** 1-based, as clang prints them. */
  line: number;
  column: number;
  severity: ClangSeverity;
  message: string;
}

/** A diagnostic placed in the program's text, in the shape CodeMirror's lint extension takes. */
export interface EditorDiagnostic {
  from: number;
  to: number;
  severity: 'error' | 'warning' | 'info';
  message: string;
}

/** A warning as the lab lists it, apart from errors: where it is, clang's words and its option. */
export interface CompilerWarning {
  line: number;
  column: number;
  message: string;
  /** The option that asks for it ("-Wunused-variable"), when clang names one. */
  option: string | null;
}

const diagnosticLine = /^(.+?):(\d+):(\d+): (fatal error|error|warning|note): (.*)$/;

/**
 * @example
 * parseClangDiagnostics("main.cpp:3:5: error: use of undeclared identifier 'x'\n", 'main.cpp')
 * // [{ line: 3, column: 5, severity: 'error', message: "use of undeclared identifier 'x'" }]
 */
export function parseClangDiagnostics(stderr: string, file: string): ClangDiagnostic[] {
  const diagnostics: ClangDiagnostic[] = [];
  for (const text of stderr.split('\n')) {
    const match = diagnosticLine.exec(text.trimEnd());
    if (!match || match[1] !== file) continue;
    diagnostics.push({
      line: Number(match[2]),
      column: Number(match[3]),
      severity: match[4] === 'note' ? 'note' : match[4] === 'warning' ? 'warning' : 'error',
      message: match[5] ?? '',
    });
  }
  return diagnostics;
}

const optionSuffix = /^(.*) \[(-W[^\]]+)\]$/;

/**
 * The warnings among `diagnostics`, with the `[-Wsomething]` clang ends each with taken apart.
 *
 * @example
 * compilerWarnings([{ line: 7, column: 7, severity: 'warning', message: "unused variable 'x' [-Wunused-variable]" }])
 * // [{ line: 7, column: 7, message: "unused variable 'x'", option: '-Wunused-variable' }]
 */
export function compilerWarnings(diagnostics: ClangDiagnostic[]): CompilerWarning[] {
  return diagnostics
    .filter((diagnostic) => diagnostic.severity === 'warning')
    .map(({ line, column, message }) => {
      const parts = optionSuffix.exec(message);
      return { line, column, message: parts?.[1] ?? message, option: parts?.[2] ?? null };
    });
}

/**
 * Places diagnostics in `code`: each covers the word (or the one character) at its column, so the
 * editor underlines what clang points at. Clang counts columns in bytes; the lab's programs are
 * ASCII where it matters, and a column past the line's end marks its last character.
 */
export function locateDiagnostics(code: string, diagnostics: ClangDiagnostic[]): EditorDiagnostic[] {
  const lines = code.split('\n');
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  return diagnostics
    .filter((diagnostic) => diagnostic.line >= 1 && diagnostic.line <= lines.length)
    .map((diagnostic) => {
      const text = lines[diagnostic.line - 1] ?? '';
      const start = Math.max(0, Math.min(diagnostic.column - 1, text.length - 1));
      const word = /^\w+/.exec(text.slice(start))?.[0].length ?? 1;
      const from = (lineStarts[diagnostic.line - 1] ?? 0) + start;
      return {
        from,
        to: from + Math.min(word, Math.max(text.length - start, 0)),
        severity: diagnostic.severity === 'note' ? 'info' : diagnostic.severity,
        message: diagnostic.message,
      };
    });
}
