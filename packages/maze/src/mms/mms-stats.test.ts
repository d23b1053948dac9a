import { describe, expect, it } from 'vitest';
import { effectiveDistance, formatStat, MmsStats } from './mms-stats.ts';

describe('mms statistics and score', () => {
  it('counts a move of h > 2 half cells as h / 2 + 1', () => {
    // Stats::getEffectiveDistance: 1 and 2 half cells as they are; moveForward 3 (6) counts 4.
    expect([1, 2, 3, 4, 5, 6, 16].map(effectiveDistance)).toEqual([1, 2, 2.5, 3, 3.5, 4, 9]);
  });

  it('scores 2000 until a run reaches the goal, and answers -1 for the empty best-run fields', () => {
    const stats = new MmsStats();
    stats.startRun();
    stats.addDistance(3);
    expect(stats.score).toBe(2000);
    expect(stats.read('best-run-distance')).toBe('-1');
    expect(stats.read('best-run-turns')).toBe('-1');
    expect(stats.read('best-run-effective-distance')).toBe('-1');
    expect(stats.read('current-run-effective-distance')).toBe('2.5');
  });

  it('adds the 15-point reset penalty to the next run, and keeps the better run as best (worked by hand)', () => {
    const stats = new MmsStats();
    // Run 1: moveForward 5 (10 half cells, effective 6), a turn, moveForward 1 (2, effective 2).
    stats.startRun();
    stats.addDistance(10);
    stats.addTurn();
    stats.addDistance(2);
    stats.finishRun();
    // 1 + 8 + 0.1 × (1 + 8) = 9.9
    expect(stats.read('score')).toBe('9.9');
    expect(stats.snapshot()).toMatchObject({
      bestRunDistance: 12,
      bestRunTurns: 1,
      bestRunEffectiveDistance: 8,
    });

    // Reset (twice: the penalty is set, not added), then run 2 starts with 15 effective distance:
    // moveForward 2 (4, effective 3), a turn, moveForward 3 (6, effective 4).
    stats.penalizeForReset();
    stats.penalizeForReset();
    stats.endUnfinishedRun();
    stats.startRun();
    expect(stats.snapshot().currentRunEffectiveDistance).toBe(15);
    stats.addDistance(4);
    stats.addTurn();
    stats.addDistance(6);
    stats.finishRun();
    expect(stats.snapshot()).toMatchObject({
      totalDistance: 22,
      totalTurns: 2,
      totalEffectiveDistance: 30, // 8 + 15 + 3 + 4
      currentRunEffectiveDistance: 22,
      bestRunDistance: 12, // run 2 (1 + 22) scored worse than run 1 (1 + 8)
    });
    // 1 + 8 + 0.1 × (2 + 30) = 12.2
    expect(stats.read('score')).toBe('12.2');
  });

  it('does not count moves made outside a run in the current run', () => {
    const stats = new MmsStats();
    stats.addDistance(4);
    stats.addTurn();
    expect(stats.snapshot()).toMatchObject({
      totalDistance: 4,
      totalTurns: 1,
      currentRunDistance: 0,
      currentRunTurns: 0,
    });
  });

  it('answers -1 for a whole-number stat whose shown text is not an integer, as mms does', () => {
    const stats = new MmsStats();
    stats.addDistance(2_000_000); // Qt shows "2e+06", which toInt cannot read
    expect(stats.read('total-distance')).toBe('-1');
    expect(stats.read('total-effective-distance')).toBe('1e+06'); // 1 000 001 to 6 digits
  });

  it('prints numbers as Qt does, with at most 6 significant digits', () => {
    expect(formatStat(0.1 * 3 + 2)).toBe('2.3');
    expect(formatStat(Math.fround(15.4))).toBe('15.4');
    expect(formatStat(2000)).toBe('2000');
    expect(formatStat(999_999)).toBe('999999');
    expect(formatStat(1_234_567)).toBe('1.23457e+06');
    expect(formatStat(0.0001)).toBe('0.0001');
    expect(formatStat(0.00001)).toBe('1e-05');
  });
});
