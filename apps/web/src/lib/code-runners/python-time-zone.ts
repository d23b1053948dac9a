/**
 * The Python worker's time zone after a start from the build's memory snapshot
 * (python-session.ts).
 */

/** What `applyBrowserTimeZone` reaches in Pyodide's Emscripten module. */
interface EmscriptenTimeZone {
  /** Emscripten's JavaScript half of tzset: writes the browser's zone into the C globals given. */
  __tzset_js(timezone: number, daylight: number, stdName: number, dstName: number): void;
  _timezone: number;
  _daylight: number;
  _tzname: number;
  HEAP32: Int32Array;
  HEAPU32: Uint32Array;
  UTF8ToString(pointer: number): string;
}

/**
 * A snapshot made on the build machine holds that machine's zone where C's tzset left it, once per
 * process: the names and offsets behind time.timezone, time.tzname and %Z (a visitor in Tokyo saw
 * "UTC-0000" and time.timezone 0). The hours themselves were right, since localtime asks the browser
 * on every call. This runs tzset's JavaScript half again on the same globals, then sets the time
 * module's constants, which it computed when it was imported, to match them.
 */
export function applyBrowserTimeZone(pyodide: { runPython(code: string): unknown }) {
  const module = (pyodide as unknown as { _module: EmscriptenTimeZone })._module;
  const names = module._tzname >> 2;
  const [stdName, dstName] = [module.HEAPU32[names]!, module.HEAPU32[names + 1]!];
  module.__tzset_js(module._timezone, module._daylight, stdName, dstName);
  const timezone = module.HEAP32[module._timezone >> 2]!;
  const daylight = module.HEAP32[module._daylight >> 2]!;
  const year = new Date().getFullYear();
  const dstOffset = Math.min(
    new Date(year, 0, 1).getTimezoneOffset(),
    new Date(year, 6, 1).getTimezoneOffset(),
  );
  const tzname = [module.UTF8ToString(stdName), module.UTF8ToString(dstName)];
  pyodide.runPython(
    `import time\ntime.timezone, time.altzone, time.daylight, time.tzname = ` +
      `${timezone}, ${dstOffset * 60}, ${daylight}, (${tzname.map((name) => JSON.stringify(name)).join(', ')})`,
  );
}
