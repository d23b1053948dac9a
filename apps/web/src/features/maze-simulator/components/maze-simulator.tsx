/**
 * The in-browser micromouse simulator: load a maze, pick a mouse (built in, or a JavaScript or Python
 * program using mms's API), run it at a chosen speed or step by step, and watch the maze, mms's statistics
 * and the command log, as in mms.
 */
import type { BuiltinMouseId } from '@tinkerlabs/maze/mice/builtin-mice';
import { generateMaze } from '@tinkerlabs/maze/generate';
import { goalIsCentre, type Maze } from '@tinkerlabs/maze/maze';
import { shortestPathLength } from '@tinkerlabs/maze/shortest-path';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useMazeRun, type MouseProgram } from '../hooks/use-maze-run.ts';
import { usePythonMouse } from '../hooks/use-python-mouse.ts';
import { useStoredProgram } from '../hooks/use-stored-program.ts';
import { builtinRunner } from '../lib/builtin-runner.ts';
import { bundledMazes, defaultMazeId, loadBundledMaze, type BundledMaze } from '../lib/bundled-mazes.ts';
import { defaultProgram, defaultProgramName } from '../lib/default-program.ts';
import {
  defaultPythonApi,
  defaultPythonMain,
  pythonApiName,
  pythonMainName,
} from '../lib/default-python-program.ts';
import { javascriptRunner } from '../lib/javascript-runner.ts';
import { readMazeStart } from '../lib/lab-address.ts';
import { readMazeText } from '../lib/read-maze-text.ts';
import { algorithms, defaultSpeed, speeds, type AlgorithmId, type SpeedId } from '../lib/run-settings.ts';
import { CommandLog } from './command-log.tsx';
import { MazeCanvas } from './maze-canvas.tsx';
import { MazeSourcePicker } from './maze-source-picker.tsx';
import { MouseRunPanel } from './mouse-run-panel.tsx';
import { MouseRunStatus } from './mouse-run-status.tsx';
import { JavascriptProgramIntro, PythonProgramIntro } from './program-intros.tsx';
import { ProgramPanel } from './program-panel.tsx';
import { PythonLoadingBar } from './python-loading.tsx';
import { StatsPanel } from './stats-panel.tsx';

interface Loaded {
  maze: Maze;
  label: string;
  bundledId: string;
}

const knownAlgorithm = (id: string | undefined) => algorithms.find((algorithm) => algorithm.id === id)?.id;

/** The goal cells as "(3, 5), (3, 6), (4, 5) and (4, 6)". */
function goalCellsText(maze: Maze): string {
  const cells = maze.goals.map((cell) => `(${cell.x}, ${cell.y})`);
  return cells.length > 1 ? `${cells.slice(0, -1).join(', ')} and ${cells.at(-1)}` : (cells[0] ?? '');
}

