/** How a maze is written down: the text format of the contest maze files, on a small example. */
import { exampleMazeText } from '../../lib/example-maze.ts';
import { proseClass, sectionClass, sectionHeadingClass } from './section-styles.ts';

const codeClass = 'rounded bg-neutral-100 px-1 font-mono text-sm dark:bg-neutral-800';

export function MazeFormatSection() {
  return (
    <section aria-labelledby="format-heading" className={sectionClass}>
      <h2 id="format-heading" className={sectionHeadingClass}>
        The maze file format
      </h2>
      <div className={proseClass}>
        <p>
          Contest mazes are shared as plain text that draws the maze. Posts are{' '}
          <code className={codeClass}>o</code>, a wall between two posts is{' '}
          <code className={codeClass}>---</code> across or <code className={codeClass}>|</code> down, a gap of
          spaces is an opening, <code className={codeClass}>S</code> marks the start cell and{' '}
          <code className={codeClass}>G</code> the goal cells. Here is a 6 × 6 maze with a four-cell goal in
          the middle and the start at the bottom left:
        </p>
      </div>
      <figure className="mt-4">
        <pre
          tabIndex={0}
          aria-label="A 6 by 6 example maze in the text format"
          className="overflow-x-auto rounded-lg border border-neutral-200 bg-neutral-50 p-4 font-mono text-sm leading-5 text-neutral-900 dark:border-neutral-800 dark:bg-neutral-950 dark:text-neutral-100"
        >
          {exampleMazeText}
        </pre>
        <figcaption className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
          The example maze as text: 13 lines of 25 characters.
        </figcaption>
      </figure>
      <div className={proseClass}>
        <p>
          A maze of n × n cells takes 2n + 1 lines of 4n + 1 characters; a classic 16 × 16 maze is 33 lines of
          65. Counting rows from the top and columns from the left, both from 0:
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            the north wall of the cell in row r, column c is characters 4c + 1 to 4c + 3 of line 2r (
            <code className={codeClass}>---</code> or spaces), and its south wall the same characters of line
            2r + 2;
          </li>
          <li>
            its west wall is character 4c of line 2r + 1 (<code className={codeClass}>|</code> or a space),
            and its east wall character 4c + 4;
          </li>
          <li>
            its label, <code className={codeClass}>S</code>, <code className={codeClass}>G</code> or a space,
            is character 4c + 2 of line 2r + 1.
          </li>
        </ul>
        <p>
          Every inner wall is written once and belongs to both cells it separates, so a parser that reads each
          cell this way can never disagree with itself.
        </p>
      </div>
    </section>
  );
}
