/** mms, the desktop micromouse simulator: what it is, and how to install it and set up a mouse. */
import { codeClass } from './code-style.ts';
import { proseClass, sectionClass, sectionHeadingClass } from './section-styles.ts';

export function MmsSection() {
  return (
    <>
      <section aria-labelledby="mms-heading" className={sectionClass}>
        <h2 id="mms-heading" className={sectionHeadingClass}>
          mms, the micromouse simulator
        </h2>
        <div className={proseClass}>
          <p>
            mms, by Mack Ward (mackorone on GitHub), is the simulator most micromouse teams test their maze
            code in. It is a Qt desktop application: it draws the maze and the mouse, and runs your mouse
            program as a separate process that talks to it over standard input and output. The program prints
            a command such as <code className={codeClass}>wallFront</code> or{' '}
            <code className={codeClass}>moveForward</code> on a line, and reads mms&rsquo;s answer from the
            next line of its input. Because the link is only text, the mouse can be written in any language:
            mms&rsquo;s own templates include C++, Python and JavaScript.
          </p>
          <p>
            mms shows what the mouse knows as well as where it is: walls the program reports with{' '}
            <code className={codeClass}>setWall</code>, cell colours and short cell texts (flood-fill numbers,
            usually). Its Reset button simulates a crash, and its statistics panel keeps the distances, turns
            and score of every run from the start cell to the goal.
          </p>
        </div>
      </section>

      <section aria-labelledby="mms-install-heading" className={sectionClass}>
        <h2 id="mms-install-heading" className={sectionHeadingClass}>
          Installing and configuring mms
        </h2>
        <ol className={`${proseClass} list-decimal pl-6`}>
          <li>
            Download a release from the project&rsquo;s GitHub releases page (github.com/mackorone/mms): unzip{' '}
            <code className={codeClass}>windows.zip</code> and run the mms program, or unzip{' '}
            <code className={codeClass}>macos.zip</code> and open the app (control-click and choose Open the
            first time, since it is not from an identified developer). On Linux, build it from source with Qt:{' '}
            <code className={codeClass}>cd mms/src &amp;&amp; qmake &amp;&amp; make</code>.
          </li>
          <li>
            Get a mouse program: clone a template such as mms-cpp or mms-python, which contain an{' '}
            <code className={codeClass}>API</code> module wrapping the protocol and a wall-follower example.
          </li>
          <li>
            In mms, press the + button next to the Mouse list to add the program: a name, the directory it is
            in, a build command (for example <code className={codeClass}>g++ -o main *.cpp</code>, or none for
            Python) and a run command (<code className={codeClass}>./main</code>,{' '}
            <code className={codeClass}>python3 main.py</code> or{' '}
            <code className={codeClass}>node main.js</code>).
          </li>
          <li>
            Pick a maze in the Maze list or open a maze file with the folder button, then press Build and Run.
            What the program writes to standard error appears in the Run Output tab; the Stats tab shows the
            distances, turns and score.
          </li>
        </ol>
      </section>
    </>
  );
}
