/**
 * Language workers started by a lab's route loader, before its page renders. A worker with a `start`
 * handler (serve-runner.ts) downloads and boots its runtime at once, so the runtime loads while the
 * page's code, article and editor are still being drawn; the page's runner then takes the worker
 * instead of creating one. The worker posts nothing until the runner sends `load`, so no message is
 * lost in between; an error it raises before then (its script failed to load) is kept here, and a
 * worker that failed is not handed over: the runner creates a fresh one.
 *
 * On a first visit the page's HTML starts the worker even earlier, before the app has loaded
 * (public/early-worker.js, named in the page's HTML by the server from the route table's
 * `earlyWorker`); the first call here takes that one over.
 *
 * A loader may also send the worker its `load` at once (`load` in the options), with the memory it
 * shares with the page, instead of leaving that to the runner, which the page creates only once its
 * first render has been committed: the worker is then ready as soon as its runtime is, and what it
 * says meanwhile (progress, then ready) is kept for the runner that takes it (`earlyLoadOf`). The
 * page's first render can already say the lab is ready (`isEarlyWorkerReady`); on a 2-core machine
 * the page's render ended 35–100 ms after MicroPython was ready (`npm run bench:labs`).
 *
 * No worker is started while a runner of that language is alive (`holdLanguage`): a loader that runs
 * again on the same page (a link to the same address) would otherwise boot a runtime nobody uses. A
 * worker nobody takes (the visitor left before the page rendered) is ended after a while.
 */
import { canShareMemory } from './cross-origin-isolation.ts';
import type { RunnerEvent, RunnerRequest } from './runner-protocol.ts';

/** The `load` a loader sent an early worker, and what the worker has said since. */
export interface EarlyLoad {
  /** The interrupt flag the worker got (null where the page cannot share memory). */
  interrupt: SharedArrayBuffer | null;
  /** The lab's own shared memory the worker got (the virtual board's inputs), if any. */
  shared: SharedArrayBuffer | null;
  /**
   * The worker's messages so far, each with when it came (performance.now()); from this call on the
   * caller listens itself, and nothing more is kept. Their data are the runner protocol's events
   * (runner-protocol.ts), whose device state only the lab's runner knows the type of.
   */
  takeMessages(): ReceivedMessage[];
}

export interface ReceivedMessage {
  message: MessageEvent;
  at: number;
}

const early = new Map<string, Worker>();
const loads = new WeakMap<Worker, EarlyLoad & { messages: ReceivedMessage[] }>();
const startTimes = new WeakMap<Worker, number>();
const failed = new WeakSet<Worker>();
const runners = new Map<string, number>();
const unclaimedMs = 30_000;

/** What public/early-worker.js leaves on the page: the worker the page's HTML started. */
interface PageStartedWorker {
  name: string;
  worker: Worker;
  /** performance.now() when it was created. */
  startedAt: number;
  /** Its script failed to load before the app took it. */
  failed: boolean;
  claimed: boolean;
}

declare global {
  /** Set by public/early-worker.js; null once the app has looked (the script then starts none). */
  var tinkerlabsEarlyWorker: PageStartedWorker | null | undefined;
}

/** The performance mark (its detail the worker's name) made when the page's HTML had started the worker. */
export const pageStartedMark = 'tinkerlabs:worker-from-page';

/** When `worker` was created, if it was started early; the runner uses its own creation otherwise. */
export const earlyStartTime = (worker: Worker): number | undefined => startTimes.get(worker);

/**
 * Starts the worker called `name` now, unless one is already waiting or a runner of that language is
 * alive. Only in a cross-origin isolated page: these labs need isolation and load themselves again to
 * get it (cross-origin-isolation.ts); where that is impossible (the dev server, an old browser) the
 * runner creates its worker as before.
 */
