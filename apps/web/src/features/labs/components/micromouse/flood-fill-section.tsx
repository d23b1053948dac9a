/** The flood-fill method, shown on the example maze: what the mouse assumes, and what it learns. */
import { knownMazeDistances, openMazeDistances } from '../../lib/example-maze.ts';
import { DistanceGrid } from './distance-grid.tsx';
import { proseClass, sectionClass, sectionHeadingClass } from './section-styles.ts';

export function FloodFillSection() {
  return (
    <section aria-labelledby="flood-fill-heading" className={sectionClass}>
      <h2 id="flood-fill-heading" className={sectionHeadingClass}>
        Flood fill
      </h2>
      <div className={proseClass}>
        <p>
          Flood fill gives every cell a number: how many moves it takes to reach the goal, counting only the
          walls the mouse knows about. The goal cells are 0, their open neighbours 1, the neighbours of those
          2, and so on, like water spreading out from the centre. From any cell, the way to the goal is simply
          downhill: move to an open neighbour with a smaller number.
        </p>
        <p>
          At the start the mouse knows only the outer walls, so its numbers are those of an empty maze and the
          centre looks 4 moves away:
        </p>
      </div>
      <div className="mt-4 flex flex-wrap gap-x-10 gap-y-6">
        <DistanceGrid
          caption="Before exploring: distances with only the outer walls known"
          distances={openMazeDistances}
          walls="outer"
        />
        <DistanceGrid
          caption="After exploring: distances with every wall known"
          distances={knownMazeDistances}
          walls="all"
        />
      </div>
      <div className={proseClass}>
        <p>
          With every wall known, the start (underlined) is 11 moves from the goal instead of 4. The
          goal&rsquo;s only opening faces east, so the route climbs the left side, crosses the maze above the
          goal and comes down the east side to enter it. The mouse finds this out one cell at a time,
          repeating four steps:
        </p>
        <ol className="list-decimal space-y-2 pl-6">
          <li>Read the walls around the current cell and add them to the map.</li>
          <li>
            If a new wall was seen, flood the distances again from the goal: a breadth-first search over the
            cells, through every side not known to be a wall.
          </li>
          <li>
            Move to the open neighbour with the smallest distance (prefer going straight on a tie: turns are
            slow).
          </li>
          <li>Stop when the distance is 0: the mouse is in the goal.</li>
        </ol>
        <p>
          Because unknown walls are assumed open, the mouse is always optimistic: it tries the route that
          would be shortest if the unexplored parts were empty, and each wall it meets only makes its numbers
          larger. That is why it always reaches the goal in a maze where the goal can be reached. The route it
          took is not necessarily the shortest, so a good mouse flood-fills back to the start, exploring cells
          it has not seen, and races only when the shortest known route goes through explored cells alone.
        </p>
        <p>
          Refinements used by contest mice: weighting turns and straight runs by the time they take rather
          than counting cells, planning diagonal moves through zig-zags, and updating only the cells whose
          distance changed instead of flooding the whole maze after every wall.
        </p>
      </div>
    </section>
  );
}
