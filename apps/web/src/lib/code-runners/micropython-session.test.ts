// @vitest-environment node
// Against the real port from node_modules (it loads in Node as it does in the worker).
import { beforeAll, describe, expect, it } from 'vitest';
import { instantiateMicroPython } from './micropython-instance.ts';
import { exitEnding, loadMicroPythonSession, type MicroPythonSession } from './micropython-session.ts';
import { loadPortForTests } from './micropython-test-port.ts';
import { boardMemoryBytes, inputSlots, readBoardPins, type BoardState } from './virtual-board.ts';

let session: MicroPythonSession;

beforeAll(async () => {
  const { loadMicroPython, compiled } = await loadPortForTests();
  session = await loadMicroPythonSession((output) =>
    instantiateMicroPython(loadMicroPython, compiled, { ...output, linebuffer: false }),
  );
});

interface Run {
  status: Promise<'ok' | 'error'>;
  memory: Int32Array;
  stdout: () => string;
  stderr: () => string;
  /** The board as the page would read it when the program printed each line. */
  boardAtPrint: BoardState[];
  pauses: () => number;
}

function start(code: string, options: { signal?: AbortSignal; memory?: Int32Array } = {}): Run {
  const memory = options.memory ?? new Int32Array(new SharedArrayBuffer(boardMemoryBytes));
  const text = { stdout: '', stderr: '' };
  const boardAtPrint: BoardState[] = [];
  let pauses = 0;
  const status = session.run(
    code,
    {
      memory,
      stdin: [],
      write(stream, chunk) {
        text[stream] += chunk;
        if (stream === 'stdout' && chunk.endsWith('\n')) boardAtPrint.push(readBoardPins(memory)!.board);
      },
      pause: () => pauses++,
      idle: () => {},
    },
    options.signal,
  );
  return {
    status,
    memory,
    stdout: () => text.stdout,
    stderr: () => text.stderr,
    boardAtPrint,
    pauses: () => pauses,
  };
}

