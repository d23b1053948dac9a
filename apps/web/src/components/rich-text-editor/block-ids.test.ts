import { describe, expect, it } from 'vitest';
import { exerciseIdFromTitle, freeId, nextCellId } from './block-ids.ts';

describe('block ids', () => {
  it('numbers code cells from cell-1, taking the first free number', () => {
    expect(nextCellId(new Set())).toBe('cell-1');
    expect(nextCellId(new Set(['cell-1', 'cell-3']))).toBe('cell-2');
  });

  it('makes an exercise’s id from its title, unique in the document', () => {
    expect(exerciseIdFromTitle('Reach of the arm (2-link)', new Set())).toBe('reach-of-the-arm-2-link');
    expect(exerciseIdFromTitle('Régulateur PID', new Set(['regulateur-pid']))).toBe('regulateur-pid-2');
    expect(exerciseIdFromTitle('¿?', new Set())).toBe('exercise');
  });

  it('keeps ids within 64 characters, suffix included', () => {
    const long = 'a'.repeat(70);
    expect(freeId(long, new Set())).toHaveLength(64);
    const second = freeId(long, new Set(['a'.repeat(64)]));
    expect(second).toBe(`${'a'.repeat(62)}-2`);
  });
});
