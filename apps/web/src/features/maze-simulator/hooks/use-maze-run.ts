/**
 * Runs a mouse on the loaded maze and plays it back. The runner (built-in or a worker) streams the
 * record of the run; the page replays it into its own mms engine at the chosen speed, one move or
 * turn at a time, or all at once for "Instant". Step plays one move. Reset is mms's button: the run
 * is repeated from the start with the press placed at the command the display has reached, so the
 * program sees `wasReset` exactly there (programs are deterministic: Math.random is seeded).
 */
import type { Maze } from '@tinkerlabs/maze/maze';
import type { TraceEntry } from '@tinkerlabs/maze/mms/run-mouse';
import { TraceReplay } from '@tinkerlabs/maze/mms/trace-replay';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mazeToData } from '../lib/maze-transfer.ts';
import type { MouseProgramRunner, MouseRunEnd, ProgramFile } from '../lib/mouse-program-runner.ts';

export type RunPhase = 'idle' | 'playing' | 'paused' | 'finished';

/** Moves per second; null plays everything as soon as it arrives. */
export type Speed = number | null;

export interface MouseProgram {
  runner: () => MouseProgramRunner;
  files: ProgramFile[];
}

/** What the page shows of a run: the display engine, and the last lines of the record. */
export interface RunView {
  replay: TraceReplay | null;
  log: TraceEntry[];
  frame: number;
}

const logLength = 300;

export function useMazeRun(speed: Speed) {
  const [phase, setPhase] = useState<RunPhase>('idle');
  const [end, setEnd] = useState<MouseRunEnd | null>(null);
  const [view, setView] = useState<RunView>({ replay: null, log: [], frame: 0 });
  const maze = useRef<Maze | null>(null);
  const replay = useRef<TraceReplay | null>(null);
  const trace = useRef<TraceEntry[]>([]);
  const runner = useRef<MouseProgramRunner | null>(null);
  const program = useRef<MouseProgram | null>(null);
  const resets = useRef<number[]>([]);
  /** Entries of a repeated run still to drop because the display already has them. */
  const skip = useRef(0);
  const generation = useRef(0);
  const pendingEnd = useRef<MouseRunEnd | null>(null);
  const phaseRef = useRef<RunPhase>('idle');
  const stepsOwed = useRef(0);
  const speedRef = useRef(speed);
  useEffect(() => {
    speedRef.current = speed;
  }, [speed]);

  const changePhase = useCallback((next: RunPhase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);

  const publish = useCallback(() => {
    const current = replay.current;
    const cursor = current?.cursor ?? 0;
    setView((old) => ({
      replay: current,
      log: trace.current.slice(Math.max(0, cursor - logLength), cursor),
      frame: old.frame + 1,
    }));
  }, []);

  const launch = useCallback(() => {
    if (!maze.current || !program.current) return;
    const run = ++generation.current;
    runner.current?.stop();
    const instance = program.current.runner();
    runner.current = instance;
    pendingEnd.current = null;
    void instance
      .start(
        { files: program.current.files, maze: mazeToData(maze.current), resetsAt: [...resets.current] },
        (entries) => {
          if (run !== generation.current) return;
          for (const entry of entries) {
            if (skip.current > 0) skip.current -= 1;
            else trace.current.push(entry);
          }
        },
      )
      .then((result) => {
        if (run === generation.current) pendingEnd.current = result;
      });
  }, []);

  /** Shows a maze (or the same one afresh) with the mouse at the start, stopping any run. */
  const load = useCallback(
    (next: Maze) => {
      generation.current += 1;
      runner.current?.stop();
      runner.current = null;
      maze.current = next;
      trace.current = [];
      resets.current = [];
      skip.current = 0;
      stepsOwed.current = 0;
      pendingEnd.current = null;
      replay.current = new TraceReplay(next);
      setEnd(null);
      changePhase('idle');
      publish();
    },
    [changePhase, publish],
  );

  useEffect(() => () => runner.current?.stop(), []);

  const begin = useCallback(
    (next: MouseProgram, mode: 'playing' | 'paused') => {
      if (!maze.current) return;
      load(maze.current);
      program.current = next;
      changePhase(mode);
      launch();
    },
    [load, launch, changePhase],
  );

  // The playback loop, one animation frame at a time while a run is on.
  useEffect(() => {
    if (phase !== 'playing' && phase !== 'paused') return;
    let handle = 0;
    let last = performance.now();
    let budget = 0;
    const tick = (now: number) => {
      const display = replay.current;
      if (!display) return;
      const before = display.cursor;
      if (phaseRef.current === 'playing') {
        const perSecond = speedRef.current;
        if (perSecond === null) display.advance(trace.current, Infinity);
        else {
          budget = Math.min(budget + ((now - last) / 1000) * perSecond, 50);
          budget -= display.advance(trace.current, Math.floor(budget));
        }
      } else if (stepsOwed.current > 0)
        stepsOwed.current -= display.advance(trace.current, stepsOwed.current);
      last = now;
      if (display.cursor !== before) publish();
      if (display.cursor >= trace.current.length && pendingEnd.current) {
        setEnd(pendingEnd.current);
        changePhase('finished');
        publish();
        return;
      }
      handle = requestAnimationFrame(tick);
    };
    handle = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(handle);
  }, [phase, changePhase, publish]);

  return {
    phase,
    end,
    view,
    load,
    run: useCallback(
      (next: MouseProgram) => {
        if (phaseRef.current === 'paused') changePhase('playing');
        else begin(next, 'playing');
      },
      [begin, changePhase],
    ),
    step: useCallback(
      (next: MouseProgram) => {
        if (phaseRef.current === 'playing') changePhase('paused');
        else if (phaseRef.current !== 'paused') begin(next, 'paused');
        stepsOwed.current += 1;
      },
      [begin, changePhase],
    ),
    stop: useCallback(() => {
      generation.current += 1;
      runner.current?.stop();
      const display = replay.current;
      if (display) trace.current.length = display.cursor;
      setEnd({ status: 'stopped' });
      changePhase('finished');
    }, [changePhase]),
    reset: useCallback(() => {
      const display = replay.current;
      if (!display || (phaseRef.current !== 'playing' && phaseRef.current !== 'paused')) return;
      resets.current = [...resets.current, display.commands];
      trace.current.length = display.cursor;
      skip.current = display.cursor;
      launch();
    }, [launch]),
  };
}
