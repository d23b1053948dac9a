/**
 * The gridworld drawn in SVG: each cell tinted by its value with the number printed, arrows for the
 * policy (longer for likelier moves), walls, rewards, terminal cells (double border), cliff cells
 * (red, they send the agent back to the start), the start and the learning agent (a blue ring). The
 * cells share one tab stop and arrow keys move between them; where the world can be edited each is
 * a button, and Enter, Space or a click applies the editor's tool.
 */
import { actionCount, actionNames, type Gridworld } from '@tinkerlabs/rl/gridworld';
import { useRef, useState, type KeyboardEvent } from 'react';
import { formatValue, valueFill } from '../lib/value-colour.ts';

const cellSize = 60;
const arrowDirections = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
] as const;

function describeCell(
  grid: Gridworld,
  cell: number,
  values: Float64Array,
  policy: Float64Array,
  agentCell: number | null,
) {
  const row = Math.floor(cell / grid.width) + 1;
  const column = (cell % grid.width) + 1;
  const position = `Row ${row}, column ${column}`;
  if (grid.walls[cell]) return `${position}: wall`;
  const parts: string[] = [];
  if (cell === grid.start) parts.push('start');
  if (grid.terminals[cell]) parts.push('terminal');
  if (grid.cliffs?.[cell]) parts.push('cliff, back to the start');
  if (grid.rewards[cell]) parts.push(`reward ${formatValue(grid.rewards[cell]!)}`);
  if (!grid.terminals[cell] && !grid.cliffs?.[cell]) parts.push(`value ${formatValue(values[cell]!)}`);
  const moves = actionNames.filter((_, a) => policy[cell * actionCount + a]! > 0);
  if (moves.length && moves.length < actionCount) parts.push(`best move ${moves.join(' or ')}`);
  if (cell === agentCell) parts.push('agent here');
  return `${position}: ${parts.join(', ')}`;
}

