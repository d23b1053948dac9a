import { describe, expect, it } from 'vitest';
import { parseTextGrid } from '../formats/text-grid.ts';
import { MmsSimulator } from './mms-simulator.ts';

// 3 × 3: start bottom left, goal top left, reached round the right-hand side.
const maze = () =>
  parseTextGrid(
    [
      'o---o---o---o',
      '| G         |',
      'o---o---o   o',
      '|           |',
      'o   o---o---o',
      '| S         |',
      'o---o---o---o',
    ].join('\n'),
  );

describe('the mms protocol engine', () => {
  it('answers the maze size and the walls around the mouse', () => {
    const sim = new MmsSimulator(maze());
    expect(sim.handle('mazeWidth')).toBe('3');
    expect(sim.handle('mazeHeight')).toBe('3');
    expect(['wallFront', 'wallRight', 'wallLeft', 'wallBack'].map((c) => sim.handle(c))).toEqual([
      'false',
      'false',
      'true',
      'true',
    ]);
    // Three half steps ahead is the north side of the cell in front, which is a wall.
    expect(sim.handle('wallFront 3')).toBe('true');
  });

  it('sends no answer for display commands or lines it does not understand', () => {
    const sim = new MmsSimulator(maze());
    for (const line of [
      'setWall 0 0 w',
      'setColor 0 0 G',
      'setText 1 1 hello world',
      'clearText 2 2',
      'jump',
      'mazeWidth 3',
      'getStat nothing',
    ])
      expect(sim.handle(line)).toBeNull();
    expect(sim.colours.get(0)).toBe('G');
    expect(sim.texts.get(4)).toBe('hello world');
    expect(sim.shownWalls[0]).toBe(8);
    sim.handle('setColor 0 0 Z'); // not an mms colour: ignored
    expect(sim.colours.get(0)).toBe('G');
    sim.handle('clearAllColor');
    expect(sim.colours.size).toBe(0);
    sim.handle('setText 0 0 tab\there');
    expect(sim.texts.get(0)).toBe('tab?here');
  });

  it('looks for a wall anywhere on the way, as mms does, not only at the point asked for', () => {
    const sim = new MmsSimulator(maze());
    sim.handle('turnLeft'); // facing west: the outer wall is right in front
    expect(sim.handle('wallFront')).toBe('true');
    // Two half steps ahead would be the centre of a cell (never a wall): the wall before it counts.
    expect(sim.handle('wallFront 2')).toBe('true');
    expect(sim.handle('wallRight 2')).toBe('false'); // north: open for a cell and a half
  });

  it('starts every mouse facing north, as mms, even when its start cell opens only to the east', () => {
    const eastOnly = parseTextGrid(
      ['o---o---o', '|       |', 'o---o   o', '| S     |', 'o---o---o'].join('\n'),
    );
    const sim = new MmsSimulator(eastOnly);
    expect(sim.pose.heading).toBe(0);
    expect(sim.handle('wallFront')).toBe('true');
    expect(sim.handle('moveForward')).toBe('crash');
  });

  it('finishes a run only where a move ends in the goal, not where it passes through it', () => {
    const corridor = parseTextGrid(
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
    );
    const sim = new MmsSimulator(corridor);
    expect(sim.handle('moveForward 4')).toBe('ack'); // through the goal at (0, 2) to (0, 4)
    expect(sim.handle('getStat best-run-distance')).toBe('-1');
    expect(sim.handle('getStat score')).toBe('2000');
    sim.handle('turnRight');
    sim.handle('turnRight');
    expect(sim.handle('moveForward 2')).toBe('ack'); // back, stopping in the goal
    // 4 cells up and 2 back: 6 cells, counted in half cells.
    expect(sim.handle('getStat best-run-distance')).toBe('12');
  });

  it('moves as far as the wall allows, then answers crash', () => {
    const sim = new MmsSimulator(maze());
    expect(sim.handle('moveForward 2')).toBe('crash');
    expect(sim.pose).toMatchObject({ hx: 1, hy: 3 });
    expect(sim.handle('moveForward 0')).toBe('crash');
    expect(sim.crashes).toBe(2);
  });

  it('keeps mms stats and score along a run to the goal', () => {
    const sim = new MmsSimulator(maze());
    expect(sim.handle('getStat best-run-distance')).toBe('-1');
    sim.handle('moveForward 2'); // 1 cell, then crash
    for (const line of ['turnRight', 'moveForward 2', 'turnLeft', 'moveForward', 'turnLeft'])
      expect(sim.handle(line)).toBe('ack');
    expect(sim.handle('getStat score')).toBe('2000');
    expect(sim.handle('moveForward 2')).toBe('ack');
    expect(sim.pose).toMatchObject({ hx: 1, hy: 5 });
    // In half cells, as asked (the crashed moveForward 2 counts all 4): 4 + 4 + 2 + 4 = 14. Effective
    // distances 3 + 3 + 2 + 3 = 11 (4 half cells count 4 / 2 + 1). 3 + 11 + 0.1 × (3 + 11) = 15.4.
    expect(sim.handle('getStat best-run-distance')).toBe('14');
    expect(sim.handle('getStat best-run-turns')).toBe('3');
    expect(sim.handle('getStat total-effective-distance')).toBe('11');
    expect(sim.handle('getStat score')).toBe('15.4');
  });

  it('turns by 45° and moves half cells', () => {
    const sim = new MmsSimulator(maze());
    expect(sim.handle('moveForwardHalf')).toBe('ack');
    expect(sim.pose).toMatchObject({ hx: 1, hy: 2 });
    expect(sim.handle('turnRight45')).toBe('ack');
    expect(sim.handle('moveForwardHalf')).toBe('ack'); // diagonally to the middle of the next edge
    expect(sim.pose).toMatchObject({ hx: 2, hy: 3, heading: 1 });
    expect(sim.handle('getStat total-turns')).toBe('1');
  });

  it('reports a Reset until ackReset sends the mouse back to the start', () => {
    const sim = new MmsSimulator(maze());
    sim.handle('moveForward');
    expect(sim.handle('wasReset')).toBe('false');
    sim.pressReset();
    expect(sim.handle('wasReset')).toBe('true');
    expect(sim.handle('ackReset')).toBe('ack');
    expect(sim.pose).toMatchObject({ hx: 1, hy: 1, heading: 0 });
    expect(sim.handle('wasReset')).toBe('false');
    sim.handle('moveForward');
    expect(sim.handle('getStat current-run-effective-distance')).toBe('17'); // 15 + 2 half cells
  });
});
