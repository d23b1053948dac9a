/**
 * The program's output: standard output as plain text, standard error in red with a marker for
 * screen readers, the run's outcome at the end and a note when output past the limit was dropped.
 * A log region that is not read out as it grows (a loop of prints would keep a screen reader busy
 * for minutes): a quiet sentence beside it says what each burst of output added (at most once a
 * second, use-output-announcement.ts), and the log can be read at leisure.
 */
import type { OutputChunk } from '@/lib/code-runners/runner-protocol.ts';
import { useOutputAnnouncement } from './use-output-announcement.ts';

export interface OutputPanelProps {
  chunks: OutputChunk[];
  /** The line that ends a run (how it ended, the dropped output), if it has ended. */
  notices: string[];
}

export function OutputPanel({ chunks, notices }: OutputPanelProps) {
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-neutral-900 dark:text-white">Output</h3>
        <p className="text-xs text-neutral-600 dark:text-neutral-400">
          Standard output in the normal colour,{' '}
          <span className="font-semibold text-red-700 dark:text-red-300">standard error in red</span>
        </p>
      </div>
      <OutputLog chunks={chunks} notices={notices} className="mt-2 h-64 sm:h-80" />
    </div>
  );
}

/** The log itself, for a lab's output panel or a code cell in a lesson. */
export function OutputLog({ chunks, notices, className = '' }: OutputPanelProps & { className?: string }) {
  const announcement = useOutputAnnouncement(chunks, notices);
  return (
    <>
      <pre
        role="log"
        aria-label="Output"
        aria-live="off"
        tabIndex={0}
        className={`overflow-auto rounded-lg border border-neutral-300 bg-neutral-50 p-3 text-sm whitespace-pre-wrap break-words text-neutral-900 dark:border-neutral-700 dark:bg-neutral-950 dark:text-neutral-100 ${className}`}
      >
        {chunks.map((chunk, index) =>
          chunk.stream === 'stderr' ? (
            <span key={index} className="text-red-700 dark:text-red-300" data-stream="stderr">
              <span className="sr-only">Error output: </span>
              {chunk.text}
            </span>
          ) : chunk.stream === 'note' ? (
            <span key={index} className="text-neutral-600 italic dark:text-neutral-400" data-stream="note">
              {chunk.text}
            </span>
          ) : (
            <span key={index} data-stream="stdout">
              {chunk.text}
            </span>
          ),
        )}
        {notices.map((notice) => (
          <span key={notice} className="mt-2 block text-neutral-600 italic dark:text-neutral-400" data-notice>
            {notice}
          </span>
        ))}
      </pre>
      {/* Not a status (the lab has one, for the runtime): a plain polite live region. */}
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-output-announcement>
        {announcement}
      </p>
    </>
  );
}
