import { describe, expect, it } from 'vitest';
import {
  formatAdc,
  formatClock,
  formatCount,
  formatMemory,
  formatSize,
  formatVoltage,
} from './board-specs.ts';

describe('board figures', () => {
  it('formats clock speeds in MHz below a gigahertz', () => {
    expect(formatClock(16)).toBe('16 MHz');
    expect(formatClock(133)).toBe('133 MHz');
    expect(formatClock(1000)).toBe('1 GHz');
    expect(formatClock(2400)).toBe('2.4 GHz');
    expect(formatClock(null)).toBe('Not stated');
  });

  it('formats memory in binary units', () => {
    expect(formatMemory(2)).toBe('2 KB');
    expect(formatMemory(520)).toBe('520 KB');
    expect(formatMemory(1024)).toBe('1 MB');
    expect(formatMemory(1536)).toBe('1.5 MB');
    expect(formatMemory(4194304)).toBe('4 GB');
    expect(formatMemory(null)).toBe('Not stated');
  });

  it('formats ADCs, counts and voltages', () => {
    expect(formatAdc(6, 10)).toBe('6 × 10-bit');
    expect(formatAdc(0, null)).toBe('None');
    expect(formatAdc(4, null)).toBe('4');
    expect(formatAdc(null, 12)).toBe('Not stated');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(null)).toBe('Not stated');
    expect(formatVoltage(3.3)).toBe('3.3 V');
  });

  it('formats a board size in millimetres, across by down', () => {
    expect(formatSize(51, 21)).toBe('51 × 21 mm');
    expect(formatSize(68.85, 53.34)).toBe('68.85 × 53.34 mm');
    expect(formatSize(2.567, 2)).toBe('2.57 × 2 mm');
  });
});
