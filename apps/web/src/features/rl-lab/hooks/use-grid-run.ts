/**
 * Runs an algorithm on the edited gridworld: Run animates at the chosen speed, Step makes one
 * update, Stop pauses, Reset starts over. Changing the world or a setting also starts over, since
 * the values learnt so far belong to the old problem; that happens during the same render, so the
 * grid never shows new walls with old values.
 */
import type { Gridworld } from '@tinkerlabs/rl/gridworld';
import { useCallback, useEffect, useState } from 'react';
import { createGridRunner, type GridRunner, type GridSnapshot } from '../lib/grid-runner.ts';
import type { GridSettings, Speed } from '../lib/lab-settings.ts';

interface RunState {
  grid: Gridworld;
  settings: GridSettings;
  /** Mutable: stepping advances it in place, and each step stores a fresh snapshot. */
  runner: GridRunner;
  snapshot: GridSnapshot;
}

function freshRun(grid: Gridworld, settings: GridSettings): RunState {
  const runner = createGridRunner(grid, settings);
  return { grid, settings, runner, snapshot: runner.snapshot() };
}

export function useGridRun(grid: Gridworld, settings: GridSettings, speed: Speed) {
  const [run, setRun] = useState(() => freshRun(grid, settings));
  const [running, setRunning] = useState(false);
  if (run.grid !== grid || run.settings !== settings) {
    setRun(freshRun(grid, settings));
    setRunning(false);
  }

  const advance = useCallback(
    (count: number) => {
      const more = run.runner.step(count);
      setRun((current) =>
        current.runner === run.runner ? { ...current, snapshot: run.runner.snapshot() } : current,
      );
      return more;
    },
    [run.runner],
  );

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      if (!advance(speed.updates)) setRunning(false);
    }, speed.interval);
    return () => window.clearInterval(timer);
  }, [running, speed, advance]);

  return {
    snapshot: run.snapshot,
    running,
    run: useCallback(() => setRunning(true), []),
    step: useCallback(() => {
      setRunning(false);
      advance(1);
    }, [advance]),
    stop: useCallback(() => setRunning(false), []),
    reset: useCallback(() => {
      setRun(freshRun(grid, settings));
      setRunning(false);
    }, [grid, settings]),
  };
}
