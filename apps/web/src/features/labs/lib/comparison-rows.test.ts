import { describe, expect, it } from 'vitest';
import { esp32, pi5, pico, teensy, unoR3 } from '../testing/board-fixtures.ts';
import { comparisonRows } from './comparison-rows.ts';

const row = (key: string, boards = [unoR3, pico, teensy]) =>
  comparisonRows(boards).find((r) => r.key === key)!;

describe('comparisonRows', () => {
  it('has one cell per board, in the given order', () => {
    const clock = row('clock');
    expect(clock.label).toBe('Clock speed');
    expect(clock.cells.map((cell) => cell.text)).toEqual(['16 MHz', '133 MHz', '600 MHz']);
  });

  it('marks the highest clock, memory and pin counts, and the lowest price', () => {
    expect(row('clock').cells.map((cell) => cell.best)).toEqual([false, false, true]);
    expect(row('clock').bestIs).toBe('highest');
    expect(row('ram').cells.map((cell) => cell.text)).toEqual(['2 KB', '264 KB', '1 MB']);
    expect(row('ram').cells.map((cell) => cell.best)).toEqual([false, false, true]);
    expect(row('price').cells.map((cell) => cell.text)).toEqual(['$27.60', '$4.00', '$31.50']);
    expect(row('price').cells.map((cell) => cell.best)).toEqual([false, true, false]);
    expect(row('price').bestIs).toBe('lowest');
  });

  it('marks every board that shares the best figure, and none when all are equal', () => {
    expect(row('gpio', [pico, esp32, teensy]).cells.map((cell) => cell.best)).toEqual([false, false, true]);
    expect(row('gpio', [pico, esp32]).cells.map((cell) => cell.best)).toEqual([false, false]);
    expect(row('logic', [pico, esp32]).bestIs).toBeNull();
  });

  it('says "Not stated" for a missing figure and leaves it out of the ranking', () => {
    const flash = row('flash', [pi5, esp32]);
    expect(flash.cells.map((cell) => cell.text)).toEqual(['Not stated', '4 MB']);
    expect(flash.cells.map((cell) => cell.best)).toEqual([false, false]);
  });

  it('names radios and families as people say them', () => {
    expect(row('wireless', [unoR3, esp32]).cells.map((cell) => cell.text)).toEqual([
      'None',
      'Wi-Fi, Bluetooth LE, Bluetooth Classic',
    ]);
    expect(row('family', [pico, pi5]).cells.map((cell) => cell.text)).toEqual([
      'Raspberry Pi RP2040 / RP2350',
      'Single-board computers',
    ]);
  });

  it('shows an SBC in gigahertz and gigabytes', () => {
    expect(row('clock', [pi5, pico]).cells[0]!.text).toBe('2.4 GHz');
    expect(row('ram', [pi5, pico]).cells[0]!.text).toBe('4 GB');
    expect(row('adc', [pi5, unoR3]).cells.map((cell) => cell.text)).toEqual(['None', '6 × 10-bit']);
  });

  it('gives the size from the drawn outline, or says it is not stated', () => {
    expect(row('size', [unoR3, pico]).cells.map((cell) => cell.text)).toEqual(['Not stated', '51 × 21 mm']);
  });
});
