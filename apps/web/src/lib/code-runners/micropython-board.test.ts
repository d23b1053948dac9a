import { describe, expect, it } from 'vitest';
import { createVirtualBoardRun } from './micropython-board.ts';
import { boardMemoryBytes, inputSlots, readBoardPins, type BoardState } from './virtual-board.ts';

function setUp(options: { shared?: boolean; pinsChanged?: (board: BoardState) => void } = {}) {
  const memory = new Int32Array(
    options.shared === false ? new ArrayBuffer(boardMemoryBytes) : new SharedArrayBuffer(boardMemoryBytes),
  );
  const time = { now: 0 };
  const run = createVirtualBoardRun(
    { memory, pause: () => {}, pinsChanged: options.pinsChanged },
    () => time.now,
  );
  return { memory, time, board: run.module };
}

function press(memory: Int32Array, down: boolean) {
  Atomics.store(memory, inputSlots.button, down ? 1 : 0);
  Atomics.add(memory, inputSlots.buttonChanges, 1);
}

describe('virtual board run', () => {
  it('writes each pin to the memory the page reads, as it is set', () => {
    const { memory, board } = setUp();
    board.pin_mode(15, 1);
    board.pin_write(15, 1);
    board.pwm_set(0, 50, 4915);
    expect(readBoardPins(memory)?.board).toEqual({
      0: { mode: 'pwm', value: 0, duty: 4915, freq: 50 },
      15: { mode: 'out', value: 1, duty: 0, freq: 0 },
    });
  });

  it('sees a press for Pin.irq even when the button was released before it looked', () => {
    const { memory, board } = setUp();
    board.irq_set(16, 4); // IRQ_FALLING
    press(memory, true);
    press(memory, false);
    expect(board.pin_read(16)).toBe(1);
    expect(board.next_event()).toBe(-(16 * 16 + 4));
    expect(board.next_event()).toBeNull();
  });

  it('ignores presses from before the handler was set', () => {
    const { memory, board } = setUp();
    press(memory, true);
    board.irq_set(16, 4);
    expect(board.next_event()).toBeNull();
  });

  it('stops waiting at once when the button changed, and at a timer that falls due', () => {
    const { memory, board, time } = setUp();
    press(memory, true);
    const started = performance.now();
    board.wait(2_000, true);
    expect(performance.now() - started).toBeLessThan(1_000);
    board.timer_start(1, 5, false);
    time.now = 5;
    board.wait(2_000, true); // the timer is due: no wait at all
    expect(board.next_event()).toBe(1);
  });

  it('hands every change to pinsChanged where the page cannot read the memory', () => {
    const changes: BoardState[] = [];
    const { board } = setUp({ shared: false, pinsChanged: (state) => changes.push(structuredClone(state)) });
    board.pin_write(25, 1);
    board.pin_write(25, 0);
    expect(changes.map((state) => state[25]?.value)).toEqual([1, 0]);
  });
});
