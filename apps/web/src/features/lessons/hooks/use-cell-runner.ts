/**
 * A code cell's share of its language's runtime: the runtime is acquired when the cell nears the
 * screen (`observe` its box) or on the first Run, and the cell keeps its own output and status.
 */
import type { CodeCellLanguage } from '@tinkerlabs/rich-text/document';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { mergeChunks, runNotices } from '@/lib/code-runners/run-output.ts';
import type { OutputChunk } from '@/lib/code-runners/runner-protocol.ts';
import type { BoardState } from '@/lib/code-runners/virtual-board.ts';
import type { RunResult } from '@/lib/code-runners/worker-runner.ts';
import { acquireRuntime, type RuntimeSnapshot, type SharedRuntime } from '../lib/shared-runtimes.ts';

/** How far below the screen a cell starts its runtime's download. */
const nearMargin = '400px';

const idle: RuntimeSnapshot = {
  phase: 'loading',
  progress: { loaded: 0, total: 0 },
  error: null,
  runningFor: null,
};
const noRuntime = () => () => {};

export type CellPhase = 'idle' | 'loading' | 'ready' | 'running' | 'failed';

export function useCellRunner(language: CodeCellLanguage) {
  const [runtime, setRuntime] = useState<SharedRuntime | null>(null);
  const release = useRef<(() => void) | null>(null);
  const [owner] = useState(() => Symbol('code cell'));
  const [chunks, setChunks] = useState<OutputChunk[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  const [device, setDevice] = useState<BoardState | null>(null);

  const acquire = useCallback((): SharedRuntime => {
    if (release.current && runtime) return runtime;
    const held = acquireRuntime(language);
    release.current?.();
    release.current = held.release;
    setRuntime(held.runtime);
    return held.runtime;
  }, [language, runtime]);

  useEffect(
    () => () => {
      release.current?.();
      release.current = null;
    },
    [],
  );

  const snapshot = useSyncExternalStore(
    runtime?.subscribe ?? noRuntime,
    runtime?.snapshot ?? (() => idle),
    () => idle,
  );

  /** Give this the cell's box: the runtime starts loading as it nears the screen. */
  const observe = useCallback(
    (box: HTMLElement | null) => {
      if (!box || runtime || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            acquire();
          }
        },
        { rootMargin: nearMargin },
      );
      observer.observe(box);
      return () => observer.disconnect();
    },
    [acquire, runtime],
  );

  const run = useCallback(
    async (code: string, stdin: string): Promise<{ result: RunResult; stdout: string }> => {
      const active = acquire();
      setChunks([]);
      setNotices([]);
      setDevice(null);
      let stdout = '';
      const started = performance.now();
      const result = await active.run(owner, code, stdin, {
        onOutput: (incoming) => {
          for (const chunk of incoming) if (chunk.stream === 'stdout') stdout += chunk.text;
          setChunks((previous) => mergeChunks(previous, incoming));
        },
        onDevice: setDevice,
      });
      setNotices(runNotices(result, (performance.now() - started) / 1000));
      return { result, stdout };
    },
    [acquire, owner],
  );

  const stop = useCallback(() => runtime?.stop(owner), [runtime, owner]);

  const running = snapshot.runningFor === owner;
  const phase: CellPhase = !runtime
    ? 'idle'
    : running
      ? 'running'
      : snapshot.phase === 'ready'
        ? 'ready'
        : snapshot.phase;
  const waiting = snapshot.runningFor !== null && !running;

  return {
    phase,
    /** Another cell of the same language is running: this cell's Run waits its turn. */
    waiting,
    progress: snapshot.progress,
    error: snapshot.error,
    chunks,
    notices,
    device,
    inputs: runtime?.inputs ?? null,
    observe,
    run,
    stop,
    setChunks,
  };
}
