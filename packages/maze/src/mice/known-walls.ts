/**
 * The map a mouse builds: for each cell side, whether it has been seen and whether it is a wall.
 * Read optimistically (unknown sides open) it gives the shortest route the maze could allow;
 * read pessimistically (unknown sides closed) the shortest route the mouse is sure of.
 */
import { inside, opposite, sideStep, type Side } from '../maze.ts';
import type { WallTest } from '../shortest-path.ts';

export class KnownWalls {
  readonly seen: Uint8Array;
  readonly walls: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.seen = new Uint8Array(width * height);
    this.walls = new Uint8Array(width * height);
    for (let x = 0; x < width; x++) {
      this.record(x, 0, 2, true);
      this.record(x, height - 1, 0, true);
    }
    for (let y = 0; y < height; y++) {
      this.record(0, y, 3, true);
      this.record(width - 1, y, 1, true);
    }
  }

  record(x: number, y: number, side: Side, wall: boolean): void {
    const nx = x + sideStep[side]![0];
    const ny = y + sideStep[side]![1];
    for (const [cx, cy, s] of [
      [x, y, side],
      [nx, ny, opposite(side)],
    ] as [number, number, Side][]) {
      if (!inside(this, cx, cy)) continue;
      const i = cy * this.width + cx;
      this.seen[i] = this.seen[i]! | (1 << s);
      this.walls[i] = wall ? this.walls[i]! | (1 << s) : this.walls[i]! & ~(1 << s);
    }
  }

  fullyKnown(x: number, y: number): boolean {
    return this.seen[y * this.width + x] === 15;
  }

  readonly optimistic: WallTest = (x, y, side) => (this.walls[y * this.width + x]! & (1 << side)) !== 0;
  readonly pessimistic: WallTest = (x, y, side) =>
    (this.walls[y * this.width + x]! & (1 << side)) !== 0 ||
    (this.seen[y * this.width + x]! & (1 << side)) === 0;
}
