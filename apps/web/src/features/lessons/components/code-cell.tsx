/**
 * A code cell in a lesson: the author's program, editable, with Run, Stop and Reset code, its output
 * in a log, the virtual board beside a MicroPython cell that asks for it, and "Open in the lab".
 * The language's runtime loads as the cell nears the screen (or on Run), shared with the page's
 * other cells of that language.
 */
import { codeCellLabPaths } from '@tinkerlabs/contract/lab-pages';
import type { CodeCellNode } from '@tinkerlabs/rich-text/document';
import { useId, type ReactNode } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { CodeEditor } from '@/components/code/code-editor.tsx';
import { DownloadProgress } from '@/components/code/download-progress.tsx';
import { OutputLog } from '@/components/code/output-panel.tsx';
import { VirtualBoard } from '@/components/code/virtual-board/virtual-board.tsx';
import {
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
  textLinkClass,
} from '@/components/ui/control-styles.ts';
import { shareFragment } from '@/lib/share-code.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { useCellRunner, type CellPhase } from '../hooks/use-cell-runner.ts';
import { useStoredCode } from '../hooks/use-stored-code.ts';
import { editorLanguage, languageNames, runtimeNames } from '../lib/shared-runtimes.ts';

export function CodeCell({ node, page }: { node: CodeCellNode; page: string | null }) {
  const { id, language, board, code: authorCode, input: authorInput } = node.attrs;
  const inputId = useId();
  const stored = useStoredCode(page, id, authorCode);
  const runner = useCellRunner(language);
  const { observe } = runner;
  const name = languageNames[language];

  return (
    <section
      ref={observe}
      aria-label={`Code cell (${name})`}
      className="not-prose my-6 rounded-xl border border-neutral-300 bg-white p-3 shadow-sm sm:p-4 dark:border-neutral-700 dark:bg-neutral-900"
    >
      <CellToolbar
        name={name}
        phase={runner.phase}
        waiting={runner.waiting}
        onRun={() => void runner.run(stored.code, authorInput)}
        onStop={() => void runner.stop()}
        extra={
          <>
            <ResetCodeButton stored={stored} />
            <Link
              className={`${textLinkClass} text-sm`}
              to={`${codeCellLabPaths[language]}${shareFragment(stored.code)}`}
            >
              Open in the lab
            </Link>
          </>
        }
      />
      <CellEditor runner={runner} language={language} stored={stored} />
      {authorInput ? (
        <div className="mt-3">
          <label htmlFor={inputId} className={labelClass}>
            Program input
          </label>
          <pre id={inputId} className="mt-1 rounded-md bg-neutral-100 p-2 text-sm dark:bg-neutral-800">
            {authorInput}
          </pre>
        </div>
      ) : null}
      <div className={board ? 'mt-3 grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]' : 'mt-3'}>
        <OutputLog chunks={runner.chunks} notices={runner.notices} className="max-h-72 min-h-16" />
        {board ? <VirtualBoard board={runner.device ?? {}} inputs={runner.inputs} /> : null}
      </div>
    </section>
  );
}

/** Run and Stop, and what else the block offers. */
export function CellToolbar({
  name,
  phase,
  waiting,
  onRun,
  onStop,
  runLabel = 'Run',
  extra,
}: {
  name: string;
  phase: CellPhase;
  waiting: boolean;
  onRun: () => void;
  onStop: () => void;
  runLabel?: string;
  extra?: ReactNode;
}) {
  const running = phase === 'running';
  // The server's markup has Run disabled: nothing answers it until the page is the app's.
  const live = useHydrated();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="mr-auto text-sm font-semibold text-neutral-700 dark:text-neutral-200">{name}</span>
      <button
        type="button"
        className={primaryButtonClass}
        onClick={onRun}
        disabled={!live || running || phase === 'failed'}
      >
        {runLabel}
      </button>
      <button type="button" className={secondaryButtonClass} onClick={onStop} disabled={!running}>
        Stop
      </button>
      {extra}
      {waiting ? (
        <span className="text-xs text-neutral-600 dark:text-neutral-400">Another cell is running…</span>
      ) : null}
    </div>
  );
}

/** "Reset code": back to the author's code, once the learner has changed it. */
export function ResetCodeButton({ stored }: { stored: ReturnType<typeof useStoredCode> }) {
  return (
    <button type="button" className={secondaryButtonClass} onClick={stored.reset} disabled={!stored.edited}>
      Reset code
    </button>
  );
}

/** The runtime's state and the editor with the learner's code. */
export function CellEditor({
  runner,
  language,
  stored,
}: {
  runner: ReturnType<typeof useCellRunner>;
  language: CodeCellNode['attrs']['language'];
  stored: ReturnType<typeof useStoredCode>;
}) {
  return (
    <>
      <CellStatus runner={runner} language={language} />
      <div className="mt-3">
        <CodeEditor
          language={editorLanguage(language)}
          loadedCode={stored.loaded}
          onChange={stored.change}
          label={`${languageNames[language]} code`}
        />
      </div>
    </>
  );
}

/** The runtime's download while it loads, and its error if it could not. */
function CellStatus({
  runner,
  language,
}: {
  runner: ReturnType<typeof useCellRunner>;
  language: CodeCellNode['attrs']['language'];
}) {
  if (runner.phase === 'loading')
    return (
      <div className="mt-2">
        <DownloadProgress
          runtime={runtimeNames[language]}
          loaded={runner.progress.loaded}
          total={runner.progress.total}
        />
      </div>
    );
  if (runner.phase === 'failed')
    return (
      <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
        {runtimeNames[language]} could not start: {runner.error}
      </p>
    );
  return null;
}
