/**
 * The C++ lab's "Warnings": what clang warned about in the last compile, each with its line, in
 * amber and apart from the output, so a program that compiled and ran does not look as if it failed.
 * The same lines are underlined in the editor.
 */
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import type { CompilerWarning } from '@/lib/code-runners/clang-diagnostics.ts';

export function CppCompilerWarnings({ warnings }: { warnings: CompilerWarning[] }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-4 text-amber-700 dark:text-amber-300" />
        Warnings
      </h3>
      <p className="mt-1 text-xs">
        The program compiles with them, but clang thinks these lines may not do what you meant.
      </p>
      <ul className="mt-2 space-y-1 font-mono">
        {warnings.map((warning, index) => (
          <li key={index}>
            <span className="font-semibold">Line {warning.line}:</span> {warning.message}
            {warning.option ? (
              <span className="text-amber-800 dark:text-amber-300"> ({warning.option})</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
