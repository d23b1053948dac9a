// boards.yaml's outlines: every seeded board is drawn, with its pins, holes and connectors on the
// board, and the seed refuses an outline that is not (a pin off the edge, a misspelt field).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { outlinePins, outlineProblems } from '@tinkerlabs/contract/board-outline';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { contentFolder } from '../content-folder.ts';
import { readContent } from '../read-content.ts';
import { boardRecord } from './board.ts';

const boards = readContent(contentFolder()).boards;
const fixture = (
  parse(
    fs.readFileSync(fileURLToPath(new URL('../fixtures/content/boards.yaml', import.meta.url)), 'utf8'),
  ) as Record<string, unknown>[]
)[0]!;

describe('the outlines in boards.yaml', () => {
  it.each(boards.map((board) => [board.slug, board] as const))(
    '%s has an outline whose pins, holes and connectors lie on the board',
    (_slug, board) => {
      expect(board.outline.source).toMatch(/^https:\/\//);
      expect(outlineProblems(board.outline)).toEqual([]);
      for (const pin of outlinePins(board.outline)) {
        expect(pin.x).toBeGreaterThan(0);
        expect(pin.x).toBeLessThan(board.outline.widthMM);
        expect(pin.y).toBeGreaterThan(0);
        expect(pin.y).toBeLessThan(board.outline.heightMM);
      }
    },
  );

  it('draws every board but one with pins, and says why that one has none', () => {
    const bare = boards.filter((board) => outlinePins(board.outline).length === 0);
    expect(bare.map((board) => board.slug)).toEqual(['stm32-nucleo-f446re']);
    expect(bare[0]!.outline.notes).toMatch(/not drawn/);
  });

  it('holds the datasheet figures of the Pico: 51 × 21 mm, 2 × 20 pins at 2.54 mm, rows 17.78 mm apart', () => {
    const pico = boards.find((board) => board.slug === 'raspberry-pi-pico')!.outline;
    expect([pico.widthMM, pico.heightMM]).toEqual([51, 21]);
    const pins = outlinePins(pico);
    expect(pins).toHaveLength(40);
    const top = pins.filter((pin) => pin.y === 1.61);
    expect(top).toHaveLength(20);
    expect(top[1]!.x - top[0]!.x).toBeCloseTo(2.54, 6);
    expect(pins.find((pin) => pin.y !== 1.61)!.y - 1.61).toBeCloseTo(17.78, 6);
    expect(pico.holes.map((hole) => hole.diameterMM)).toEqual([2.1, 2.1, 2.1, 2.1]);
  });

  it("counts the micro:bit's 25 edge contacts on 40 positions of the 1.27 mm grid", () => {
    const microbit = boards.find((board) => board.slug === 'bbc-microbit-v2')!.outline;
    const pins = outlinePins(microbit);
    expect(pins).toHaveLength(25);
    expect(pins.filter((pin) => pin.kind === 'ring')).toHaveLength(5);
    // The last strip ends within the 40 × 1.27 = 50.8 mm the connector spans, centred on 51.6 mm.
    expect(pins.at(-1)!.x).toBeCloseTo(0.4 + 39.5 * 1.27, 6);
  });
});

describe('the seed', () => {
  const withOutline = (change: (outline: Record<string, unknown>) => Record<string, unknown>) =>
    boardRecord.safeParse({
      ...fixture,
      outline: change(structuredClone(fixture.outline) as Record<string, unknown>),
    });

  it('reads the fixture board with its outline', () => {
    expect(withOutline((outline) => outline).success).toBe(true);
  });

  it('refuses a row of pins that runs off the board', () => {
    const result = withOutline((outline) => ({
      ...outline,
      headers: [{ label: 'J1', x: 1.37, y: 1.61, pins: 21, pitchMM: 2.54, along: 'x' }],
    }));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'J1: pin 21 at (52.17, 1.61) mm reaches off the 51 × 21 mm board',
    ]);
  });

  it('refuses a hole off the board, and an edge connector whose contacts miscount its pins', () => {
    const result = withOutline((outline) => ({
      ...outline,
      holes: [{ x: 50.5, y: 4.8, diameterMM: 2.1 }],
      headers: [{ label: 'Edge', x: 1, y: 19, pins: 3, pitchMM: 1.27, along: 'x', contacts: 'srs s' }],
    }));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toContain(
      'contacts are letters s (strip) and r (ring)',
    );
    const miscounted = withOutline((outline) => ({
      ...outline,
      holes: [{ x: 50.5, y: 4.8, diameterMM: 2.1 }],
      headers: [{ label: 'Edge', x: 1, y: 19, pins: 3, pitchMM: 1.27, along: 'x', contacts: 'srss' }],
    }));
    expect(miscounted.error!.issues.map((issue) => issue.message)).toEqual([
      'Edge: 4 contacts listed for 3 pins',
      'hole 1 at (50.5, 4.8) mm reaches off the 51 × 21 mm board',
    ]);
  });

  it('refuses a misspelt outline field rather than dropping it', () => {
    const result = withOutline((outline) => ({ ...outline, holes: [{ x: 2, y: 4.8, diameter: 2.1 }] }));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toContain('outline.holes.0');
  });

  it('refuses a board without an outline', () => {
    const { outline: _outline, ...board } = fixture;
    expect(boardRecord.safeParse(board).success).toBe(false);
  });
});