export function GridView({
  grid,
  values,
  policy,
  agentCell,
  onActivate,
}: {
  grid: Gridworld;
  values: Float64Array;
  policy: Float64Array;
  agentCell: number | null;
  /** Applies the editor's tool to a cell; without it the world is shown read-only. */
  onActivate?: (cell: number) => void;
}) {
  const [focused, setFocused] = useState(grid.start);
  const cellRefs = useRef<(SVGGElement | null)[]>([]);
  let largest = 0;
  for (let cell = 0; cell < values.length; cell++) largest = Math.max(largest, Math.abs(values[cell]!));

  function moveFocus(event: KeyboardEvent, cell: number) {
    const row = Math.floor(cell / grid.width);
    const column = cell % grid.width;
    const targets: Record<string, number> = {
      ArrowUp: row > 0 ? cell - grid.width : cell,
      ArrowDown: row < grid.height - 1 ? cell + grid.width : cell,
      ArrowLeft: column > 0 ? cell - 1 : cell,
      ArrowRight: column < grid.width - 1 ? cell + 1 : cell,
      Home: row * grid.width,
      End: row * grid.width + grid.width - 1,
    };
    if (onActivate && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onActivate(cell);
      return;
    }
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setFocused(target);
    cellRefs.current[target]?.focus();
  }

  return (
    <svg
      viewBox={`-2 -2 ${grid.width * cellSize + 4} ${grid.height * cellSize + 4}`}
      role="group"
      aria-label={`Gridworld: arrow keys move between cells${onActivate ? ', Enter applies the editing tool' : ''}`}
      className="block h-auto w-full max-w-[34rem] touch-manipulation select-none"
    >
      {Array.from({ length: grid.width * grid.height }, (_, cell) => {
        const x = (cell % grid.width) * cellSize;
        const y = Math.floor(cell / grid.width) * cellSize;
        const wall = grid.walls[cell]!;
        const terminal = grid.terminals[cell]!;
        const cliff = grid.cliffs?.[cell] ?? false;
        const reward = grid.rewards[cell]!;
        const fill = valueFill(
          terminal ? reward : values[cell]!,
          Math.max(largest, terminal ? Math.abs(reward) : 0),
        );
        return (
          <g
            key={cell}
            ref={(element) => {
              cellRefs.current[cell] = element;
            }}
            role={onActivate ? 'button' : 'img'}
            tabIndex={cell === focused ? 0 : -1}
            aria-label={describeCell(grid, cell, values, policy, agentCell)}
            onClick={() => {
              setFocused(cell);
              onActivate?.(cell);
            }}
            onKeyDown={(event) => moveFocus(event, cell)}
            className={`${onActivate ? 'cursor-pointer ' : ''}outline-none [&:focus-visible>rect.focus-ring]:stroke-secondary-500`}
          >
            <rect
              x={x}
              y={y}
              width={cellSize}
              height={cellSize}
              className={wall ? 'fill-neutral-600 dark:fill-neutral-500' : 'fill-white dark:fill-neutral-900'}
            />
            {cliff ? (
              <rect
                x={x}
                y={y}
                width={cellSize}
                height={cellSize}
                className="fill-red-200 dark:fill-red-950"
              />
            ) : !wall ? (
              <rect
                x={x}
                y={y}
                width={cellSize}
                height={cellSize}
                fill={fill.colour}
                fillOpacity={fill.opacity}
              />
            ) : null}
            <rect
              x={x}
              y={y}
              width={cellSize}
              height={cellSize}
              className="fill-none stroke-neutral-300 dark:stroke-neutral-700"
              strokeWidth={1}
            />
            {terminal ? (
              <rect
                x={x + 4}
                y={y + 4}
                width={cellSize - 8}
                height={cellSize - 8}
                className="fill-none stroke-neutral-800 dark:stroke-neutral-200"
                strokeWidth={2}
              />
            ) : null}
            {!wall && !terminal ? <PolicyArrows x={x} y={y} cell={cell} policy={policy} /> : null}
            {!wall ? (
              <text
                x={x + cellSize / 2}
                y={y + (terminal ? 36 : 55)}
                textAnchor="middle"
                className="fill-neutral-900 text-[13px] tabular-nums dark:fill-neutral-100"
                aria-hidden="true"
              >
                {terminal
                  ? formatValue(reward).replace(/^(?!−)/, '+')
                  : cliff
                    ? 'cliff'
                    : formatValue(values[cell]!)}
              </text>
            ) : null}
            {!wall && !terminal && reward !== 0 ? (
              <text
                x={x + 4}
                y={y + 13}
                className="fill-neutral-700 text-[10px] dark:fill-neutral-300"
                aria-hidden="true"
              >
                r {formatValue(reward)}
              </text>
            ) : null}
            {cell === grid.start ? (
              <text
                x={x + cellSize - 5}
                y={y + 14}
                textAnchor="end"
                className="fill-secondary-700 text-[12px] font-bold dark:fill-secondary-300"
                aria-hidden="true"
              >
                S
              </text>
            ) : null}
            {cell === agentCell ? (
              <rect
                x={x + 3}
                y={y + 3}
                width={cellSize - 6}
                height={cellSize - 6}
                rx={6}
                strokeWidth={4}
                className="fill-none stroke-secondary-600 dark:stroke-secondary-400"
              />
            ) : null}
            <rect
              className="focus-ring fill-none stroke-transparent"
              x={x + 1.5}
              y={y + 1.5}
              width={cellSize - 3}
              height={cellSize - 3}
              strokeWidth={3}
            />
          </g>
        );
      })}
    </svg>
  );
}

function PolicyArrows({ x, y, cell, policy }: { x: number; y: number; cell: number; policy: Float64Array }) {
  const cx = x + cellSize / 2;
  const cy = y + cellSize / 2 - 6;
  return (
    <g
      aria-hidden="true"
      className="stroke-neutral-800 dark:stroke-neutral-200"
      strokeWidth={2}
      strokeLinecap="round"
    >
      {arrowDirections.map(([dx, dy], a) => {
        const p = policy[cell * actionCount + a]!;
        if (p <= 0) return null;
        const length = 6 + 14 * p;
        const ex = cx + dx * length;
        const ey = cy + dy * length;
        // Arrowhead: two short strokes back from the tip, at ±45°.
        const hx = -dx * 4;
        const hy = -dy * 4;
        return (
          <g key={a}>
            <line x1={cx} y1={cy} x2={ex} y2={ey} />
            <line x1={ex} y1={ey} x2={ex + hx - hy} y2={ey + hy + hx} />
            <line x1={ex} y1={ey} x2={ex + hx + hy} y2={ey + hy - hx} />
          </g>
        );
      })}
    </g>
  );
}
