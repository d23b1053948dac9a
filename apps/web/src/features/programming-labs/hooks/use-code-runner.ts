/**
 * A lab's runner as React state: it loads the language's worker when the lab opens, collects the
 * output of the current run (merging consecutive writes to the same stream, so a flood of prints
 * stays a handful of elements) and says how each run ended.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isEarlyWorkerReady } from '@/lib/code-runners/early-workers.ts';
import type { OutputChunk } from '@/lib/code-runners/runner-protocol.ts';
import type { CodeRunner, CodeRunnerEvents } from '@/lib/code-runners/worker-runner.ts';
import { mergeChunks, runNotices } from '@/lib/code-runners/run-output.ts';

export type RunnerPhase = 'loading' | 'ready' | 'running' | 'failed';

export function useCodeRunner<Device = never>(
  createRunner: (events: CodeRunnerEvents<Device>) => CodeRunner,
  onDevice?: (state: Device) => void,
  /** The runner's early worker: when it is ready already, so is the first paint. */
  earlyWorker?: string,
) {
  const [loadPhase, setPhase] = useState<RunnerPhase>('loading');
  // An early worker that is ready already makes the page ready at once; while the browser hydrates
  // the server's markup, which says loading, the first render says so too (the server's snapshot).
  const earlyReady = useSyncExternalStore(
    noChanges,
    () => !!earlyWorker && isEarlyWorkerReady(earlyWorker),
    () => false,
  );
  // Only for the first load: after a restart the runner loads again, whatever the early worker did.
  const [restarted, setRestarted] = useState(false);
  const phase: RunnerPhase = loadPhase === 'loading' && earlyReady && !restarted ? 'ready' : loadPhase;
  const [progress, setProgress] = useState({ loaded: 0, total: 0 });
  const [chunks, setChunks] = useState<OutputChunk[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const runner = useRef<CodeRunner | null>(null);
  const onDeviceRef = useRef(onDevice);
  useEffect(() => {
    onDeviceRef.current = onDevice;
  }, [onDevice]);

  // Before paint (a layout effect): the first render may say ready, and Run then needs the runner.
  useLayoutEffect(() => {
    // A download reports every chunk it receives (thousands for the C++ compiler's 105 MB): the
    // progress bar is redrawn at most every `progressInterval` ms, with the latest figure. Once a
    // frame had been once a percent: a hundred renders, layouts and paints of the page while clang
    // loads, a third of the C++ lab's main-thread work in Lighthouse's trace (2026-12-03).
    let latest: { loaded: number; total: number } | null = null;
    let shownAt = -Infinity;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const created = createRunner({
      onProgress: (loaded, total) => {
        latest = { loaded, total };
        timer ??= setTimeout(
          () => {
            timer = undefined;
            shownAt = performance.now();
            if (latest) setProgress(latest);
          },
          Math.max(0, shownAt + progressInterval - performance.now()),
        );
      },
      onOutput: (incoming) => setChunks((previous) => mergeChunks(previous, incoming)),
      onDevice: (state) => onDeviceRef.current?.(state),
      onRestart: () => {
        setRestarted(true);
        setPhase('loading');
        created.load().then(
          () => setPhase('ready'),
          (error: Error) => fail(error),
        );
      },
    });
    const fail = (error: Error) => {
      setLoadError(error.message);
      setPhase('failed');
    };
    runner.current = created;
    created.load().then(
      () => setPhase((current) => (current === 'loading' ? 'ready' : current)),
      (error: Error) => fail(error),
    );
    return () => {
      clearTimeout(timer);
      created.dispose();
      runner.current = null;
    };
  }, [createRunner]);

  const run = useCallback(async (code: string, stdin: string) => {
    const active = runner.current;
    if (!active) return;
    setChunks([]);
    setNotices([]);
    setPhase('running');
    const started = performance.now();
    const result = await active.run(code, stdin);
    setNotices(runNotices(result, (performance.now() - started) / 1000));
    // After a restart the runner is loading again; `onRestart` moves the phase on when it is ready.
    setPhase((current) =>
      result.status === 'stopped' ? current : current === 'running' ? 'ready' : current,
    );
  }, []);

  const stop = useCallback(() => runner.current?.stop(), []);

  return { phase, progress, chunks, notices, loadError, run, stop };
}

/** How often, at most, the download's progress bar is redrawn (ms). */
const progressInterval = 250;

/** Readiness is read once per render: whatever changes it also causes a render here. */
const noChanges = () => () => {};
