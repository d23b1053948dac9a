/** What each program mouse's API offers, shown above its editor. */
const codeClass = 'rounded bg-neutral-100 px-1 font-mono text-xs dark:bg-neutral-800';

export function JavascriptProgramIntro() {
  return (
    <>
      The program runs in a Web Worker with mms&rsquo;s API:{' '}
      <code className={codeClass}>const API = require(&apos;./API&apos;)</code> gives{' '}
      <code className={codeClass}>API.wallFront()</code>,{' '}
      <code className={codeClass}>API.moveForward(n)</code>, <code className={codeClass}>API.turnLeft()</code>
      , <code className={codeClass}>API.setColor(x, y, &apos;G&apos;)</code>,{' '}
      <code className={codeClass}>API.setText(x, y, text)</code>,{' '}
      <code className={codeClass}>API.wasReset()</code> and the rest of mms&rsquo;s commands;{' '}
      <code className={codeClass}>console.error</code> and <code className={codeClass}>API.log</code> write to
      the log. The mouse starts in cell (0, 0) facing north. The program is kept in this browser and runs when
      you press Run; Stop ends it even inside an endless loop.
    </>
  );
}

export function PythonProgramIntro() {
  return (
    <>
      The program runs in Python 3 (Pyodide, downloaded from this site at the first run) in a Web Worker,
      talking to the simulator as an mms mouse does: each line it prints is a command, such as{' '}
      <code className={codeClass}>moveForward</code> or <code className={codeClass}>setColor 0 0 G</code>, and{' '}
      <code className={codeClass}>input()</code> reads the answer. <code className={codeClass}>API.py</code>{' '}
      wraps the commands as functions (<code className={codeClass}>API.wallFront()</code>,{' '}
      <code className={codeClass}>API.setText(x, y, text)</code>, …) for{' '}
      <code className={codeClass}>Main.py</code>, which runs first; what it writes to standard error (
      <code className={codeClass}>API.log</code>) goes to the log. The mouse starts in cell (0, 0) facing
      north. Both files are kept in this browser; Stop ends the program even inside an endless loop.
    </>
  );
}