export function MazeSimulator() {
  // A lesson's "Open in the lab" names the maze (or carries its text) and the mouse (lib/lab-address.ts).
  const address = useLocation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [algorithm, setAlgorithm] = useState<AlgorithmId>(
    () => knownAlgorithm(readMazeStart(new URLSearchParams(address.search)).mouse) ?? 'flood-fill',
  );
  const [speed, setSpeed] = useState<SpeedId>(defaultSpeed);
  const stored = useStoredProgram('javascript-program', defaultProgram);
  const pythonMain = useStoredProgram('python-main', defaultPythonMain);
  const pythonApi = useStoredProgram('python-api', defaultPythonApi);
  const python = usePythonMouse();
  const run = useMazeRun(speeds.find((s) => s.id === speed)!.movesPerSecond);
  const { load } = run;

  const show = useCallback(
    (text: string, label: string, bundledId: string) => {
      const reading = readMazeText(text, label);
      if (!reading.ok) return setLoadError(reading.message);
      setLoaded({ maze: reading.maze, label, bundledId });
      setLoadError(null);
      load(reading.maze);
    },
    [load],
  );

  const pickBundled = useCallback(
    (maze: Pick<BundledMaze, 'id'>) => {
      loadBundledMaze(maze.id).then(
        (text) => show(text, maze.id, maze.id),
        () => setLoadError(`The maze ${maze.id} could not be loaded. Reload the page and try again.`),
      );
    },
    [show],
  );

  useEffect(() => {
    const { maze, text } = readMazeStart(new URLSearchParams(address.search), address.hash);
    const id = bundledMazes.find((bundled) => bundled.id === maze)?.id ?? defaultMazeId;
    if (text === undefined) return pickBundled({ id });
    // After the effect, as a bundled maze is shown once its file has arrived.
    void Promise.resolve().then(() => show(text, 'The linked maze', ''));
  }, [pickBundled, show, address.search, address.hash]);

  const program = useMemo<MouseProgram>(() => {
    if (algorithm === 'javascript')
      return { runner: javascriptRunner, files: [{ name: defaultProgramName, text: stored.program }] };
    if (algorithm === 'python')
      return {
        runner: python.runner,
        files: [
          { name: pythonMainName, text: pythonMain.program },
          { name: pythonApiName, text: pythonApi.program },
        ],
      };
    return { runner: () => builtinRunner(algorithm as BuiltinMouseId), files: [] };
  }, [algorithm, stored.program, python.runner, pythonMain.program, pythonApi.program]);
  const programMouse = algorithm === 'javascript' || algorithm === 'python';
  const locked = run.phase === 'playing' || run.phase === 'paused';

  const bfs = useMemo(() => (loaded ? shortestPathLength(loaded.maze) : null), [loaded]);
  const simulator = run.view.replay?.simulator ?? null;
  const stats = simulator ? simulator.stats.snapshot() : null;

  return (
    <section aria-labelledby="simulator-heading" className="mt-10">
      <h2
        id="simulator-heading"
        className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white"
      >
        Run a mouse
      </h2>
      <div className="mt-4 rounded-xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5 dark:border-neutral-800 dark:bg-neutral-900">
        <MazeSourcePicker
          bundledId={loaded?.bundledId ?? defaultMazeId}
          onPickBundled={pickBundled}
          onGenerate={(options) => {
            try {
              const maze = generateMaze({ ...options, loops: options.loops ? 0.08 : 0 });
              const label = `Generated ${options.width} × ${options.height}, seed ${options.seed}${options.loops ? ', with loops' : ''}`;
              setLoaded({ maze, label, bundledId: '' });
              setLoadError(null);
              load(maze);
            } catch (error) {
              setLoadError(error instanceof RangeError ? error.message : String(error));
            }
          }}
          onFile={(file) => {
            file.text().then(
              (text) => show(text, file.name, ''),
              () => setLoadError(`${file.name} could not be read.`),
            );
          }}
        />
        {loadError ? (
          <p
            role="alert"
            className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {loadError}
          </p>
        ) : null}
      </div>
      {loaded ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <figure className="min-w-0">
            <MazeCanvas
              maze={loaded.maze}
              simulator={simulator}
              frame={run.view.frame}
              floodValues={!programMouse}
            />
            <figcaption className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
              {loaded.label}: {loaded.maze.width} × {loaded.maze.height} cells.{' '}
              {bfs === null
                ? 'The goal cannot be reached from the start.'
                : `Shortest route from start to goal: ${bfs} cells (breadth-first search).`}{' '}
              Green: goal; blue: start; red walls: walls the mouse has reported (setWall); small grey numbers:
              flood-fill distances over those walls.
              {programMouse && !goalIsCentre(loaded.maze)
                ? ` This maze marks its goal away from the centre, at ${goalCellsText(loaded.maze)}: a program cannot ask where the goal is (mms always scores the centre), so give yours those cells; a run counts where it stops in one of them.`
                : null}
            </figcaption>
          </figure>
          <div className="min-w-0 space-y-6">
            <MouseRunPanel
              algorithm={algorithm}
              onAlgorithmChange={setAlgorithm}
              speed={speed}
              onSpeedChange={setSpeed}
              phase={run.phase}
              canRun
              onRun={() => run.run(program)}
              onStep={() => run.step(program)}
              onStop={run.stop}
              onReset={run.reset}
            />
            {python.loading ? <PythonLoadingBar loading={python.loading} /> : null}
            <MouseRunStatus phase={run.phase} end={run.end} stats={stats} />
            <StatsPanel stats={stats} />
            <CommandLog entries={run.view.log} commands={run.view.replay?.commands ?? 0} />
          </div>
        </div>
      ) : null}
      {algorithm === 'javascript' ? (
        <ProgramPanel
          title="JavaScript mouse program"
          intro={<JavascriptProgramIntro />}
          language="javascript"
          files={[{ name: defaultProgramName, stored }]}
          locked={locked}
        />
      ) : null}
      {algorithm === 'python' ? (
        <ProgramPanel
          title="Python mouse program"
          intro={<PythonProgramIntro />}
          language="python"
          files={[
            { name: pythonMainName, stored: pythonMain },
            { name: pythonApiName, stored: pythonApi },
          ]}
          locked={locked}
        />
      ) : null}
    </section>
  );
}
