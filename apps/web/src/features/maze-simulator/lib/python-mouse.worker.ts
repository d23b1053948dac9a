/**
 * The Python mouse's worker: loads Python (Pyodide, from our server, once per worker) as every lab's
 * worker does (serve-load.ts: at once, answering the page's `load` with progress, then ready, sealed),
 * and runs the program as mms runs a mouse process, against the mms engine held here so that every
 * `input()` is answered synchronously: stdout lines are commands, stdin gets the answers, stderr is
 * the log. Its run is not a lab's (runner-protocol.ts): it gets the maze and the program's files, and
 * answers with the run's record and its mms end (mouse-host-messages.ts). The page terminates the
 * worker to stop a program, and after any run that did not end normally.
 */
/// <reference lib="webworker" />
import { loadPythonSession, type PythonSession } from '@/lib/code-runners/python-session.ts';
import { serveLoad } from '@/lib/code-runners/serve-load.ts';
import type { RunEnd } from '@tinkerlabs/maze/mms/run-mouse';
import { entryBatches } from './entry-batches.ts';
import { mazeFromData } from './maze-transfer.ts';
import { mmsStdioChannel } from './mms-stdio-channel.ts';
import type { MouseHostMessage, PythonMouseRequest } from './mouse-host-messages.ts';

declare const self: DedicatedWorkerGlobalScope;

type RunRequest = Extract<PythonMouseRequest, { type: 'run' }>;

let python: PythonSession | null = null;

function post(message: MouseHostMessage) {
  self.postMessage(message);
}

/**
 * The traceback's last line, and the line of Main.py it comes from (or of the file it was raised
 * in, when Main.py has no frame): "ZeroDivisionError: division by zero (line 12 of Main.py)".
 */
function errorMessage(log: string): string {
  const lines = log.trim().split('\n');
  const places = [...log.matchAll(/File "([^"]+)", line (\d+)/g)];
  const place = places.findLast((each) => each[1] === 'main.py') ?? places.at(-1);
  const file = place?.[1] === 'main.py' ? 'Main.py' : place?.[1]?.split('/').at(-1);
  return `${lines.at(-1) ?? 'The program failed.'}${place ? ` (line ${place[2]} of ${file})` : ''}`;
}

function run(session: PythonSession, { setup, files }: RunRequest) {
  const batches = entryBatches((entries) => post({ type: 'entries', entries }));
  const channel = mmsStdioChannel(mazeFromData(setup.maze), {
    maxCommands: setup.maxCommands,
    resetsAt: setup.resetsAt,
    onEntry: batches.push,
  });
  const quiet = { stdin: () => null, stdout: () => {}, stderr: () => {} };
  // The same choices on every run, so a run repeated after a Reset is the same run.
  session.run(`import random\nrandom.seed(${setup.seed})`, quiet);
  let log = '';
  let ended = false;
  const [main, ...modules] = files;
  const status = session.run(
    main?.text ?? '',
    {
      stdin: channel.stdin,
      stdout: (text) => {
        channel.stdout(text);
        if (channel.limitReached) end({ status: 'command-limit' }); // the page then ends the worker
      },
      stderr: (text) => {
        log += text;
        channel.stderr(text);
      },
      pause: batches.flush,
    },
    Object.fromEntries(modules.map((file) => [file.name, file.text])),
  );
  channel.close();
  end(status === 'ok' ? { status: 'finished' } : { status: 'error', message: errorMessage(log) });

  function end(result: RunEnd) {
    if (ended) return;
    ended = true;
    batches.flush();
    post({ type: 'end', end: result });
  }
}

serveLoad({
  async start(progress) {
    python = await loadPythonSession({
      onProgress: (loaded, total) => progress({ type: 'progress', loaded, total }),
    });
  },
  // The maze's page is not cross-origin isolated: it shares no memory (no interrupt flag) with us.
  async load() {},
});

self.addEventListener('message', (event: MessageEvent<PythonMouseRequest>) => {
  const request = event.data;
  if (request.type !== 'run') return;
  try {
    if (!python) throw new Error('Python is not loaded yet.');
    run(python, request);
  } catch (error) {
    // Python itself failed (not the program): say so rather than leave the page waiting.
    post({ type: 'end', end: { status: 'error', message: String(error) } });
  }
});
