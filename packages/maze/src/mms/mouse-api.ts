/**
 * The mouse's side of the mms protocol as functions, named as in mms's templates (mms-python,
 * mms-javascript): `API.wallFront()`, `API.moveForward(3)`, `API.setColor(0, 0, 'G')`. Each call
 * sends one command line and reads the answer, so the same API drives the simulator directly (the
 * built-in mice, a program in a worker) or any other transport.
 */

/** Sends one command line and returns mms's answer, or null for a command that has none. */
export type SendCommand = (line: string) => string | null;

export class MouseCrashedError extends Error {
  override readonly name = 'MouseCrashedError';
  constructor() {
    super('The mouse crashed into a wall.');
  }
}

export interface MouseApi {
  mazeWidth(): number;
  mazeHeight(): number;
  wallFront(halfSteps?: number): boolean;
  wallRight(halfSteps?: number): boolean;
  wallLeft(halfSteps?: number): boolean;
  wallBack(halfSteps?: number): boolean;
  /** Throws MouseCrashedError when mms answers "crash". */
  moveForward(distance?: number): void;
  moveForwardHalf(halfSteps?: number): void;
  turnRight(): void;
  turnLeft(): void;
  turnRight90(): void;
  turnLeft90(): void;
  turnRight45(): void;
  turnLeft45(): void;
  setWall(x: number, y: number, direction: string): void;
  clearWall(x: number, y: number, direction: string): void;
  setColor(x: number, y: number, colour: string): void;
  clearColor(x: number, y: number): void;
  clearAllColor(): void;
  setText(x: number, y: number, text: string): void;
  clearText(x: number, y: number): void;
  clearAllText(): void;
  wasReset(): boolean;
  ackReset(): void;
  getStat(name: string): number;
  /** What mms shows from a program's stderr: a line in the run log. */
  log(...parts: unknown[]): void;
}

export function createMouseApi(send: SendCommand, log: (text: string) => void): MouseApi {
  const ask = (line: string) => send(line) ?? '';
  const withCount = (name: string, n: number | undefined) => (n === undefined ? name : `${name} ${n}`);
  const move = (line: string) => {
    if (ask(line) === 'crash') throw new MouseCrashedError();
  };
  return {
    mazeWidth: () => Number(ask('mazeWidth')),
    mazeHeight: () => Number(ask('mazeHeight')),
    wallFront: (n) => ask(withCount('wallFront', n)) === 'true',
    wallRight: (n) => ask(withCount('wallRight', n)) === 'true',
    wallLeft: (n) => ask(withCount('wallLeft', n)) === 'true',
    wallBack: (n) => ask(withCount('wallBack', n)) === 'true',
    moveForward: (n) => move(withCount('moveForward', n)),
    moveForwardHalf: (n) => move(withCount('moveForwardHalf', n)),
    turnRight: () => void ask('turnRight'),
    turnLeft: () => void ask('turnLeft'),
    turnRight90: () => void ask('turnRight90'),
    turnLeft90: () => void ask('turnLeft90'),
    turnRight45: () => void ask('turnRight45'),
    turnLeft45: () => void ask('turnLeft45'),
    setWall: (x, y, d) => void send(`setWall ${x} ${y} ${d}`),
    clearWall: (x, y, d) => void send(`clearWall ${x} ${y} ${d}`),
    setColor: (x, y, c) => void send(`setColor ${x} ${y} ${c}`),
    clearColor: (x, y) => void send(`clearColor ${x} ${y}`),
    clearAllColor: () => void send('clearAllColor'),
    setText: (x, y, text) => void send(`setText ${x} ${y} ${text}`),
    clearText: (x, y) => void send(`clearText ${x} ${y}`),
    clearAllText: () => void send('clearAllText'),
    wasReset: () => ask('wasReset') === 'true',
    ackReset: () => void ask('ackReset'),
    getStat: (name) => Number(ask(`getStat ${name}`)),
    log: (...parts) =>
      log(parts.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(' ')),
  };
}
