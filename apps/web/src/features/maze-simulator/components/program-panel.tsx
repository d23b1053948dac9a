/** The JavaScript mouse's program: what the API offers, the editor, and a way back to the example. */
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import type { useStoredProgram } from '../hooks/use-stored-program.ts';
import { ProgramEditor } from './program-editor.tsx';

const codeClass = 'rounded bg-neutral-100 px-1 font-mono text-xs dark:bg-neutral-800';

export function ProgramPanel({
  stored,
  locked,
}: {
  stored: ReturnType<typeof useStoredProgram>;
  locked: boolean;
}) {
  // Restoring the example remounts the editor with it.
  const [version, setVersion] = useState(0);
  return (
    <section aria-labelledby="program-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="program-heading" className="text-lg font-semibold text-neutral-900 dark:text-white">
          JavaScript mouse program
        </h3>
        <button
          type="button"
          disabled={locked}
          onClick={() => {
            stored.restoreExample();
            setVersion((v) => v + 1);
          }}
          className={secondaryButtonClass}
        >
          Restore the example
        </button>
      </div>
      <p className="mt-2 max-w-3xl text-sm leading-6 text-neutral-700 dark:text-neutral-300">
        The program runs in a Web Worker with mms&rsquo;s API:{' '}
        <code className={codeClass}>const API = require(&apos;./API&apos;)</code> gives{' '}
        <code className={codeClass}>API.wallFront()</code>,{' '}
        <code className={codeClass}>API.moveForward(n)</code>,{' '}
        <code className={codeClass}>API.turnLeft()</code>,{' '}
        <code className={codeClass}>API.setColor(x, y, &apos;G&apos;)</code>,{' '}
        <code className={codeClass}>API.setText(x, y, text)</code>,{' '}
        <code className={codeClass}>API.wasReset()</code> and the rest of mms&rsquo;s commands;{' '}
        <code className={codeClass}>console.error</code> and <code className={codeClass}>API.log</code> write
        to the log. The mouse starts in cell (0, 0) facing north. The program is kept in this browser and runs
        when you press Run; Stop ends it even inside an endless loop.
      </p>
      <div className="mt-3">
        <ProgramEditor
          key={version}
          initial={stored.program}
          onChange={stored.update}
          labelId="program-heading"
        />
      </div>
    </section>
  );
}
