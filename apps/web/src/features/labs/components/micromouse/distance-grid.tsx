/**
 * A maze drawn as a table: each cell shows its distance to the goal, and the walls are the cells'
 * borders (all of the example maze's walls, or only the outer ones the mouse knows before it has
 * explored). Goal and start cells are named for screen readers and marked visibly, not only by colour.
 */
import { exampleMazeWalls } from '../../lib/example-maze.ts';

type Side = 'N' | 'E' | 'S' | 'W';

const wallClass: Record<Side, string> = {
  N: 'border-t-2 [border-top-style:solid] border-t-neutral-900 dark:border-t-neutral-100',
  E: 'border-r-2 [border-right-style:solid] border-r-neutral-900 dark:border-r-neutral-100',
  S: 'border-b-2 [border-bottom-style:solid] border-b-neutral-900 dark:border-b-neutral-100',
  W: 'border-l-2 [border-left-style:solid] border-l-neutral-900 dark:border-l-neutral-100',
};

function wallsOf(r: number, c: number, size: number, shown: 'all' | 'outer'): string {
  if (shown === 'all') return exampleMazeWalls[r]![c]!;
  return [r === 0 && 'N', c === size - 1 && 'E', r === size - 1 && 'S', c === 0 && 'W']
    .filter(Boolean)
    .join('');
}

export function DistanceGrid({
  caption,
  distances,
  walls,
}: {
  caption: string;
  distances: number[][];
  walls: 'all' | 'outer';
}) {
  const size = distances.length;
  return (
    <table className="mt-3 border-collapse font-mono text-sm tabular-nums">
      <caption className="mb-2 text-left font-sans text-sm font-medium text-neutral-800 dark:text-neutral-200">
        {caption}
      </caption>
      <tbody>
        {distances.map((row, r) => (
          <tr key={r}>
            {row.map((distance, c) => {
              const cellWalls = wallsOf(r, c, size, walls);
              const goal = distance === 0;
              const start = r === size - 1 && c === 0;
              return (
                <td
                  key={c}
                  className={[
                    'size-9 border border-dotted border-neutral-300 text-center sm:size-11 dark:border-neutral-700',
                    ...(['N', 'E', 'S', 'W'] as const)
                      .filter((side) => cellWalls.includes(side))
                      .map((side) => wallClass[side]),
                    goal
                      ? 'bg-primary-100 font-bold text-primary-900 dark:bg-primary-900 dark:text-primary-100'
                      : 'text-neutral-900 dark:text-neutral-100',
                  ].join(' ')}
                >
                  {start ? <span className="font-bold underline decoration-2">{distance}</span> : distance}
                  {start ? <span className="sr-only"> (start)</span> : null}
                  {goal ? <span className="sr-only"> (goal)</span> : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
