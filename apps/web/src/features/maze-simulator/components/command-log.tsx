/**
 * The run's commands and answers, as mms's run output shows them, newest last. Only the last few
 * hundred lines are kept on screen; the log follows the newest line unless scrolled up. It is not
 * read out as it grows (hundreds of lines a second at speed): the run's status line says what
 * matters (mouse-run-status.tsx), and the log can be read at leisure.
 */
import type { TraceEntry } from '@tinkerlabs/maze/mms/run-mouse';
import { useEffect, useRef } from 'react';

function lineOf(entry: TraceEntry): string {
  if (entry.kind === 'log') return `# ${entry.text}`;
  if (entry.kind === 'reset') return '(Reset pressed)';
  return entry.answer === null ? entry.command : `${entry.command} → ${entry.answer}`;
}

export function CommandLog({ entries, commands }: { entries: TraceEntry[]; commands: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (element.scrollHeight - element.scrollTop - element.clientHeight < 80)
      element.scrollTop = element.scrollHeight;
  }, [entries]);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="commands-heading" className="text-base font-semibold text-neutral-900 dark:text-white">
          Commands
        </h3>
        <p className="text-xs text-neutral-600 dark:text-neutral-400">
          {commands} sent
          {entries.length > 0 && commands > entries.length ? `, last ${entries.length} lines shown` : ''}
        </p>
      </div>
      <div
        ref={box}
        role="log"
        aria-live="off"
        aria-labelledby="commands-heading"
        tabIndex={0}
        className="mt-2 h-56 overflow-y-auto rounded-lg border border-neutral-200 bg-neutral-50 p-2 font-mono text-xs leading-5 text-neutral-800 dark:border-neutral-800 dark:bg-neutral-950 dark:text-neutral-200"
      >
        {entries.length === 0 ? (
          <p className="text-neutral-600 dark:text-neutral-400">
            The commands a mouse sends appear here, with mms&rsquo;s answers.
          </p>
        ) : (
          entries.map((entry, i) => (
            <div
              key={i}
              className={entry.kind === 'command' ? undefined : 'text-secondary-700 dark:text-secondary-300'}
            >
              {lineOf(entry)}
            </div>
          ))
        )}
      </div>
    </div>
  );
}
