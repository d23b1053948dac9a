import { describe, expect, it } from 'vitest';
import { BoardCallbacks, irqFalling, irqRising } from './micropython-callbacks.ts';

function clock() {
  const time = { now: 0 };
  return { time, callbacks: new BoardCallbacks(() => time.now) };
}

describe('board callbacks', () => {
  it('runs a periodic timer each period and a one-shot timer once', () => {
    const { time, callbacks } = clock();
    callbacks.startTimer(1, 400, true);
    callbacks.startTimer(2, 100, false);
    expect(callbacks.next()).toBeNull();
    expect(callbacks.msUntilNext()).toBe(100);
    time.now = 100;
    expect(callbacks.next()).toEqual({ kind: 'timer', id: 2 });
    expect(callbacks.next()).toBeNull();
    time.now = 400;
    expect(callbacks.next()).toEqual({ kind: 'timer', id: 1 });
    expect(callbacks.msUntilNext()).toBe(400);
    callbacks.stopTimer(1);
    expect(callbacks.active).toBe(false);
  });

  it('runs a timer that fell periods behind once, then keeps its period from then', () => {
    const { time, callbacks } = clock();
    callbacks.startTimer(1, 10, true);
    time.now = 55;
    expect(callbacks.next()).toEqual({ kind: 'timer', id: 1 });
    expect(callbacks.next()).toBeNull();
    expect(callbacks.msUntilNext()).toBe(10);
  });

  it('passes on only the edges a handler waits for, gathered until it runs', () => {
    const { callbacks } = clock();
    callbacks.setIrq(16, irqFalling);
    callbacks.edge(16, true);
    expect(callbacks.due).toBe(false);
    callbacks.edge(16, false);
    expect(callbacks.next()).toEqual({ kind: 'irq', pin: 16, flags: irqFalling });
    callbacks.setIrq(16, irqFalling | irqRising);
    callbacks.edge(16, false);
    callbacks.edge(16, true);
    expect(callbacks.next()).toEqual({ kind: 'irq', pin: 16, flags: irqFalling | irqRising });
    callbacks.setIrq(16, 0);
    callbacks.edge(16, false);
    expect(callbacks.next()).toBeNull();
    expect(callbacks.active).toBe(false);
  });
});
