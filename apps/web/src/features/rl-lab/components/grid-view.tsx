/**
 * The gridworld drawn in SVG: each cell tinted by its value with the number printed, arrows for the
 * policy (longer for likelier moves), walls, rewards, terminal cells (double border, tinted by their
 * reward, showing their value: 0, or their reward when rewards are paid on leaving), cliff cells
 * (red, they send the agent back to the start), the start and the learning agent (a blue ring). The
 * cells share one tab stop and arrow keys move between them; where the world can be edited each is
 * a button, and Enter, Space or a click applies the editor's tool. Where each part of a cell goes is
 * computed in lib/cell-layout.ts, so the reward label and the arrows never overlap.
 */
import { actionCount, actionNames, type Gridworld } from '@tinkerlabs/rl/gridworld';
import { useRef, useState, type KeyboardEvent } from 'react';
import {
  arrowStroke,
  arrowStrokes,
  cellSize,
  rewardLabel,
  rewardLabelFit,
  startMark,
  terminalText,
  valueText,
} from '../lib/cell-layout.ts';
import { formatValue, valueFill } from '../lib/value-colour.ts';

/** At most this many rem per column, and at most this many rem tall, so big grids stay on screen. */
const remPerCell = 5;
const maxHeightRem = 60;

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
  digits: number,
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
  if (!grid.cliffs?.[cell]) parts.push(`value ${formatValue(values[cell]!, digits)}`);
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
  digits = 2,
}: {
  grid: Gridworld;
  values: Float64Array;
  policy: Float64Array;
  agentCell: number | null;
  /** Applies the editor's tool to a cell; without it the world is shown read-only. */
  onActivate?: (cell: number) => void;
  /** Decimals of the values shown (a textbook world shows as many as its book prints). */
  digits?: number;
}) {
  const [focusedCell, setFocused] = useState(grid.start);
  // A resize may leave the remembered cell outside the grid; the start then takes the tab stop.
  const focused = focusedCell < grid.width * grid.height ? focusedCell : grid.start;
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
      style={{
        maxWidth: `${Math.min(remPerCell * grid.width, (maxHeightRem * grid.width) / grid.height)}rem`,
      }}
      className="block h-auto w-full touch-manipulation select-none"
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
            aria-label={describeCell(grid, cell, values, policy, agentCell, digits)}
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
                x={x + valueText.x}
                y={y + (terminal ? terminalText.valueBaseline : valueText.baseline)}
                textAnchor="middle"
                fontSize={valueText.fontSize}
                className="fill-neutral-900 tabular-nums dark:fill-neutral-100"
                aria-hidden="true"
              >
                {terminal
                  ? signed(formatValue(values[cell]!, digits))
                  : cliff
                    ? 'cliff'
                    : formatValue(values[cell]!, digits)}
              </text>
            ) : null}
            {!wall && !terminal && reward !== 0 ? (
              <RewardLabel x={x} y={y} reward={reward} isStart={cell === grid.start} />
            ) : null}
            {terminal && reward !== 0 && grid.rewardConvention !== 'leaving' ? (
              // Inside the double border, under the value (which is 0: the reward is paid on entering).
              <text
                x={x + valueText.x}
                y={y + terminalText.rewardBaseline}
                textAnchor="middle"
                fontSize={rewardLabel.fontSize}
                className="fill-neutral-700 dark:fill-neutral-300"
                aria-hidden="true"
              >
                r {formatValue(reward)}
              </text>
            ) : null}
            {cell === grid.start ? (
              <text
                x={x + startMark.x}
                y={y + startMark.baseline}
                textAnchor="end"
                fontSize={startMark.fontSize}
                className="fill-secondary-700 font-bold dark:fill-secondary-300"
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

/** A terminal cell's value with its sign, as the books print a goal's +1; 0 stays unsigned. */
const signed = (text: string) => (/^[0.]+$/.test(text) || text.startsWith('−') ? text : `+${text}`);

/** "r −0.04" in the cell's top-left corner, squeezed if it would run into the start's "S". */
function RewardLabel({ x, y, reward, isStart }: { x: number; y: number; reward: number; isStart: boolean }) {
  const text = `r ${formatValue(reward)}`;
  const fit = rewardLabelFit(text, isStart);
  return (
    <text
      x={x + rewardLabel.x}
      y={y + rewardLabel.baseline}
      fontSize={rewardLabel.fontSize}
      {...(fit === undefined ? {} : { textLength: fit, lengthAdjust: 'spacingAndGlyphs' })}
      className="fill-neutral-700 dark:fill-neutral-300"
      aria-hidden="true"
    >
      {text}
    </text>
  );
}

function PolicyArrows({ x, y, cell, policy }: { x: number; y: number; cell: number; policy: Float64Array }) {
  return (
    <g
      aria-hidden="true"
      transform={`translate(${x} ${y})`}
      className="stroke-neutral-800 dark:stroke-neutral-200"
      strokeWidth={arrowStroke}
      strokeLinecap="round"
    >
      {arrowDirections.map(([dx, dy], a) => {
        const p = policy[cell * actionCount + a]!;
        if (p <= 0) return null;
        return (
          <g key={a}>
            {arrowStrokes(dx, dy, p).map((stroke, i) => (
              <line key={i} {...stroke} />
            ))}
          </g>
        );
      })}
    </g>
  );
}
