/**
 * One playground for every programming lab: the code editor, an "Example" picker, Run and Stop, the
 * program's input, its output, the runtime's download progress and a share link. The language comes
 * in as a CodeMirror extension and a runner (see lib/code-runners); a lab may add a device view (the
 * MicroPython board) beside the output.
 */
import type { Diagnostic } from '@codemirror/lint';
import type { SnippetLab } from '@tinkerlabs/contract/snippets';
import { Undo2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { labelClass, secondaryButtonClass, selectClass } from '@/components/ui/control-styles.ts';
import type { CodeRunner, CodeRunnerEvents } from '@/lib/code-runners/worker-runner.ts';
import { useCodeRunner } from '../hooks/use-code-runner.ts';
import { usePlaygroundCode } from '../hooks/use-playground-code.ts';
import { CodeEditor, type EditorLanguage } from '@/components/code/code-editor.tsx';
import { DownloadProgress } from '@/components/code/download-progress.tsx';
import { OutputPanel } from '@/components/code/output-panel.tsx';
import { RunStopButtons } from './run-stop-buttons.tsx';
import { ShareLink } from './share-link.tsx';
import { SnippetPanel } from './snippet-panel.tsx';

export interface PlaygroundExample {
  title: string;
  code: string;
  /** Text for "Program input" that goes with the example. */
  stdin?: string;
}

/** `Device` is the runner's device state (`never` for a lab without one): what `onDevice` receives. */
export interface PlaygroundProps<Device = never> {
  /** Names the saved code in local storage and the lab of saved snippets. */
  labId: SnippetLab;
  /** The runtime's name in messages ("Python"). */
  runtimeName: string;
  /** The editor's highlighting. */
  language: EditorLanguage;
  examples: PlaygroundExample[];
  createRunner: (events: CodeRunnerEvents<Device>) => CodeRunner;
  /** The runner's early worker (lib/code-runners/early-workers.ts): the first render says if it is ready. */
  earlyWorker?: string;
  /** An example to load now (a "Try it" button below the playground). */
  loadRequest?: PlaygroundExample | null;
  inputHint: ReactNode;
  onDevice?: (state: Device) => void;
  /** Called before each run (the board resets its parts). */
  onRunStart?: () => void;
  device?: ReactNode;
  /** Where the device view goes on a wide screen: beside the output (the board) or below it (wide tables). */
  deviceLayout?: 'beside' | 'below';
  /** More controls beside Run and Stop (the C++ lab's optimisation level). */
  controls?: ReactNode;
  /** Marks on the editor's lines (the C++ compiler's errors and warnings). */
  diagnostics?: Diagnostic[];
}

export function Playground<Device = never>({
  labId,
  runtimeName,
  language,
  examples,
  createRunner,
  earlyWorker,
  loadRequest,
  inputHint,
  onDevice,
  onRunStart,
  device,
  deviceLayout = 'beside',
  controls,
  diagnostics,
}: PlaygroundProps<Device>) {
  const ids = useId();
  const { code, loaded, onEdit, load, shareUrl, earlier, restoreEarlier } = usePlaygroundCode(
    labId,
    examples[0]?.code ?? '',
  );
  const [stdin, setStdin] = useState(examples[0]?.stdin ?? '');
  const [example, setExample] = useState('');
  const runner = useCodeRunner(createRunner, onDevice, earlyWorker);

  const loadExample = (chosen: PlaygroundExample) => {
    load(chosen.code);
    setStdin(chosen.stdin ?? '');
  };

  // A "Try it" request is applied while rendering (React's pattern for state that follows a prop).
  const [appliedRequest, setAppliedRequest] = useState(loadRequest);
  if (loadRequest !== appliedRequest) {
    setAppliedRequest(loadRequest);
    if (loadRequest) loadExample(loadRequest);
  }

  const running = runner.phase === 'running';
  const status =
    runner.phase === 'loading'
      ? `Loading ${runtimeName}…`
      : runner.phase === 'failed'
        ? `${runtimeName} could not be loaded: ${runner.loadError}`
        : running
          ? 'Running…'
          : `${runtimeName} is ready.`;

  const deviceBeside = device && deviceLayout === 'beside' ? device : null;
  const deviceBelow = device && deviceLayout === 'below' ? device : null;

  // The tool first, as in Wokwi and Compiler Explorer: a toolbar that stays under the site's header
  // while the playground is on screen (Run is always reachable, on a phone too), then on wide screens
  // the editor beside the input and output (and the board), so Run and what it prints are seen together.
  return (
    <div className="not-prose space-y-4">
      <div className="sticky top-16 z-30 -mx-4 space-y-2 border-b border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur-sm dark:border-neutral-800 dark:bg-neutral-950/95">
        <div className="flex flex-wrap items-end gap-2 sm:gap-3">
          <div className="min-w-0 basis-full sm:min-w-48 sm:flex-1 sm:basis-0">
            <label htmlFor={`${ids}-example`} className={`${labelClass} sr-only sm:not-sr-only`}>
              Example
            </label>
            <select
              id={`${ids}-example`}
              className={selectClass}
              value={example}
              onChange={(event) => {
                setExample(event.target.value);
                const chosen = examples.find((candidate) => candidate.title === event.target.value);
                if (chosen) loadExample(chosen);
              }}
            >
              <option value="">Choose an example…</option>
              {examples.map((candidate) => (
                <option key={candidate.title} value={candidate.title}>
                  {candidate.title}
                </option>
              ))}
            </select>
          </div>
          {controls}
          <RunStopButtons
            canRun={runner.phase === 'ready'}
            canStop={running}
            onRun={() => {
              onRunStart?.();
              void runner.run(code, stdin);
            }}
            onStop={() => void runner.stop()}
          />
        </div>
        <div className="flex min-h-6 flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-neutral-700 dark:text-neutral-300">
            {status}
          </p>
          {runner.phase === 'loading' ? (
            <DownloadProgress
              runtime={runtimeName}
              loaded={runner.progress.loaded}
              total={runner.progress.total}
            />
          ) : null}
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <div className="min-w-0 space-y-4">
          <CodeEditor
            language={language}
            loadedCode={loaded}
            onChange={onEdit}
            diagnostics={diagnostics}
            label="Code"
          />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <ShareLink makeUrl={shareUrl} />
            {earlier !== null ? (
              <>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  aria-describedby={`${ids}-earlier-hint`}
                  onClick={restoreEarlier}
                >
                  <Undo2 aria-hidden className="size-4" />
                  Restore earlier code
                </button>
                <span id={`${ids}-earlier-hint`} className="text-xs text-neutral-600 dark:text-neutral-400">
                  The code the last example, snippet or link replaced.
                </span>
              </>
            ) : null}
          </div>
        </div>
        <div className="min-w-0 space-y-4">
          {deviceBeside}
          <OutputPanel chunks={runner.chunks} notices={runner.notices} />
          <div>
            <label htmlFor={`${ids}-stdin`} className={labelClass}>
              Program input
            </label>
            <p id={`${ids}-stdin-hint`} className="text-xs text-neutral-600 dark:text-neutral-400">
              {inputHint}
            </p>
            <textarea
              id={`${ids}-stdin`}
              aria-describedby={`${ids}-stdin-hint`}
              rows={3}
              value={stdin}
              onChange={(event) => setStdin(event.target.value)}
              className={`${selectClass} font-mono`}
              spellCheck={false}
            />
          </div>
        </div>
      </div>
      {deviceBelow}
      <SnippetPanel lab={labId} code={code} onOpen={load} />
    </div>
  );
}
