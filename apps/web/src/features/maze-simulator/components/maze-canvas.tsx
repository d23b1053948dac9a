/**
 * The maze on a canvas sized to its column, redrawn on every frame of a run. For screen readers and
 * tests the canvas is an image named by the mouse's place and heading; the program's cell colours
 * and texts are also in data attributes (x,y=value, separated by ";").
 */
import type { Maze } from '@tinkerlabs/maze/maze';
import type { MmsSimulator } from '@tinkerlabs/maze/mms/mms-simulator';
import { useEffect, useRef, useState } from 'react';
import { useColourMode } from '@/lib/colour-mode.ts';
import { darkPalette, drawMaze, lightPalette } from '../lib/draw-maze.ts';

const headingNames = [
  'north',
  'north-east',
  'east',
  'south-east',
  'south',
  'south-west',
  'west',
  'north-west',
];

function cellList(maze: Maze, values: Map<number, string>): string {
  return [...values]
    .sort(([a], [b]) => a - b)
    .map(([index, value]) => `${index % maze.width},${Math.floor(index / maze.width)}=${value}`)
    .join(';');
}

function describeMouse(simulator: MmsSimulator): string {
  const { hx, hy, heading } = simulator.pose;
  const where =
    hx % 2 === 1 && hy % 2 === 1
      ? `in cell (${(hx - 1) / 2}, ${(hy - 1) / 2})`
      : `between cells, at (${hx / 2}, ${hy / 2}) half cells`;
  return `mouse ${where} facing ${headingNames[heading]}`;
}

export function MazeCanvas({
  maze,
  simulator,
  frame,
  floodValues,
}: {
  maze: Maze;
  simulator: MmsSimulator | null;
  frame: number;
  floodValues: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState(480);
  const mode = useColourMode();
  const dark =
    mode === 'dark' || (mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize(Math.floor(Math.min(entry.contentRect.width, 640)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (canvas.current && size > 0)
      drawMaze(canvas.current, size, maze, simulator, dark ? darkPalette : lightPalette, {
        revealAll: true,
        floodValues,
      });
  }, [maze, simulator, frame, size, dark, floodValues]);

  const label = `Maze of ${maze.width} by ${maze.height} cells, ${simulator ? describeMouse(simulator) : 'no mouse'}; ${simulator?.colours.size ?? 0} cells coloured, ${simulator?.texts.size ?? 0} with text.`;
  return (
    <div ref={box} className="w-full">
      <canvas
        ref={canvas}
        role="img"
        aria-label={label}
        data-colours={simulator ? cellList(maze, simulator.colours) : ''}
        data-texts={simulator ? cellList(maze, simulator.texts) : ''}
        data-mouse={
          simulator
            ? `${simulator.pose.hx / 2 - 0.5},${simulator.pose.hy / 2 - 0.5},${headingNames[simulator.pose.heading]}`
            : ''
        }
        className="mx-auto block rounded-md"
      />
    </div>
  );
}
