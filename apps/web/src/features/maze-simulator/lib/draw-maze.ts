/**
 * Draws the maze on a canvas at the device's pixel ratio, so lines stay crisp at any size: the
 * cell colours a program set, the goal and start, flood values (distances to the goal over the walls
 * the program has drawn, unknown walls open), the program's cell texts, the maze's walls (those
 * the program has drawn with setWall in red, as mms marks a mouse's known walls) and the mouse.
 */
import type { Maze } from '@tinkerlabs/maze/maze';
import { mmsColourValues } from './mms-colour-values.ts';
import type { MmsSimulator } from '@tinkerlabs/maze/mms/mms-simulator';
import { distancesTo, unreachable } from '@tinkerlabs/maze/shortest-path';

export interface MazePalette {
  background: string;
  goal: string;
  start: string;
  wall: string;
  unknownWall: string;
  shownWall: string;
  post: string;
  text: string;
  flood: string;
  mouse: string;
}

export const lightPalette: MazePalette = {
  background: '#ffffff',
  goal: '#dcfce7',
  start: '#dbeafe',
  wall: '#0f172a',
  unknownWall: '#cbd5e1',
  shownWall: '#dc2626',
  post: '#334155',
  text: '#0f172a',
  flood: '#64748b',
  mouse: '#15803d',
};

export const darkPalette: MazePalette = {
  background: '#020617',
  goal: '#14532d',
  start: '#1e3a8a',
  wall: '#e2e8f0',
  unknownWall: '#334155',
  shownWall: '#f87171',
  post: '#94a3b8',
  text: '#f8fafc',
  flood: '#94a3b8',
  mouse: '#4ade80',
};

/** Walls the program has drawn are red; the others are solid with `revealAll`, else faint. */
export function drawMaze(
  canvas: HTMLCanvasElement,
  cssSize: number,
  maze: Maze,
  simulator: MmsSimulator | null,
  palette: MazePalette,
  options: { revealAll: boolean; floodValues: boolean },
): void {
  const ratio = window.devicePixelRatio || 1;
  // A margin of half a wall's thickness keeps the outer walls whole at the canvas edge.
  const pad = Math.max(1.5, (cssSize / Math.max(maze.width, maze.height)) * 0.06);
  const cell = (cssSize - 2 * pad) / Math.max(maze.width, maze.height);
  const width = cell * maze.width;
  const height = cell * maze.height;
  canvas.width = Math.round((width + 2 * pad) * ratio);
  canvas.height = Math.round((height + 2 * pad) * ratio);
  canvas.style.width = `${width + 2 * pad}px`;
  canvas.style.height = `${height + 2 * pad}px`;
  const g = canvas.getContext('2d');
  if (!g) return;
  g.setTransform(ratio, 0, 0, ratio, pad * ratio, pad * ratio);
  g.fillStyle = palette.background;
  g.fillRect(-pad, -pad, width + 2 * pad, height + 2 * pad);
  // Screen position of a cell's top-left corner (y grows upwards in the maze, downwards on screen).
  const left = (x: number) => x * cell;
  const top = (y: number) => (maze.height - 1 - y) * cell;

  const fill = (x: number, y: number, colour: string) => {
    g.fillStyle = colour;
    g.fillRect(left(x), top(y), cell, cell);
  };
  for (const goal of maze.goals) fill(goal.x, goal.y, palette.goal);
  fill(maze.start.x, maze.start.y, palette.start);
  // Program colours are laid on at part strength, so walls and texts stay readable on dark ones.
  g.globalAlpha = 0.55;
  simulator?.colours.forEach((letter, index) =>
    fill(index % maze.width, Math.floor(index / maze.width), mmsColourValues[letter] ?? palette.goal),
  );
  g.globalAlpha = 1;

  const fontSize = Math.max(7, Math.min(14, cell * 0.32));
  const showText = cell >= 14;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = `${fontSize}px ui-monospace, monospace`;
  if (showText && options.floodValues) {
    const shown = simulator?.shownWalls;
    const distance = distancesTo(maze.width, maze.height, maze.goals, (x, y, side) =>
      shown ? (shown[y * maze.width + x]! & (1 << side)) !== 0 : false,
    );
    g.fillStyle = palette.flood;
    for (let y = 0; y < maze.height; y++)
      for (let x = 0; x < maze.width; x++) {
        const i = y * maze.width + x;
        if (simulator?.texts.has(i) || distance[i] === unreachable) continue;
        g.fillText(String(distance[i]), left(x) + cell / 2, top(y) + cell / 2);
      }
  }
  if (showText && simulator) {
    g.fillStyle = palette.text;
    simulator.texts.forEach((text, index) => {
      const x = index % maze.width;
      const y = Math.floor(index / maze.width);
      g.fillText(text.slice(0, 10), left(x) + cell / 2, top(y) + cell / 2, cell - 2);
    });
  }

  const thickness = Math.max(1.5, cell * 0.1);
  const segment = (x1: number, y1: number, x2: number, y2: number, colour: string, lineWidth: number) => {
    g.strokeStyle = colour;
    g.lineWidth = lineWidth;
    g.beginPath();
    g.moveTo(x1, y1);
    g.lineTo(x2, y2);
    g.stroke();
  };
  for (let y = 0; y < maze.height; y++)
    for (let x = 0; x < maze.width; x++) {
      const i = y * maze.width + x;
      const truth = maze.walls[i]!;
      const shown = simulator?.shownWalls[i] ?? 0;
      // Each cell draws its north and east sides; the outer row and column add south and west.
      for (const side of [0, 1, 2, 3]) {
        if ((side === 2 && y > 0) || (side === 3 && x > 0)) continue;
        const isWall = (truth & (1 << side)) !== 0;
        const isShown = (shown & (1 << side)) !== 0;
        if (!isWall && !isShown) continue;
        const colour = isShown ? palette.shownWall : options.revealAll ? palette.wall : palette.unknownWall;
        const [x1, y1, x2, y2] = [
          [left(x), top(y), left(x) + cell, top(y)],
          [left(x) + cell, top(y), left(x) + cell, top(y) + cell],
          [left(x), top(y) + cell, left(x) + cell, top(y) + cell],
          [left(x), top(y), left(x), top(y) + cell],
        ][side]!;
        segment(
          x1!,
          y1!,
          x2!,
          y2!,
          colour,
          isShown || options.revealAll ? thickness : Math.max(1, thickness / 2),
        );
      }
    }
  g.fillStyle = palette.post;
  for (let y = 0; y <= maze.height; y++)
    for (let x = 0; x <= maze.width; x++)
      g.fillRect(x * cell - thickness / 2, y * cell - thickness / 2, thickness, thickness);

  if (simulator) {
    const { hx, hy, heading } = simulator.pose;
    const cx = (hx / 2) * cell;
    const cy = height - (hy / 2) * cell;
    const angle = (heading * Math.PI) / 4;
    const r = cell * 0.32;
    g.save();
    g.translate(cx, cy);
    g.rotate(angle);
    g.fillStyle = palette.mouse;
    g.beginPath();
    g.moveTo(0, -r);
    g.lineTo(r * 0.8, r * 0.8);
    g.lineTo(-r * 0.8, r * 0.8);
    g.closePath();
    g.fill();
    g.restore();
  }
}
