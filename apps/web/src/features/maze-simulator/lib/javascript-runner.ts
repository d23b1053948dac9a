/**
 * Runs a JavaScript mouse in a Web Worker. The worker is a blob the page writes: it imports the
 * mouse runtime (mouse-program-host.ts, bundled by Vite) and then calls it with each program file
 * wrapped as a function, so the program runs as the worker's own script and needs no eval. Stop
 * terminates the worker, which also ends a program stuck in a loop.
 */
import hostUrl from './mouse-program-host.ts?worker&url';
import type { MouseHostMessage } from './mouse-host-messages.ts';
import {
  maxProgramCommands,
  type MouseProgramRunner,
  type MouseRunEnd,
  type ProgramFile,
} from './mouse-program-runner.ts';
import { startErrorMessage } from './syntax-check.ts';

/** The line of the worker's script where the (first) program's own first line is. */
const programFirstLine = 4;

function workerSource(files: ProgramFile[], setup: unknown): string {
  const modules = files
    .map(
      (file) =>
        `${JSON.stringify(file.name)}: function (module, exports, require, console) {\n${file.text}\n},`,
    )
    .join('\n');
  return [
    `import ${JSON.stringify(new URL(hostUrl, location.href).href)};`,
    `self.tinkerlabsMouseHost.run(${JSON.stringify(setup)}, {\n${modules}\n}, ${JSON.stringify(files[0]?.name ?? 'main.js')});`,
  ].join('\n');
}

export function javascriptRunner(): MouseProgramRunner {
  let worker: Worker | null = null;
  let url: string | null = null;
  let finish: ((end: MouseRunEnd) => void) | null = null;

  const cleanUp = () => {
    worker?.terminate();
    if (url) URL.revokeObjectURL(url);
    worker = null;
    url = null;
  };

  return {
    start(request, onCommandLog) {
      cleanUp();
      const source = workerSource(request.files, {
        maze: request.maze,
        resetsAt: request.resetsAt,
        maxCommands: maxProgramCommands,
        seed: 20_240_601,
      });
      url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      const instance = new Worker(url, { type: 'module', name: 'JavaScript mouse' });
      worker = instance;
      return new Promise<MouseRunEnd>((resolve) => {
        finish = (end) => {
          finish = null;
          cleanUp();
          resolve(end);
        };
        instance.onmessage = (event: MessageEvent<MouseHostMessage>) => {
          if (event.data.type === 'entries') onCommandLog(event.data.entries);
          else finish?.(event.data.end);
        };
        instance.onerror = (event) => {
          event.preventDefault();
          finish?.({
            status: 'error',
            message: startErrorMessage(
              event.message,
              event.lineno,
              request.files[0]?.text ?? '',
              programFirstLine,
            ),
          });
        };
      });
    },
    stop() {
      finish?.({ status: 'stopped' });
      cleanUp();
    },
  };
}
