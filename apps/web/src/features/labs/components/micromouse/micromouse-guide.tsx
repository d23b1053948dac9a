/**
 * /labs/simulators/micro-mouse-qt-sim: the micromouse problem, the classic maze rules, the maze file
 * format and the flood-fill method, then mms (the Qt simulator): installing it, its protocol, and
 * the in-browser runner that speaks the same protocol.
 */
import { FloodFillSection } from './flood-fill-section.tsx';
import { MazeFormatSection } from './maze-format-section.tsx';
import { MmsSection } from './mms-section.tsx';
import { BrowserRunnerSection } from './browser-runner-section.tsx';
import { MmsProtocolSection } from './mms-protocol-section.tsx';
import { sectionClass, sectionHeadingClass, proseClass } from './section-styles.ts';

const rules: [string, string][] = [
  ['Maze', '16 × 16 square cells, each 18 cm across, enclosed by an outer wall: 2.88 m on a side.'],
  [
    'Walls',
    '5 cm high and 1.2 cm thick, standing on posts at the cell corners, so a corridor is 16.8 cm wide.',
  ],
  ['Start', 'A corner cell with walls on three sides, so the mouse can leave it in only one direction.'],
  ['Goal', 'The block of four cells in the centre, with no walls between them and usually a single way in.'],
  [
    'Mouse',
    'Fully autonomous: no remote control, no help and no map. At most 25 cm long and 25 cm wide, any height.',
  ],
  [
    'Fair play',
    'The mouse may not jump over, climb, mark or damage the walls, and may not leave any part of itself behind.',
  ],
  [
    'Runs',
    'The mouse has a fixed time in the maze (ten minutes under the classic rules) for as many runs from start to goal as it can make; its fastest run counts.',
  ],
];

export function MicromouseGuide() {
  return (
    <div className="max-w-3xl">
      <section aria-labelledby="problem-heading" className={sectionClass}>
        <h2 id="problem-heading" className={sectionHeadingClass}>
          The problem
        </h2>
        <div className={proseClass}>
          <p>
            A micromouse is a small, self-contained robot that has to find its way from a corner of an unknown
            maze to its centre, then race there as fast as it can. The mouse is placed in the maze without any
            knowledge of the layout. It explores with a few distance sensors that see the walls next to it,
            builds a map as it goes, and plans a route from what it has seen.
          </p>
          <p>
            Contests have been held since the late 1970s, and the problem has stayed hard because it combines
            everything in robotics at once: sensing, localisation from wheel encoders and walls, motor control
            at high acceleration, and planning with an incomplete map. The fastest mice today cross the maze
            in a few seconds, cutting diagonally through zig-zags.
          </p>
        </div>
      </section>

      <section aria-labelledby="rules-heading" className={sectionClass}>
        <h2 id="rules-heading" className={sectionHeadingClass}>
          The classic 16 × 16 maze rules
        </h2>
        <p className={proseClass}>
          The rules of the classic contest (IEEE, the UK and the All Japan Micromouse Contest use the same
          maze), in short:
        </p>
        <dl className="mt-4 divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
          {rules.map(([term, text]) => (
            <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[7rem_1fr] sm:gap-4">
              <dt className="font-semibold text-neutral-900 dark:text-white">{term}</dt>
              <dd className="text-neutral-700 dark:text-neutral-300">{text}</dd>
            </div>
          ))}
        </dl>
        <p className={`mt-4 ${proseClass}`}>
          The half-size class uses the same rules on a 32 × 32 maze of 9 cm cells, and needs a much smaller
          mouse.
        </p>
      </section>

      <MazeFormatSection />
      <FloodFillSection />

      <MmsSection />
      <MmsProtocolSection />
      <BrowserRunnerSection />
    </div>
  );
}
