/**
 * The virtual board as one MicroPython run sees it: the `_board` JavaScript module that the
 * `machine` module (micropython-machine.ts) calls. Pin writes go to the memory the page reads each
 * frame (virtual-board.ts), so an LED lights as the program sets it, busy loop or not; the button and
 * the potentiometer are read from the same memory. Timers and pin interrupts are kept in
 * BoardCallbacks; when one is due while the program runs, the board asks MicroPython's scheduler to
 * run `machine._service`, which then runs between two of the program's bytecodes, as a soft
 * interrupt does on the RP2040.
 */
import { BoardCallbacks } from './micropython-callbacks.ts';
import {
  buttonPin,
  inputSlots,
  potentiometerPin,
  writeBoardPin,
  type BoardState,
  type PinState,
} from './virtual-board.ts';

export interface BoardIo {
  /** The memory shared with the page (or a private one of the same layout where none is shared). */
  memory: Int32Array;
  /** Called before the program sleeps: the page gets the output (and pins) as they are for the pause. */
  pause(): void;
  /** Where the page cannot read the pins from memory: called with every change, to be sent. */
  pinsChanged?(board: BoardState): void;
}

/** Python callables the `machine` module hands over: `micropython.schedule` and its `_service`. */
type PythonFunction = (...args: unknown[]) => unknown;

/** Whether this thread may block on the shared memory (a worker, with memory the page shares). */
const canBlockOn = (memory: Int32Array) =>
  typeof SharedArrayBuffer !== 'undefined' && memory.buffer instanceof SharedArrayBuffer;

/** One run's board: `module` is registered as `_board` (its functions take positional arguments only). */
export type VirtualBoardRun = ReturnType<typeof createVirtualBoardRun>;

export function createVirtualBoardRun(io: BoardIo, now = () => performance.now()) {
  const { memory } = io;
  const pins: BoardState = {};
  const callbacks = new BoardCallbacks(now);
  let seenButtonChanges = Atomics.load(memory, inputSlots.buttonChanges);
  let scheduler: { schedule: PythonFunction; service: PythonFunction } | null = null;
  /** `_service` is queued in MicroPython's scheduler, or running: it runs every due event. */
  let servicing = false;

  const buttonLevel = () => (Atomics.load(memory, inputSlots.button) === 1 ? 0 : 1); // pressed pulls it low

  /** Turns the button's changes since the last look into edges (the last one led to its level now). */
  function watchButton() {
    const changes = Atomics.load(memory, inputSlots.buttonChanges);
    const missed = changes - seenButtonChanges;
    seenButtonChanges = changes;
    if (missed <= 0) return;
    const level = buttonLevel();
    if (missed >= 2) callbacks.edge(buttonPin, level === 0);
    callbacks.edge(buttonPin, level === 1);
  }

  /** Called at each of the program's calls to the board: queues `_service` if an event is due. */
  function checkDue() {
    watchButton();
    if (servicing || !scheduler || !callbacks.due) return;
    try {
      scheduler.schedule(scheduler.service, 0);
      servicing = true;
    } catch {
      // The scheduler's queue is full (the program schedules its own callbacks): the next call retries.
    }
  }

  const pin = (id: number): PinState => (pins[id] ??= { mode: 'in', value: 0, duty: 0, freq: 0 });
  const changed = (id: number) => {
    writeBoardPin(memory, id, pin(id));
    io.pinsChanged?.(pins);
  };

  const module = {
    pin_mode(id: number, mode: number) {
      checkDue();
      pin(id).mode = mode === 0 ? 'in' : 'out';
      changed(id);
    },
    pin_write(id: number, value: number) {
      checkDue();
      const state = pin(id);
      const before = state.value;
      if (state.mode !== 'pwm') state.mode = 'out';
      state.value = value;
      changed(id);
      // An interrupt on an output pin sees the level the program drives, as the RP2040's does.
      if (before !== value) callbacks.edge(id, value === 1);
    },
    pin_read(id: number): number {
      checkDue();
      if (id === buttonPin) return buttonLevel();
      return pins[id]?.value ?? 0;
    },
    pwm_set(id: number, freq: number, duty: number) {
      checkDue();
      Object.assign(pin(id), { mode: 'pwm', freq, duty });
      changed(id);
    },
    pwm_stop(id: number) {
      checkDue();
      Object.assign(pin(id), { mode: 'out', value: 0, duty: 0 });
      changed(id);
    },
    adc_read(id: number): number {
      checkDue();
      if (id === potentiometerPin) return Atomics.load(memory, inputSlots.potentiometer);
      if (id === 30) return 14_000; // the RP2040's temperature sensor, about 27 °C
      return 0;
    },
    /** Called by time.ticks_ms and ticks_us: a loop waiting on them runs due callbacks. */
    poll() {
      checkDue();
    },
    /** Called before the program sleeps: the page shows the output as it is for the pause. */
    flush() {
      io.pause();
    },
    ticks(): number {
      return now();
    },
    /**
     * Blocks for up to `ms`: less if a timer falls due or the button changes first (while `wake`; a
     * callback that sleeps is not interrupted by the next one, as the scheduler runs one at a time).
     */
    wait(ms: number, wake: boolean) {
      const limit = wake ? Math.min(ms, callbacks.msUntilNext()) : ms;
      if (limit <= 0) return;
      if (canBlockOn(memory)) {
        Atomics.wait(memory, inputSlots.buttonChanges, seenButtonChanges, limit);
        return;
      }
      const end = now() + limit;
      while (now() < end) {
        // Without shared memory, the page cannot wake us: wait as the port's own sleep does.
      }
    },
    timer_start(id: number, periodMs: number, periodic: boolean) {
      callbacks.startTimer(id, periodMs, periodic);
    },
    timer_stop(id: number) {
      callbacks.stopTimer(id);
    },
    irq_set(id: number, trigger: number) {
      if (id === buttonPin) seenButtonChanges = Atomics.load(memory, inputSlots.buttonChanges);
      callbacks.setIrq(id, trigger);
    },
    /**
     * The next due event for `_service`, as one number: a timer's id (0 or more), or a pin interrupt
     * as -(pin × 16 + the edges seen). Null when none is left.
     */
    next_event(): number | null {
      watchButton();
      const event = callbacks.next();
      if (!event) {
        servicing = false;
        return null;
      }
      return event.kind === 'timer' ? event.id : -(event.pin * 16 + event.flags);
    },
    /** The `machine` module hands over MicroPython's scheduler and the function that runs due events. */
    hook(schedule: PythonFunction, service: PythonFunction) {
      scheduler = { schedule, service };
    },
  };

  return {
    module,
    callbacks,
    /** Runs the due timer and interrupt callbacks now (Python is idle: the program has ended). */
    runDueCallbacks() {
      watchButton();
      if (!scheduler || !callbacks.due) return;
      servicing = true;
      scheduler.service(0);
    },
  };
}
