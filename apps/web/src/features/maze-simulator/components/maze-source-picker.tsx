/** Where the maze comes from: a bundled contest maze, a generated one, or a file of one's own. */
import { Shuffle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { labelClass, secondaryButtonClass, selectClass } from '@/components/ui/control-styles.ts';
import { NumberField } from '@/components/ui/number-field.tsx';
import { bundledMazes, mazeGroupLabels, type BundledMaze } from '../lib/bundled-mazes.ts';

const groups = (['classic', 'halfsize', 'training'] as const).map((group) => ({
  group,
  mazes: bundledMazes.filter((maze) => maze.group === group),
}));

export function MazeSourcePicker({
  bundledId,
  onPickBundled,
  onGenerate,
  onFile,
}: {
  bundledId: string;
  onPickBundled: (maze: BundledMaze) => void;
  onGenerate: (options: { width: number; height: number; seed: number; loops: boolean }) => void;
  onFile: (file: File) => void;
}) {
  const id = useId();
  const [width, setWidth] = useState(16);
  const [height, setHeight] = useState(16);
  const [seed, setSeed] = useState(1);
  const [loops, setLoops] = useState(true);

  const generate = (event: FormEvent) => {
    event.preventDefault();
    onGenerate({ width, height, seed, loops });
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
      <div>
        <label htmlFor={`${id}-bundled`} className={labelClass}>
          Contest maze
        </label>
        <select
          id={`${id}-bundled`}
          value={bundledId}
          onChange={(event) => {
            const maze = bundledMazes.find((m) => m.id === event.target.value);
            if (maze) onPickBundled(maze);
          }}
          className={selectClass}
        >
          {bundledId === '' ? <option value="">(your own maze)</option> : null}
          {groups.map(({ group, mazes }) => (
            <optgroup key={group} label={mazeGroupLabels[group]}>
              {mazes.map((maze) => (
                <option key={maze.id} value={maze.id}>
                  {maze.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <form onSubmit={generate} aria-label="Generate a maze" className="flex flex-wrap items-end gap-2">
        <NumberField label="Width" value={width} onChange={setWidth} min={2} max={64} step={1} compact />
        <NumberField label="Height" value={height} onChange={setHeight} min={2} max={64} step={1} compact />
        <NumberField label="Seed" value={seed} onChange={setSeed} min={0} max={4294967295} step={1} compact />
        <label className="mb-2 flex items-center gap-2 text-sm text-neutral-800 dark:text-neutral-200">
          <input
            type="checkbox"
            checked={loops}
            onChange={(e) => setLoops(e.target.checked)}
            className="size-4"
          />
          Loops
        </label>
        <button type="submit" className={secondaryButtonClass}>
          <Shuffle aria-hidden="true" className="size-4" /> Generate
        </button>
      </form>
      <div>
        <label htmlFor={`${id}-file`} className={labelClass}>
          Maze file
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".txt,.maz,.map,.num,text/plain"
          aria-describedby={`${id}-file-help`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }}
          className="mt-1 block w-full text-sm text-neutral-800 file:mr-3 file:rounded-md file:border file:border-neutral-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-neutral-800 dark:text-neutral-200 dark:file:border-neutral-600 dark:file:bg-neutral-900 dark:file:text-neutral-100"
        />
        <p id={`${id}-file-help`} className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
          Classic text (o, ---, |, S, G), mms map (+---+) or mms num format.
        </p>
      </div>
    </div>
  );
}