async function run(code: string) {
  const started = start(code);
  return { status: await started.status, stdout: started.stdout(), stderr: started.stderr() };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pressButton(memory: Int32Array, down: boolean) {
  Atomics.store(memory, inputSlots.button, down ? 1 : 0);
  Atomics.add(memory, inputSlots.buttonChanges, 1);
  Atomics.notify(memory, inputSlots.buttonChanges);
}

describe('MicroPython session: each run after a soft reset', () => {
  it('gives the next program its own builtins, modules and globals', async () => {
    const breaker = await run(
      'import builtins, machine\nmachine.changed = True\nleft_over = 1\nbuiltins.__import__ = None\n',
    );
    expect(breaker.status).toBe('ok');
    const next = await run(
      'print(sorted(globals()))\nimport machine, time\nprint(hasattr(machine, "changed"))\n',
    );
    expect(next).toEqual({ status: 'ok', stdout: "['__name__']\nFalse\n", stderr: '' });
  });

  it('starts a fresh instance in a few milliseconds', async () => {
    const times: number[] = [];
    for (let i = 0; i < 9; i++) {
      const started = performance.now();
      await run('pass');
      times.push(performance.now() - started);
    }
    const median = times.sort((a, b) => a - b)[4];
    // 5–9 ms on the 2-core machine (micropython-instance.ts); the bound leaves room for a busy CI.
    expect(median).toBeLessThan(100);
  });
});

describe('MicroPython session: exit status', () => {
  it('reports sys.exit(3) as a failure with its status, as the Python lab does', async () => {
    expect(await run('import sys\nprint("before")\nsys.exit(3)\nprint("after")')).toEqual({
      status: 'error',
      stdout: 'before\n',
      stderr: 'Exit status 3\n',
    });
    expect(await run('import sys\nsys.exit("bye")')).toEqual({
      status: 'error',
      stdout: '',
      stderr: 'bye\n',
    });
  });

  it('reports sys.exit(), sys.exit(0) and sys.exit(None) as success', async () => {
    for (const call of ['sys.exit()', 'sys.exit(0)', 'sys.exit(None)', 'raise SystemExit']) {
      expect(await run(`import sys\n${call}`)).toEqual({ status: 'ok', stdout: '', stderr: '' });
    }
  });

  it('reads the status from the traceback', () => {
    expect(exitEnding('Traceback:\n  File "<stdin>", line 2\nSystemExit: -1\n')).toEqual({
      status: 'error',
      message: 'Exit status -1\n',
    });
    expect(exitEnding('SystemExit: \n')).toEqual({ status: 'ok' });
  });

  it('still reports an exception with its traceback', async () => {
    const result = await run('def f():\n    return 1 / 0\nf()');
    expect(result.status).toBe('error');
    expect(result.stderr).toContain('line 2, in f\nZeroDivisionError: divide by zero\n');
  });
});

describe('MicroPython session: the board sees pins at once', () => {
  it('shows a pin set before a busy loop while the loop runs, without waiting for a sleep', async () => {
    const started = start(
      [
        'from machine import Pin',
        'Pin(15, Pin.OUT).on()',
        'print("lit")',
        'total = 0',
        'for i in range(20000):',
        '    total += i',
        'print("loop done")',
      ].join('\n'),
    );
    expect(await started.status).toBe('ok');
    // The page reads this memory at each frame: the LED was on while the program was still busy.
    expect(started.boardAtPrint[0]?.[15]).toEqual({ mode: 'out', value: 1, duty: 0, freq: 0 });
    expect(started.pauses()).toBe(0);
  });
});

describe('MicroPython session: machine.Timer and Pin.irq', () => {
  it('runs the Timer blink of the getting-started guide after the last line, until stopped', async () => {
    const stop = new AbortController();
    const started = start(
      [
        'from machine import Pin, Timer',
        'led = Pin("LED", Pin.OUT)',
        'tim = Timer()',
        'def tick(timer):',
        '    global led',
        '    led.toggle()',
        'tim.init(freq=2.5, mode=Timer.PERIODIC, callback=tick)',
      ].join('\n'),
      { signal: stop.signal },
    );
    let ended = false;
    void started.status.then(() => (ended = true));
    const levels: number[] = [];
    const begun = performance.now();
    while (performance.now() - begun < 1_000) {
      const level = readBoardPins(started.memory)?.board[25]?.value;
      if (level !== undefined && level !== levels.at(-1)) levels.push(level);
      await wait(5);
    }
    // "LED" is the Pico's on-board LED on GP25; 2.5 Hz toggles it at 400 and 800 ms.
    expect(levels).toEqual([0, 1, 0]);
    expect(ended).toBe(false);
    stop.abort();
    expect(await started.status).toBe('ok');
    expect(started.stderr()).toBe('');
  });

  it('fires a ONE_SHOT timer once, given its period in ms, and then ends the run', async () => {
    const started = performance.now();
    const result = await run(
      [
        'from machine import Timer',
        'timer = Timer(-1, period=50, mode=Timer.ONE_SHOT, callback=lambda t: print("fired", t))',
        'print("waiting")',
      ].join('\n'),
    );
    expect(result).toEqual({
      status: 'ok',
      stdout: 'waiting\nfired Timer(mode=ONE_SHOT, tick_hz=1000000, period=50000)\n',
      stderr: '',
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('has only the soft timer, as the RP2040 port', async () => {
    const result = await run('from machine import Timer\nTimer(0)');
    expect(result.stderr).toContain("ValueError: Timer doesn't exist");
  });

  it('runs callbacks during time.sleep and between the bytecodes of a busy loop', async () => {
    const result = await run(
      [
        'from machine import Pin, Timer',
        'import time',
        'ticks = [0]',
        'def count(timer):',
        '    ticks[0] += 1',
        'timer = Timer(period=10, callback=count)',
        'time.sleep_ms(105)',
        'print("slept through", ticks[0] >= 8)',
        'button = Pin(16, Pin.IN, Pin.PULL_UP)',
        'before = ticks[0]',
        'while ticks[0] < before + 3:',
        '    button.value()',
        'print("busy loop saw 3 more")',
        'before = ticks[0]',
        'while ticks[0] < before + 3:',
        '    time.ticks_ms()',
        'timer.deinit()',
        'print("ticks_ms loop saw 3 more")',
      ].join('\n'),
    );
    expect(result).toEqual({
      status: 'ok',
      stdout: 'slept through True\nbusy loop saw 3 more\nticks_ms loop saw 3 more\n',
      stderr: '',
    });
  });

  it('prints an exception from a callback and keeps the timer going', async () => {
    const result = await run(
      [
        'from machine import Timer',
        'calls = [0]',
        'def flaky(timer):',
        '    calls[0] += 1',
        '    if calls[0] == 1:',
        '        raise ValueError("first call")',
        '    print("call", calls[0])',
        '    timer.deinit()',
        'Timer(period=5, callback=flaky)',
      ].join('\n'),
    );
    expect(result.status).toBe('ok');
    expect(result.stderr).toContain('ValueError: first call\n');
    expect(result.stdout).toBe('call 2\n');
  });

  it('prints sys.exit() in a callback and goes on, as the port’s scheduler does', async () => {
    const result = await run(
      [
        'import sys',
        'from machine import Timer',
        'calls = [0]',
        'def leave(timer):',
        '    calls[0] += 1',
        '    if calls[0] == 1:',
        '        sys.exit(4)',
        '    print("still running")',
        '    timer.deinit()',
        'Timer(period=5, callback=leave)',
      ].join('\n'),
    );
    expect(result.status).toBe('ok');
    expect(result.stderr).toContain('SystemExit: 4\n');
    expect(result.stdout).toBe('still running\n');
  });

  it('calls a button handler on the edges it waits for, after the program’s last line', async () => {
    const started = start(
      [
        'from machine import Pin',
        'button = Pin(16, Pin.IN, Pin.PULL_UP)',
        'def pressed(pin):',
        '    print("pressed", pin, pin.value(), irq.flags() == Pin.IRQ_FALLING)',
        '    if pin.value() == 0:',
        '        pin.irq(handler=None)',
        'irq = button.irq(trigger=Pin.IRQ_FALLING, handler=pressed)',
        'print("ready")',
      ].join('\n'),
    );
    await wait(30);
    expect(started.stdout()).toBe('ready\n');
    pressButton(started.memory, true);
    expect(await started.status).toBe('ok');
    expect(started.stdout()).toBe('ready\npressed Pin(GPIO16) 0 True\n');
  });
});
