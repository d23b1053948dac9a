/**
 * The flood-fill mouse. It knows only the walls it has sensed. It floods distances from its target
 * over its map with unknown walls taken as open, and steps downhill one cell at a time, sensing as it
 * goes: first to the goal; then, until the shortest route it is sure of (unknown walls closed) is as
 * short as the shortest the maze could allow (unknown walls open), to the unexplored cells on that
 * optimistic route; then back to the start, from where it makes its fast run along the best proven
 * route with long straights. It obeys Reset (wasReset/ackReset) and keeps its map across one.
 */
import { sideLetters, sideStep, type Cell, type Side } from '../maze.ts';
import type { MouseApi } from '../mms/mouse-api.ts';
import { descend, distancesTo, unreachable } from '../shortest-path.ts';
import { planFastRun } from './fast-run.ts';
import { KnownWalls } from './known-walls.ts';
import { turnsBetween, type MouseContext } from './mouse-context.ts';

export function floodFillMouse(context: MouseContext) {
  return (api: MouseApi) => {
    const width = api.mazeWidth();
    const height = api.mazeHeight();
    const map = new KnownWalls(width, height);
    let here: Cell = { ...context.start };
    let heading: Side = context.heading;
    let reachedGoal = false;
    const inGoal = (cell: Cell) => context.goals.some((g) => g.x === cell.x && g.y === cell.y);
    const atStart = () => here.x === context.start.x && here.y === context.start.y;

    const sense = (side: Side, wall: boolean) => {
      const isNew = (map.seen[here.y * width + here.x]! & (1 << side)) === 0;
      map.record(here.x, here.y, side, wall);
      if (isNew && wall) api.setWall(here.x, here.y, sideLetters[side]);
    };
    const senseAround = () => {
      sense(heading, api.wallFront());
      sense(((heading + 1) % 4) as Side, api.wallRight());
      sense(((heading + 3) % 4) as Side, api.wallLeft());
      if (map.seen[here.y * width + here.x] !== 15) sense(((heading + 2) % 4) as Side, api.wallBack());
      api.setColor(here.x, here.y, 'c');
    };
    const face = (side: Side) => {
      const right = (side - heading + 4) % 4;
      if (right === 1) api.turnRight();
      else if (right === 3) api.turnLeft();
      else if (right === 2) {
        api.turnRight();
        api.turnRight();
      }
      heading = side;
    };
    const shortest = (wall: typeof map.optimistic) =>
      distancesTo(width, height, context.goals, wall)[context.start.y * width + context.start.x]!;

    for (;;) {
      if (api.wasReset()) {
        api.ackReset();
        here = { ...context.start };
        heading = context.heading;
      }
      senseAround();
      if (inGoal(here)) reachedGoal = true;
      const optimistic = shortest(map.optimistic);
      if (optimistic === unreachable) {
        api.log('The goal cannot be reached from the start: every route is walled off.');
        return;
      }
      const proven = reachedGoal && shortest(map.pessimistic) === optimistic;
      if (proven && atStart()) break;
      let targets: Cell[];
      if (!reachedGoal) targets = context.goals;
      else if (!proven) {
        const route = descend(
          width,
          height,
          distancesTo(width, height, context.goals, map.optimistic),
          context.start,
          map.optimistic,
        )!;
        targets = route.filter((cell) => !map.fullyKnown(cell.x, cell.y));
      } else targets = [context.start];
      const distance = distancesTo(width, height, targets, map.optimistic);
      const d = distance[here.y * width + here.x]!;
      let next: Side | undefined;
      for (const side of ([0, 1, 2, 3] as Side[]).sort(
        (a, b) => turnsBetween(heading, a) - turnsBetween(heading, b),
      )) {
        const nx = here.x + sideStep[side]![0];
        const ny = here.y + sideStep[side]![1];
        if (!map.optimistic(here.x, here.y, side) && distance[ny * width + nx] === d - 1) {
          next = side;
          break;
        }
      }
      face(next!);
      api.moveForward();
      here = { x: here.x + sideStep[next!]![0], y: here.y + sideStep[next!]![1] };
    }

    const plan = planFastRun(width, height, context.goals, map.pessimistic, here, heading)!;
    api.clearAllColor();
    let cell = { ...here };
    for (const segment of plan)
      for (let i = 0; i < segment.cells; i++) {
        cell = { x: cell.x + sideStep[segment.heading]![0], y: cell.y + sideStep[segment.heading]![1] };
        api.setColor(cell.x, cell.y, 'G');
      }
    api.log(`Shortest route proven: ${plan.reduce((n, s) => n + s.cells, 0)} cells. Fast run.`);
    for (const segment of plan) {
      face(segment.heading);
      api.moveForward(segment.cells);
    }
    api.log('Reached the goal on the fast run.');
  };
}
