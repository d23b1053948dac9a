/**
 * The MicroPython lab's virtual board, a Raspberry Pi Pico with parts wired to real GPIO numbers:
 * which part sits on which pin, what the worker reports about the pins, and how a part reads that
 * (an LED's brightness, the servo's angle). The inputs (button, potentiometer) travel the other way in
 * shared memory, so a program in a busy loop reads them at once.
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

/** Slots of the shared Int32Array: 1 while the button is held down, the potentiometer's 16-bit reading. */
export const inputSlots = { button: 0, potentiometer: 1 } as const;
export const inputBytes = 8;

/**
 * The memory the board's inputs share with the MicroPython worker, the knob half-way; null where
 * the page cannot share memory (the worker then reads the button as released and the knob at 0).
 */
export function createBoardInputs(): SharedArrayBuffer | null {
  if (!canShareMemory()) return null;
  const inputs = new SharedArrayBuffer(inputBytes);
  Atomics.store(new Int32Array(inputs), inputSlots.potentiometer, 32768);
  return inputs;
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
