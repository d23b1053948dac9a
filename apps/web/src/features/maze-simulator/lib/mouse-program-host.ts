/**
 * The runtime of a JavaScript mouse, loaded first in the program's worker. The worker's own script
 * is the program's files wrapped as functions (a blob the page writes, since the site's policy
 * allows no eval); it calls `run`, which answers the program's `API` calls from the mms engine
 * synchronously and posts what happened to the page in batches. The API is a global, and
 * `require('./API')` gives it too, as in mms's JavaScript template; console output becomes log
 * lines, as stderr does in mms.
 */
/// <reference lib="webworker" />
import { runMouse } from '@tinkerlabs/maze/mms/run-mouse';
import { seededRandom } from '@tinkerlabs/random/seeded-random';
import { sealWorker } from '@/lib/code-runners/seal-worker.ts';
import { entryBatches } from './entry-batches.ts';
import { mazeFromData } from './maze-transfer.ts';
import type { MouseHost, MouseHostMessage } from './mouse-host-messages.ts';

declare const self: DedicatedWorkerGlobalScope & { tinkerlabsMouseHost?: MouseHost };

// Imports run before the worker's own script, so the program's code, even at its top level, finds
// no way to make a request (seal-worker.ts).
sealWorker();

function post(message: MouseHostMessage) {
  self.postMessage(message);
}

self.tinkerlabsMouseHost = {
  run(setup, modules, main) {
    Math.random = seededRandom(setup.seed);
    const batches = entryBatches((entries) => post({ type: 'entries', entries }));
    const result = runMouse(
      mazeFromData(setup.maze),
      (api) => {
        const print = (...parts: unknown[]) => api.log(...parts);
        const console = { log: print, error: print, warn: print, info: print };
        const cache = new Map<string, unknown>();
        // A program may use the global API, or require it as mms's JavaScript template does.
        (self as unknown as { API: unknown }).API = api;
        const load = (name: string): unknown => {
          const file = name.replace(/^\.\//, '');
          if (/^API(\.js)?$/.test(file)) return api;
          const key = modules[file] ? file : `${file}.js`;
          const body = modules[key];
          if (!body) throw new Error(`require("${name}"): there is no file called ${file}.`);
          if (!cache.has(key)) {
            const module = { exports: {} as unknown };
            cache.set(key, module.exports);
            body(module, module.exports, load, console);
            cache.set(key, module.exports);
          }
          return cache.get(key);
        };
        load(main);
      },
      {
        maxCommands: setup.maxCommands,
        resetsAt: setup.resetsAt,
        onEntry: batches.push,
      },
    );
    batches.flush();
    post({ type: 'end', end: result.end });
  },
};