export function startWorkerEarly(
  name: string,
  create: () => Worker,
  {
    needsIsolation = true,
    load,
  }: {
    needsIsolation?: boolean;
    /**
     * Send the runner protocol's `load` now (runner-protocol.ts), with a fresh interrupt flag and the
     * memory `shared` makes, rather than when the page's runner takes the worker.
     */
    load?: { shared?: () => SharedArrayBuffer | null };
  } = {},
): void {
  adoptPageWorker();
  if (typeof Worker === 'undefined' || (needsIsolation && !globalThis.crossOriginIsolated)) return;
  if ((runners.get(name) ?? 0) > 0) return;
  if (!early.has(name)) keep(name, create(), performance.now());
  const worker = early.get(name);
  if (load && worker && !loads.has(worker)) sendLoad(worker, load.shared?.() ?? null);
}

function sendLoad(worker: Worker, shared: SharedArrayBuffer | null): void {
  const interrupt = canShareMemory() ? new SharedArrayBuffer(4) : null;
  const collect = (message: MessageEvent) => record.messages.push({ message, at: performance.now() });
  const record = {
    interrupt,
    shared,
    messages: [] as ReceivedMessage[],
    takeMessages() {
      worker.removeEventListener('message', collect);
      const messages = record.messages;
      record.messages = [];
      return messages;
    },
  };
  worker.addEventListener('message', collect);
  loads.set(worker, record);
  const request: RunnerRequest = {
    type: 'load',
    interrupt: interrupt ?? undefined,
    shared: shared ?? undefined,
  };
  worker.postMessage(request);
}

/** The `load` sent early to `worker`, if one was (see `startWorkerEarly`). */
export const earlyLoadOf = (worker: Worker): EarlyLoad | undefined => loads.get(worker);

/** The shared memory sent early to the waiting worker called `name`: the lab's page must use the same. */
export function earlySharedMemory(name: string): SharedArrayBuffer | null {
  const worker = early.get(name);
  return (worker && loads.get(worker)?.shared) ?? null;
}

/** Whether the waiting worker called `name` has answered an early `load` with ready. */
export function isEarlyWorkerReady(name: string): boolean {
  const worker = early.get(name);
  if (!worker || failed.has(worker)) return false;
  const said = loads.get(worker)?.messages.map(({ message }): RunnerEvent<unknown> => message.data);
  return said?.some((event) => event.type === 'ready') ?? false;
}

function keep(name: string, worker: Worker, startedAt: number): void {
  startTimes.set(worker, startedAt);
  worker.addEventListener('error', () => failed.add(worker));
  early.set(name, worker);
  setTimeout(() => {
    if (early.get(name) !== worker) return;
    early.delete(name);
    worker.terminate();
  }, unclaimedMs);
}

/** Takes over the worker the page's HTML started, at the first call; from then on the script starts none. */
function adoptPageWorker(): void {
  if (typeof window === 'undefined') return;
  const started = globalThis.tinkerlabsEarlyWorker;
  globalThis.tinkerlabsEarlyWorker = null;
  if (!started || started.claimed) return;
  started.claimed = true;
  if (started.failed) {
    started.worker.terminate();
    return;
  }
  keep(started.name, started.worker, started.startedAt);
  // Which start a page had, for the browser tests and `npm run bench:labs`.
  performance.mark(pageStartedMark, { detail: started.name });
}

/**
 * The waiting worker called `name`, which the caller now owns; undefined when there is none, or when
 * it failed before anyone listened (it is ended).
 */
export function takeEarlyWorker(name: string): Worker | undefined {
  adoptPageWorker();
  const worker = early.get(name);
  early.delete(name);
  if (worker && failed.has(worker)) {
    worker.terminate();
    return undefined;
  }
  return worker;
}

/** Marks a runner of language `name` alive until the returned function is called (its dispose). */
export function holdLanguage(name: string): () => void {
  runners.set(name, (runners.get(name) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    runners.set(name, (runners.get(name) ?? 1) - 1);
  };
}
