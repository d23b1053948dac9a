/** Where to run an mms mouse without installing anything: the site's in-browser maze simulator. */
import { Link } from '@/components/ui/link.tsx';
import { textLinkClass } from '@/components/ui/control-styles.ts';
import { codeClass } from './code-style.ts';
import { proseClass, sectionClass, sectionHeadingClass } from './section-styles.ts';

export function BrowserRunnerSection() {
  return (
    <section aria-labelledby="browser-runner-heading" className={sectionClass}>
      <h2 id="browser-runner-heading" className={sectionHeadingClass}>
        Run a mouse in your browser
      </h2>
      <div className={proseClass}>
        <p>
          The{' '}
          <Link to="/labs/simulators/maze-simulators" className={textLinkClass}>
            maze simulator
          </Link>{' '}
          on this site speaks the same protocol without installing anything: it loads the classic 16 × 16
          contest mazes, the 32 × 32 half-size mazes, training mazes, generated mazes or your own file (in the
          text format above, or mms&rsquo;s <code className={codeClass}>+---+</code> and num formats). Run the
          built-in flood fill, which explores until it has proved its route is the shortest and then makes a
          fast run, or a wall follower; or write a mouse in JavaScript or Python (Main.py and API.py, as in
          the mms-python template) with <code className={codeClass}>API.wallFront()</code>,{' '}
          <code className={codeClass}>API.moveForward()</code> and the rest, and watch its commands, colours,
          texts and mms score as it runs.
        </p>
        <p>
          The same flood fill is written out in C++ on the{' '}
          <Link to="/labs/programming/cpp#example-flood-fill-for-a-micromouse-maze" className={textLinkClass}>
            C++ page
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
