import { describe, expect, it } from 'vitest';
import {
  boardMemoryBytes,
  brightness,
  clearBoardPins,
  describeLed,
  readBoardPins,
  servoAngle,
  writeBoardPin,
  type PinState,
} from './virtual-board.ts';

const pwm = (duty: number, freq = 50): PinState => ({ mode: 'pwm', value: 0, duty, freq });
const out = (value: number): PinState => ({ mode: 'out', value, duty: 0, freq: 0 });

describe('virtual board', () => {
  it('reads an LED from its level or its duty cycle', () => {
    expect(brightness(undefined)).toBe(0);
    expect(brightness(out(1))).toBe(1);
    expect(brightness(pwm(65535 / 4))).toBeCloseTo(0.25);
    expect(describeLed('LED 1', 15, out(1))).toBe('LED 1 (GP15): on');
    expect(describeLed('LED 1', 15, out(0))).toBe('LED 1 (GP15): off');
    expect(describeLed('Green LED', 15, pwm(32768))).toBe('Green LED (GP15): 50 % brightness');
    expect(describeLed('Green LED', 15, pwm(65535))).toBe('Green LED (GP15): on');
  });

  it('turns a 50 Hz pulse of 0.5–2.5 ms into 0–180 degrees', () => {
    // 20 ms period: 0.5 ms is 1638/65535 of it, 1.5 ms 4915, 2.5 ms 8192.
    expect(servoAngle(pwm(1638))).toBe(0);
    expect(servoAngle(pwm(4915))).toBe(90);
    expect(servoAngle(pwm(8192))).toBe(180);
    expect(servoAngle(pwm(20000))).toBe(180); // clamped at the end stop
    expect(servoAngle(pwm(0))).toBeNull();
    expect(servoAngle(out(1))).toBeNull();
  });

  it('shares the pins through memory, each write changing its version', () => {
    const memory = new Int32Array(new SharedArrayBuffer(boardMemoryBytes));
    writeBoardPin(memory, 25, out(1));
    writeBoardPin(memory, 18, pwm(32768, 1000));
    const first = readBoardPins(memory);
    expect(first?.board).toEqual({ 18: pwm(32768, 1000), 25: out(1) });
    writeBoardPin(memory, 25, out(0));
    const second = readBoardPins(memory);
    expect(second?.version).not.toBe(first?.version);
    expect(second?.board[25]).toEqual(out(0));
    clearBoardPins(memory);
    expect(readBoardPins(memory)?.board).toEqual({});
  });

  it('reads nothing while a write is half done, and a reset mends a write that never finished', () => {
    const memory = new Int32Array(new SharedArrayBuffer(boardMemoryBytes));
    writeBoardPin(memory, 25, out(1));
    Atomics.add(memory, 3, 1); // the version slot: a worker ended between the two halves of a write
    expect(readBoardPins(memory)).toBeNull();
    clearBoardPins(memory);
    expect(readBoardPins(memory)?.board).toEqual({});
  });
});
