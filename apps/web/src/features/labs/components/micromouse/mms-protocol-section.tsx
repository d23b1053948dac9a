/** The mms protocol: each command a mouse program prints, and what mms answers. */
import { proseClass, sectionClass, sectionHeadingClass } from './section-styles.ts';

const commands: [string, string, string][] = [
  ['mazeWidth, mazeHeight', 'The maze size in cells', 'a number'],
  [
    'wallFront, wallRight, wallLeft, wallBack [N]',
    'Is there a wall on that side (N half cells away; 1 is the side of this cell)?',
    'true or false',
  ],
  ['moveForward [N]', 'Drive N cells (1 if left out) straight on', 'ack, or crash if a wall is in the way'],
  ['moveForwardHalf [N]', 'Drive N half cells straight on', 'ack or crash'],
  ['turnLeft, turnRight', 'Turn 90° on the spot', 'ack'],
  ['turnLeft45, turnRight45', 'Turn 45°, to drive diagonals', 'ack'],
  ['setWall X Y D, clearWall X Y D', 'Draw or remove a wall on side D (n, e, s, w) of cell (X, Y)', 'none'],
  [
    'setColor X Y C, clearColor X Y, clearAllColor',
    'Colour cells with mms’s colour letters (k b a c g o r w y B C A G R Y)',
    'none',
  ],
  ['setText X Y TEXT, clearText X Y, clearAllText', 'Write short text in a cell', 'none'],
  ['wasReset', 'Has the Reset button been pressed?', 'true or false'],
  ['ackReset', 'Accept the reset: the mouse goes back to the start', 'ack'],
  ['getStat NAME', 'A statistic, such as total-distance, best-run-turns or score', 'a number (-1 if empty)'],
];

export function MmsProtocolSection() {
  return (
    <section aria-labelledby="mms-protocol-heading" className={sectionClass}>
      <h2 id="mms-protocol-heading" className={sectionHeadingClass}>
        The mms protocol
      </h2>
      <div className={proseClass}>
        <p>
          Cells are numbered from (0, 0) at the bottom left, x to the east and y to the north; the mouse
          starts in (0, 0) facing north. A command is one line; a line mms does not understand is ignored.
          Commands that only draw get no answer, so a program must not wait for one.
        </p>
      </div>
      <div className="mt-4 overflow-x-auto" role="region" aria-label="mms commands" tabIndex={0}>
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="sr-only">mms commands, what they do, and the answer</caption>
          <thead>
            <tr className="border-b border-neutral-300 dark:border-neutral-700">
              <th scope="col" className="py-2 pr-4 font-semibold text-neutral-900 dark:text-white">
                Command
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold text-neutral-900 dark:text-white">
                Does
              </th>
              <th scope="col" className="py-2 font-semibold text-neutral-900 dark:text-white">
                Answer
              </th>
            </tr>
          </thead>
          <tbody className="text-neutral-700 dark:text-neutral-300">
            {commands.map(([command, does, answer]) => (
              <tr key={command} className="border-b border-neutral-200 align-top dark:border-neutral-800">
                <th
                  scope="row"
                  className="py-2 pr-4 font-mono text-xs font-normal text-neutral-900 dark:text-neutral-100"
                >
                  {command}
                </th>
                <td className="py-2 pr-4">{does}</td>
                <td className="py-2">{answer}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={proseClass}>
        <p>
          The score is mms&rsquo;s: best run turns + best run effective distance + 0.1 × (total turns + total
          effective distance). Distances are in half cells (moveForward N is 2N, moveForwardHalf N is N); a
          move of h &gt; 2 half cells counts h/2 + 1 to the effective distance, every turn counts 1, a reset
          adds 15 to the next run, and a mouse that never reaches the goal scores 2000. Lower is better.
        </p>
      </div>
    </section>
  );
}
