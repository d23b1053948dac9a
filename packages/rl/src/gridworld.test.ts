import { describe, expect, it } from 'vitest';
import {
  defaultGridworld,
  isActingState,
  moveTarget,
  outcomes,
  parseGridworld,
  sampleStep,
  terminalValue,
} from './gridworld.ts';
import { editCell, resizeGridworld, withRewardConvention, withSlip } from './gridworld-editing.ts';
import { seededRandom } from '@tinkerlabs/random/seeded-random';

// 2 × 3:  S . +1*
//         # . -1*
const grid = parseGridworld(
  [
    ['S', '.', '1*'],
    ['#', '.', '-1*'],
  ],
  0.2,
);

describe('gridworld', () => {
  it('parses walls, rewards, terminal cells and the start', () => {
    expect(grid.walls).toEqual([false, false, false, true, false, false]);
    expect(grid.rewards).toEqual([0, 0, 1, 0, 0, -1]);
    expect(grid.terminals).toEqual([false, false, true, false, false, true]);
    expect(grid.start).toBe(0);
  });

  it('stays put when moving into a wall or off the grid', () => {
    expect(moveTarget(grid, 0, 2)).toBe(0); // down into the wall
    expect(moveTarget(grid, 0, 0)).toBe(0); // up off the grid
    expect(moveTarget(grid, 0, 1)).toBe(1);
  });

  it('slips to each perpendicular direction with half the slip probability', () => {
    // From cell 1 moving right: 0.8 to the goal; 0.1 up (blocked, stays); 0.1 down to cell 4.
    expect(outcomes(grid, 1, 1)).toEqual([
      { next: 2, probability: 0.8, reward: 1 },
      { next: 4, probability: 0.1, reward: 0 },
      { next: 1, probability: 0.1, reward: 0 },
    ]);
    expect(outcomes(grid, 2, 0)).toEqual([]); // terminal
    expect(outcomes(grid, 3, 0)).toEqual([]); // wall
  });

  it('samples moves with the model’s frequencies', () => {
    const random = seededRandom(3);
    const counts = new Map<number, number>();
    for (let i = 0; i < 20_000; i++) {
      const { next } = sampleStep(grid, 1, 1, random);
      counts.set(next, (counts.get(next) ?? 0) + 1);
    }
    expect(counts.get(2)! / 20_000).toBeCloseTo(0.8, 1);
    expect(counts.get(4)! / 20_000).toBeCloseTo(0.1, 1);
    expect(counts.get(1)! / 20_000).toBeCloseTo(0.1, 1);
  });

  it('has a default world with a reachable goal', () => {
    const world = defaultGridworld();
    expect(world.width * world.height).toBe(world.walls.length);
    expect(world.rewards.some((r, cell) => r > 0 && world.terminals[cell])).toBe(true);
    expect(world.walls[world.start]).toBe(false);
  });

  it('edits keep the world valid', () => {
    expect(editCell(grid, 0, { kind: 'wall' })).toBe(grid); // the start cannot become a wall
    const walled = editCell(grid, 5, { kind: 'wall' });
    expect(walled.walls[5]).toBe(true);
    expect(walled.terminals[5]).toBe(false);
    expect(walled.rewards[5]).toBe(0);
    expect(editCell(walled, 5, { kind: 'wall' }).walls[5]).toBe(false);
    expect(editCell(grid, 4, { kind: 'start' }).start).toBe(4);
    expect(editCell(grid, 2, { kind: 'start' })).toBe(grid); // terminal
    expect(editCell(grid, 4, { kind: 'reward', value: -0.5 }).rewards[4]).toBe(-0.5);
    expect(editCell(grid, 4, { kind: 'terminal' }).terminals[4]).toBe(true);
    expect(withSlip(grid, 2).slip).toBe(1);
  });

  it('pays a cliff cell’s reward to the move that enters it and sends the agent back to the start', () => {
    // 2 × 3:  . . .
    //         S -100! +1*
    const cliff = parseGridworld([
      ['.', '.', '.'],
      ['S', '-100!', '1*'],
    ]);
    expect(cliff.cliffs).toEqual([false, false, false, false, true, false]);
    expect(cliff.rewards[4]).toBe(-100);
    expect(isActingState(cliff, 4)).toBe(false);
    expect(outcomes(cliff, 3, 1)).toEqual([{ next: 3, probability: 1, reward: -100 }]);
    expect(outcomes(cliff, 1, 2)).toEqual([{ next: 3, probability: 1, reward: -100 }]);
    expect(sampleStep(cliff, 1, 2, seededRandom(1))).toEqual({ next: 3, reward: -100, done: false });
    expect(outcomes(cliff, 2, 2)).toEqual([{ next: 5, probability: 1, reward: 1 }]);
    expect(grid.cliffs).toBeUndefined(); // a world without cliffs does not carry the field
  });

  it('pays the reward of the cell left, R(s), under Russell & Norvig’s convention', () => {
    // The same 2 × 3 world with −0.04 in the open cells:  S(−0.04) −0.04 +1*  /  # −0.04 −1*
    const rn = withRewardConvention(
      parseGridworld(
        [
          ['-0.04', '-0.04', '1*'],
          ['#', '-0.04', '-1*'],
        ],
        0.2,
      ),
      'leaving',
    );
    // From cell 1 moving right: every outcome pays cell 1's −0.04, the goal's +1 is its value instead.
    expect(outcomes(rn, 1, 1)).toEqual([
      { next: 2, probability: 0.8, reward: -0.04 },
      { next: 4, probability: 0.1, reward: -0.04 },
      { next: 1, probability: 0.1, reward: -0.04 },
    ]);
    expect([terminalValue(rn, 2), terminalValue(rn, 5), terminalValue(rn, 1)]).toEqual([1, -1, 0]);
    // Entering (the default) pays the cell entered and leaves terminal cells worth 0.
    const entering = withRewardConvention(rn, 'entering');
    expect(outcomes(entering, 1, 1)[0]).toEqual({ next: 2, probability: 0.8, reward: 1 });
    expect(terminalValue(entering, 2)).toBe(0);
  });
});

describe('resizing a gridworld', () => {
  it('keeps the cells inside both sizes and fills new ones with the usual reward', () => {
    const minus = {
      ...parseGridworld([
        ['-1*', '-1', '-1'],
        ['-1', '-0.5', '-1*'],
      ]),
      start: 1,
    };
    const wider = resizeGridworld(minus, 4, 3);
    expect([wider.width, wider.height]).toEqual([4, 3]);
    expect(wider.rewards).toEqual([-1, -1, -1, -1, -1, -0.5, -1, -1, -1, -1, -1, -1]);
    expect(wider.terminals.flatMap((t, cell) => (t ? [cell] : []))).toEqual([0, 6]);
    const narrower = resizeGridworld(wider, 2, 2);
    expect(narrower.rewards).toEqual([-1, -1, -1, -0.5]);
    expect(narrower.walls).toHaveLength(4);
  });

  it('clamps each side to 2–20 and keeps the start inside and open', () => {
    const world = defaultGridworld(); // 7 × 7, start top left
    expect(resizeGridworld(world, 1, 40)).toMatchObject({ width: 2, height: 20 });
    expect(resizeGridworld(world, 7, 7)).toBe(world);
    const moved = editCell(world, 48 - 7, { kind: 'start' }); // row 6, column 7
    const cut = resizeGridworld(moved, 3, 3);
    expect(cut.start).toBe(8); // the nearest cell inside: bottom right of the 3 × 3
    expect(isActingState(cut, cut.start)).toBe(true);
  });
});
