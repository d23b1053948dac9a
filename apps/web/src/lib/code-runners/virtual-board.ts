/**
 * The MicroPython lab's virtual board, a Raspberry Pi Pico with parts wired to real GPIO numbers:
 * which part sits on which pin, what the worker reports about the pins, and how a part reads that
 * (an LED's brightness, the servo's angle).
 *
 * The board and its worker share one block of memory where the page is cross-origin isolated: the
 * page writes the inputs (button, potentiometer), so a program in a busy loop reads them at once, and
 * the worker writes each pin as the program sets it, so the page draws it at its next frame even
 * while the program never pauses (a message from the worker would wait for the program to sleep).
 */
import { canShareMemory } from './cross-origin-isolation.ts';

/** What the worker reports: each pin the program has used. */
export interface PinState {
  mode: 'in' | 'out' | 'pwm';
  /** 0 or 1 for a digital output. */
  value: number;
  /** PWM duty cycle, 0–65535, and frequency in Hz. */
  duty: number;
  freq: number;
}
export type BoardState = Record<number, PinState>;

export const boardName = 'Raspberry Pi Pico';

export const ledPins = [
  { pin: 25, name: 'On-board LED', colour: 'green' },
  { pin: 13, name: 'Red LED', colour: 'red' },
  { pin: 14, name: 'Amber LED', colour: 'amber' },
  { pin: 15, name: 'Green LED', colour: 'green' },
  { pin: 2, name: 'LED 1', colour: 'blue' },
  { pin: 3, name: 'LED 2', colour: 'blue' },
  { pin: 4, name: 'LED 3', colour: 'blue' },
  { pin: 5, name: 'LED 4', colour: 'blue' },
] as const;

export const buttonPin = 16;
export const potentiometerPin = 26; // ADC0
export const servoPin = 0;
export const rgbPins = { red: 18, green: 19, blue: 20 } as const;

/**
 * Slots of the shared Int32Array the page writes: 1 while the button is held down, the
 * potentiometer's 16-bit reading, and a count of the button's changes (pressed or released), so the
 * worker sees each edge for Pin.irq even if the button was already released when it looked.
 */
export const inputSlots = { button: 0, potentiometer: 1, buttonChanges: 2 } as const;

/** The pins the worker writes: GP0–GP29, four Int32 each (mode, value, duty, freq). */
export const boardPinCount = 30;
const pinsVersionSlot = 3; // odd while the worker is writing a pin
const firstPinSlot = 4;
const pinSlots = 4;
const modeCodes = { in: 1, out: 2, pwm: 3 } as const;
const modeNames = [undefined, 'in', 'out', 'pwm'] as const;

/** Bytes of the memory a board shares with its worker: the inputs, then the pins. */
export const boardMemoryBytes = (firstPinSlot + boardPinCount * pinSlots) * 4;

/**
 * The memory the board shares with the MicroPython worker, the knob half-way; null where the page
 * cannot share memory (the worker then reads the button as released and the knob at 0, and sends the
 * pins in messages).
 */
export function createBoardInputs(): SharedArrayBuffer | null {
  if (!canShareMemory()) return null;
  const inputs = new SharedArrayBuffer(boardMemoryBytes);
  Atomics.store(new Int32Array(inputs), inputSlots.potentiometer, 32768);
  return inputs;
}

/** Records a pin's state for the page (the worker's side). */
export function writeBoardPin(memory: Int32Array, pin: number, state: PinState): void {
  if (pin < 0 || pin >= boardPinCount) return;
  const at = firstPinSlot + pin * pinSlots;
  Atomics.add(memory, pinsVersionSlot, 1);
  Atomics.store(memory, at, modeCodes[state.mode]);
  Atomics.store(memory, at + 1, state.value);
  Atomics.store(memory, at + 2, state.duty);
  Atomics.store(memory, at + 3, state.freq);
  Atomics.add(memory, pinsVersionSlot, 1);
}

/**
 * Forgets every pin, as a reset does (the inputs stay as the page set them). It also mends a version
 * left odd by a worker that was ended in the middle of a write.
 */
export function clearBoardPins(memory: Int32Array): void {
  Atomics.store(memory, pinsVersionSlot, Atomics.load(memory, pinsVersionSlot) | 1);
  memory.fill(0, firstPinSlot);
  Atomics.add(memory, pinsVersionSlot, 1);
}

/**
 * The pins as the worker last wrote them, and a version that changes with every write; null while
 * the worker is in the middle of writing one (read again at the next frame).
 */
export function readBoardPins(memory: Int32Array): { version: number; board: BoardState } | null {
  const version = Atomics.load(memory, pinsVersionSlot);
  if (version % 2 === 1) return null;
  const board: BoardState = {};
  for (let pin = 0; pin < boardPinCount; pin++) {
    const at = firstPinSlot + pin * pinSlots;
    const mode = modeNames[Atomics.load(memory, at)];
    if (!mode) continue;
    board[pin] = {
      mode,
      value: Atomics.load(memory, at + 1),
      duty: Atomics.load(memory, at + 2),
      freq: Atomics.load(memory, at + 3),
    };
  }
  return Atomics.load(memory, pinsVersionSlot) === version ? { version, board } : null;
}

/** Brightness 0–1 of a pin driving an LED: its level, or its PWM duty cycle. */
export function brightness(state: PinState | undefined): number {
  if (!state) return 0;
  if (state.mode === 'pwm') return state.duty / 65535;
  return state.mode === 'out' ? state.value : 0;
}

/**
 * The angle of a hobby servo from its PWM signal: a pulse of 0.5 ms is 0°, 2.5 ms is 180°, sent 50
 * times a second (the SG90's range). Null while the pin sends no pulses.
 */
export function servoAngle(state: PinState | undefined): number | null {
  if (!state || state.mode !== 'pwm' || state.freq <= 0 || state.duty === 0) return null;
  const pulseMs = (state.duty / 65535) * (1000 / state.freq);
  const angle = ((pulseMs - 0.5) / 2.0) * 180;
  return Math.round(Math.min(180, Math.max(0, angle)));
}

/** @example describeLed('LED 1', 2, { mode: 'out', value: 1, duty: 0, freq: 0 }) // 'LED 1 (GP2): on' */
export function describeLed(name: string, pin: number, state: PinState | undefined): string {
  const level = brightness(state);
  const reading =
    state?.mode === 'pwm' && level > 0 && level < 1
      ? `${Math.round(level * 100)} % brightness`
      : level > 0
        ? 'on'
        : 'off';
  return `${name} (GP${pin}): ${reading}`;
}
