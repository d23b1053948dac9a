/**
 * A program mouse's files: what its API offers, an editor (with a tab per file when there are
 * several, as Main.py and API.py), and a way back to the example.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import type { StoredProgram } from '../hooks/use-stored-program.ts';
import { ProgramEditor } from './program-editor.tsx';

export interface ProgramPanelFile {
  name: string;
  stored: StoredProgram;
}

const tabClass =
  'rounded-t-md border border-b-0 px-3 py-1.5 font-mono text-sm aria-selected:border-neutral-300 aria-selected:bg-white aria-selected:font-semibold aria-selected:text-neutral-900 border-transparent text-neutral-700 hover:text-neutral-900 dark:text-neutral-300 dark:aria-selected:border-neutral-700 dark:aria-selected:bg-neutral-950 dark:aria-selected:text-white';

export function ProgramPanel({
  title,
  intro,
  language,
  files,
  locked,
}: {
  title: string;
  intro: ReactNode;
  language: 'javascript' | 'python';
  files: ProgramPanelFile[];
  locked: boolean;
}) {
  const id = useId();
  // Restoring the example remounts the editor with it.
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const file = files[open] ?? files[0]!;
  const tabbed = files.length > 1;

  // Arrow keys move between the tabs, as in the WAI-ARIA tabs pattern; Tab goes to the editor.
  const onTabKey = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const next = (open + step + files.length) % files.length;
    setOpen(next);
    tabs.current[next]?.focus();
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className="text-lg font-semibold text-neutral-900 dark:text-white">
          {title}
        </h3>
        <button
          type="button"
          disabled={locked}
          onClick={() => {
            for (const each of files) each.stored.restoreExample();
            setVersion((v) => v + 1);
          }}
          className={secondaryButtonClass}
        >
          Restore the example
        </button>
      </div>
      <p className="mt-2 max-w-3xl text-sm leading-6 text-neutral-700 dark:text-neutral-300">{intro}</p>
      {tabbed ? (
        <div role="tablist" aria-label={`${title} files`} className="mt-3 flex gap-1" onKeyDown={onTabKey}>
          {files.map((each, index) => (
            <button
              key={each.name}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={index === open}
              aria-controls={`${id}-panel`}
              tabIndex={index === open ? 0 : -1}
              onClick={() => setOpen(index)}
              className={tabClass}
            >
              {each.name}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id={`${id}-panel`}
        role={tabbed ? 'tabpanel' : undefined}
        aria-labelledby={tabbed ? `${id}-tab-${open}` : undefined}
        className={tabbed ? '' : 'mt-3'}
      >
        <ProgramEditor
          key={`${version}-${file.name}`}
          initial={file.stored.program}
          onChange={file.stored.update}
          labelId={tabbed ? `${id}-heading ${id}-tab-${open}` : `${id}-heading`}
          language={language}
        />
      </div>
    </section>
  );
}
