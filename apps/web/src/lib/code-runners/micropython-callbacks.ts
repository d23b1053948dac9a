/**
 * The timers and pin interrupts of one MicroPython run, kept on the worker's side: when each
 * machine.Timer falls due, and which pin edges a Pin.irq handler waits for. The `machine` module
 * (micropython-machine.ts) registers them through the board (micropython-board.ts) and asks for the
 * next due event at its sleeps and calls to the board, and the session (micropython-session.ts) does
 * once the program's last line has run. Times are in milliseconds of `now`.
 */

/** Pin.IRQ_FALLING and Pin.IRQ_RISING, the RP2040's edge bits. */
export const irqFalling = 4;
export const irqRising = 8;

export type BoardEvent = { kind: 'timer'; id: number } | { kind: 'irq'; pin: number; flags: number };

interface RunningTimer {
  due: number;
  periodMs: number;
  periodic: boolean;
}

export class BoardCallbacks {
  private readonly timers = new Map<number, RunningTimer>();
  /** Pin → the edges its handler waits for. */
  private readonly triggers = new Map<number, number>();
  /** Pin → the edges seen since its handler last ran. */
  private readonly pendingEdges = new Map<number, number>();

  constructor(private readonly now: () => number) {}

  startTimer(id: number, periodMs: number, periodic: boolean): void {
    this.timers.set(id, { due: this.now() + periodMs, periodMs, periodic });
  }

  stopTimer(id: number): void {
    this.timers.delete(id);
  }

  /** Sets the edges `pin`'s handler waits for; 0 turns its interrupt off. */
  setIrq(pin: number, trigger: number): void {
    this.pendingEdges.delete(pin);
    if (trigger & (irqFalling | irqRising)) this.triggers.set(pin, trigger);
    else this.triggers.delete(pin);
  }

  /** The level of `pin` changed: its handler runs if it waits for that edge. */
  edge(pin: number, rising: boolean): void {
    const bit = rising ? irqRising : irqFalling;
    if (((this.triggers.get(pin) ?? 0) & bit) === 0) return;
    this.pendingEdges.set(pin, (this.pendingEdges.get(pin) ?? 0) | bit);
  }

  /** Whether a timer or interrupt is set: the program keeps running after its last line while one is. */
  get active(): boolean {
    return this.timers.size > 0 || this.triggers.size > 0;
  }

  /** Whether an interrupt is set: its pin's edges are looked for even when no timer is due. */
  get hasInterrupts(): boolean {
    return this.triggers.size > 0;
  }

  /** Whether an event is waiting: an edge, or a timer whose time has come. */
  get due(): boolean {
    return this.msUntilNext() <= 0;
  }

  /** Milliseconds until the next event (0 if one is waiting; Infinity without timers or edges). */
  msUntilNext(): number {
    if (this.pendingEdges.size > 0) return 0;
    let soonest = Infinity;
    for (const timer of this.timers.values()) soonest = Math.min(soonest, timer.due);
    return Math.max(0, soonest - this.now());
  }

  /**
   * The next event to handle, edges first, then the timer most overdue; null when none is due. A
   * periodic timer that fell more than a period behind (the program was busy) runs once and then keeps
   * its period from now, as a soft timer whose callbacks were waiting does not run them all at once.
   */
  next(): BoardEvent | null {
    for (const [pin, flags] of this.pendingEdges) {
      this.pendingEdges.delete(pin);
      return { kind: 'irq', pin, flags };
    }
    const now = this.now();
    let dueId: number | null = null;
    let dueTimer: RunningTimer | null = null;
    for (const [id, timer] of this.timers) {
      if (timer.due <= now && (!dueTimer || timer.due < dueTimer.due)) {
        dueId = id;
        dueTimer = timer;
      }
    }
    if (dueId === null || !dueTimer) return null;
    if (!dueTimer.periodic) this.timers.delete(dueId);
    else {
      dueTimer.due += dueTimer.periodMs;
      if (dueTimer.due <= now) dueTimer.due = now + dueTimer.periodMs;
    }
    return { kind: 'timer', id: dueId };
  }
}
