/**
 * The statistics the engine keeps over the mms protocol, each figure worked out by hand from mms's
 * Window.cpp (moveForward N asks for 2N half cells, moveForwardHalf N for N; a move adds the half cells
 * it asks for; a run starts on a move from the start cell and finishes where a move or turn ends in
 * the goal) and Stats.cpp (effective distance h / 2 + 1 for h > 2 half cells; score = best run turns +
 * best run effective distance + 0.1 × (total turns + total effective distance)).
 */
import { describe, expect, it } from 'vitest';
import { parseTextGrid } from '../formats/text-grid.ts';
import { MmsSimulator } from './mms-simulator.ts';

// One column of five cells: the start at the bottom, the goal in the middle (0, 2).
const corridor = () =>
  new MmsSimulator(
    parseTextGrid(
      [
        'o---o',
        '|   |',
        'o   o',
        '|   |',
        'o   o',
        '| G |',
        'o   o',
        '|   |',
        'o   o',
        '| S |',
        'o---o',
      ].join('\n'),
    ),
  );

const stats = (sim: MmsSimulator, ...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, sim.handle(`getStat ${name}`)]));

describe('mms distances, in half cells', () => {
  it('counts moveForward N as 2N half cells, and a straight of h > 2 half cells as h / 2 + 1', () => {
    const sim = corridor();
    expect(sim.handle('moveForward 4')).toBe('ack'); // through the goal to (0, 4): 8 half cells
    expect(stats(sim, 'total-distance', 'current-run-distance', 'total-effective-distance')).toEqual({
      'total-distance': '8',
      'current-run-distance': '8',
      'total-effective-distance': '5', // 8 / 2 + 1
    });
    expect(sim.handle('getStat best-run-distance')).toBe('-1'); // passing through the goal is no finish
    sim.handle('turnRight');
    sim.handle('turnRight');
    expect(sim.handle('moveForward 2')).toBe('ack'); // 4 half cells, effective 3, ending in the goal
    expect(stats(sim, 'best-run-distance', 'best-run-turns', 'best-run-effective-distance', 'score')).toEqual(
      {
        'best-run-distance': '12', // 8 + 4
        'best-run-turns': '2',
        'best-run-effective-distance': '8', // 5 + 3
        score: '11', // 2 + 8 + 0.1 × (2 + 8)
      },
    );
  });

  it('counts moveForwardHalf N as N half cells, each move with its own effective distance', () => {
    const sim = corridor();
    expect(sim.handle('moveForwardHalf')).toBe('ack'); // 1 half cell, effective 1
    expect(sim.handle('moveForwardHalf 3')).toBe('ack'); // 3 half cells, effective 3 / 2 + 1 = 2.5
    expect(sim.pose).toMatchObject({ hx: 1, hy: 5 }); // the centre of the goal cell
    expect(stats(sim, 'total-distance', 'total-effective-distance', 'best-run-distance', 'score')).toEqual({
      'total-distance': '4',
      'total-effective-distance': '3.5', // one moveForward 2 over the same 4 half cells counts 3
      'best-run-distance': '4',
      score: '3.85', // 0 + 3.5 + 0.1 × (0 + 3.5)
    });
  });

  it('ends a run that comes back to the start unfinished, and starts a new one on the next move out', () => {
    const sim = corridor();
    sim.handle('moveForward'); // run 1: 2 half cells, effective 2
    sim.handle('turnLeft');
    sim.handle('turnLeft');
    sim.handle('moveForward'); // back to the start: 2 more; the run ends unfinished
    expect(stats(sim, 'current-run-distance', 'current-run-turns', 'best-run-distance')).toEqual({
      'current-run-distance': '4', // mms leaves the last run's figures until the next run starts
      'current-run-turns': '2',
      'best-run-distance': '-1',
    });
    for (let i = 0; i < 4; i++) sim.handle('turnRight45'); // 4 turns of 45°, outside any run
    expect(stats(sim, 'total-turns', 'current-run-turns')).toEqual({
      'total-turns': '6',
      'current-run-turns': '2',
    });
    sim.handle('moveForward 2'); // run 2 from the start: 4 half cells, effective 3, into the goal
    expect(
      stats(
        sim,
        'best-run-distance',
        'best-run-turns',
        'best-run-effective-distance',
        'total-distance',
        'total-effective-distance',
        'score',
      ),
    ).toEqual({
      'best-run-distance': '4',
      'best-run-turns': '0',
      'best-run-effective-distance': '3',
      'total-distance': '8', // 2 + 2 + 4
      'total-effective-distance': '7', // 2 + 2 + 3
      score: '4.3', // 0 + 3 + 0.1 × (6 + 7)
    });
  });

  it('counts all the distance a crashing move asked for, and nothing for one into a wall in front', () => {
    const sim = corridor();
    expect(sim.handle('moveForward 6')).toBe('crash'); // asks for 12 half cells, drives the 8 there are
    expect(sim.pose).toMatchObject({ hx: 1, hy: 9 });
    expect(stats(sim, 'total-distance', 'total-effective-distance')).toEqual({
      'total-distance': '12',
      'total-effective-distance': '7', // 12 / 2 + 1
    });
    for (const line of ['moveForward', 'moveForward 0', 'moveForward x', 'moveForwardHalf -1'])
      expect(sim.handle(line)).toBe('crash');
    expect(sim.handle('getStat total-distance')).toBe('12');
    expect(sim.crashes).toBe(5);
  });

  it('finishes a run on an edge it counts as part of the goal: mms takes an edge as the cell north or east of it', () => {
    const sim = corridor();
    sim.handle('moveForward'); // to (0, 1), 2 half cells
    expect(sim.handle('moveForwardHalf')).toBe('ack'); // onto the edge below the goal, 1 half cell
    expect(sim.pose).toMatchObject({ hx: 1, hy: 4 }); // halved, rounding down: cell (0, 2)
    expect(stats(sim, 'best-run-distance', 'best-run-effective-distance')).toEqual({
      'best-run-distance': '3',
      'best-run-effective-distance': '3',
    });
  });

  it('answers -1 for a distance Qt shows in exponent form, and drops lines with extra words', () => {
    const sim = corridor();
    expect(sim.handle('moveForward 500000')).toBe('crash'); // asks for 1 000 000 half cells
    expect(sim.handle('getStat total-distance')).toBe('-1'); // shown as "1e+06", not an integer
    expect(sim.handle('getStat total-effective-distance')).toBe('500001');
    for (const line of ['getStat', 'getStat score now', 'moveForward 1 2', 'turnLeft 1', 'wasReset x'])
      expect(sim.handle(line)).toBeNull();
    expect(sim.pose).toMatchObject({ hx: 1, hy: 9, heading: 0 });
  });
});
