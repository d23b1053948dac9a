import { describe, expect, it } from 'vitest';
import { effectiveDistance, formatStat, MmsStats } from './mms-stats.ts';

describe('mms statistics and score', () => {
  it('counts a move of N > 2 cells as 2 + (N − 2) / 2', () => {
    expect([1, 2, 3, 4, 5, 16].map(effectiveDistance)).toEqual([1, 2, 2.5, 3, 3.5, 9]);
  });

  it('scores 2000 until a run reaches the goal, and answers -1 for the empty best-run fields', () => {
    const stats = new MmsStats();
    stats.startRun();
    stats.addDistance(3);
    expect(stats.score).toBe(2000);
    expect(stats.read('best-run-distance')).toBe('-1');
    expect(stats.read('best-run-turns')).toBe('-1');
    expect(stats.read('current-run-effective-distance')).toBe('2.5');
  });

  it('adds the 15-point reset penalty to the next run, and keeps the better run as best (worked by hand)', () => {
    const stats = new MmsStats();
    // Run 1: 5 straight (3.5), a turn, 1 cell (1), then the goal.
    stats.startRun();
    stats.addDistance(5);
    stats.addTurn();
    stats.addDistance(1);
    stats.finishRun();
    // 1 + 4.5 + 0.1 × (1 + 4.5) = 6.05
    expect(stats.score).toBeCloseTo(6.05, 10);
    expect(stats.read('score')).toBe('6.05');
    expect(stats.snapshot()).toMatchObject({
      bestRunDistance: 6,
      bestRunTurns: 1,
      bestRunEffectiveDistance: 4.5,
    });

    // Reset, then run 2: 2 cells, a turn, 3 cells, with 15 added to its effective distance.
    stats.penalizeForReset();
    stats.endUnfinishedRun();
    stats.startRun();
    expect(stats.snapshot().currentRunEffectiveDistance).toBe(15);
    stats.addDistance(2);
    stats.addTurn();
    stats.addDistance(3);
    stats.finishRun();
    expect(stats.snapshot()).toMatchObject({
      totalDistance: 11,
      totalTurns: 2,
      totalEffectiveDistance: 24, // 4.5 + 15 + 2 + 2.5
      currentRunEffectiveDistance: 19.5,
      bestRunDistance: 6, // run 2 (1 + 19.5) scored worse than run 1 (1 + 4.5)
    });
    // 1 + 4.5 + 0.1 × (2 + 24) = 8.1
    expect(stats.read('score')).toBe('8.1');
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

  it('prints numbers as Qt does, with at most 6 significant digits', () => {
    expect(formatStat(0.1 * 3 + 2)).toBe('2.3');
    expect(formatStat(2000)).toBe('2000');
  });
});
