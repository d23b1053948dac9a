/**
 * The maze simulator in a lesson: a bundled contest maze (or the lesson's own, written inline) on the
 * simulator's canvas, run by one of the built-in mice with the simulator's run controls and status.
 */
import type { Maze } from '@tinkerlabs/maze/maze';
import { builtinMice, type BuiltinMouseId } from '@tinkerlabs/maze/mice/builtin-mice';
import { useEffect, useMemo, useState } from 'react';
import { MazeCanvas } from '@/features/maze-simulator/components/maze-canvas.tsx';
import { MouseRunPanel } from '@/features/maze-simulator/components/mouse-run-panel.tsx';
import { MouseRunStatus } from '@/features/maze-simulator/components/mouse-run-status.tsx';
import { useMazeRun, type MouseProgram } from '@/features/maze-simulator/hooks/use-maze-run.ts';
import { builtinRunner } from '@/features/maze-simulator/lib/builtin-runner.ts';
import { bundledMazes, loadBundledMaze } from '@/features/maze-simulator/lib/bundled-mazes.ts';
import { readMazeText } from '@/features/maze-simulator/lib/read-maze-text.ts';
import { defaultSpeed, speeds, type SpeedId } from '@/features/maze-simulator/lib/run-settings.ts';
import type { LiveWidgetProps } from './live-widget.ts';

interface Shown {
  maze: Maze;
  label: string;
}

/** The maze's text: the lesson's own, or a bundled file fetched (its own small chunk). */
async function mazeSource(
  maze: string | null,
  text: string | null,
): Promise<{ text: string; label: string }> {
  if (text !== null) return { text, label: 'The lesson’s maze' };
  const id = maze ?? '';
  if (!bundledMazes.some((bundled) => bundled.id === id))
    throw new Error(`There is no bundled maze called ${id}.`);
  return loadBundledMaze(id).then(
    (file) => ({ text: file, label: id }),
    () => {
      throw new Error(`The maze ${id} could not be loaded. Reload the page and try again.`);
    },
  );
}

export default function MazeWidget({ attrs, onState }: LiveWidgetProps<'maze'>) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [mouse, setMouse] = useState<BuiltinMouseId>(attrs.mouse);
  const [speed, setSpeed] = useState<SpeedId>(defaultSpeed);
  const run = useMazeRun(speeds.find((s) => s.id === speed)!.movesPerSecond);
  const { load } = run;

  useEffect(() => {
    let current = true;
    mazeSource(attrs.maze, attrs.text).then(
      ({ text, label }) => {
        if (!current) return;
        const reading = readMazeText(text, label);
        if (!reading.ok) return setLoadError(reading.message);
        setShown({ maze: reading.maze, label });
        load(reading.maze);
      },
      (error: Error) => {
        if (current) setLoadError(error.message);
      },
    );
    return () => {
      current = false;
    };
  }, [attrs.maze, attrs.text, load]);

  const program = useMemo<MouseProgram>(() => ({ runner: () => builtinRunner(mouse), files: [] }), [mouse]);

  return (
    <div className="grid gap-4 @2xl:grid-cols-[20rem_minmax(0,1fr)]">
      <figure className="w-full max-w-80 min-w-0">
        {shown ? (
          <>
            <MazeCanvas
              maze={shown.maze}
              simulator={run.view.replay?.simulator ?? null}
              frame={run.view.frame}
              floodValues
            />
            <figcaption className="mt-2 text-xs text-neutral-600 dark:text-neutral-400">
              {shown.label}: {shown.maze.width} × {shown.maze.height} cells. Green: goal; blue: start; red
              walls: walls the mouse has found; grey numbers: its flood-fill distances.
            </figcaption>
          </>
        ) : loadError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {loadError}
          </p>
        ) : (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">Loading the maze…</p>
        )}
      </figure>
      <div className="min-w-0 space-y-4">
        <MouseRunPanel
          algorithm={mouse}
          onAlgorithmChange={(id) => {
            // Only the built-in mice are offered here.
            const next = builtinMice.find((m) => m.id === id)?.id ?? mouse;
            setMouse(next);
            onState({ ...attrs, mouse: next });
          }}
          choices={builtinMice}
          speed={speed}
          onSpeedChange={setSpeed}
          phase={run.phase}
          canRun={shown !== null}
          onRun={() => run.run(program)}
          onStep={() => run.step(program)}
          onStop={run.stop}
          onReset={run.reset}
        />
        <MouseRunStatus phase={run.phase} end={run.end} />
      </div>
    </div>
  );
}
