import { describe, expect, it } from 'vitest';
import { esp32, pico, teensy } from '../testing/board-fixtures.ts';
import {
  compareMessage,
  compareStatus,
  orderBySelection,
  parseCompareSelection,
  toggleCompared,
  writeCompareSelection,
} from './compare-selection.ts';

describe('parseCompareSelection', () => {
  it('reads the slugs in order, trimmed, each once', () => {
    expect(parseCompareSelection(' teensy-4-1,raspberry-pi-pico , teensy-4-1')).toEqual([
      'teensy-4-1',
      'raspberry-pi-pico',
    ]);
  });

  it('is empty without the parameter or with only commas', () => {
    expect(parseCompareSelection(null)).toEqual([]);
    expect(parseCompareSelection('')).toEqual([]);
    expect(parseCompareSelection(',,')).toEqual([]);
  });

  it('drops what is not a slug (a hand-edited or mangled link)', () => {
    expect(parseCompareSelection('Teensy 4.1,raspberry-pi-pico,../x,esp32--bad')).toEqual([
      'raspberry-pi-pico',
    ]);
  });
});

describe('writeCompareSelection', () => {
  it('writes the selection and keeps the filters', () => {
    const next = writeCompareSelection(new URLSearchParams('family=esp32'), ['a-board', 'b-board']);
    expect(next.get('family')).toBe('esp32');
    expect(next.get('compare')).toBe('a-board,b-board');
  });

  it('removes the parameter when nothing is picked', () => {
    expect(writeCompareSelection(new URLSearchParams('compare=a-board&sort=price'), []).toString()).toBe(
      'sort=price',
    );
  });

  it('round-trips through parsing', () => {
    const selection = ['teensy-4-1', 'raspberry-pi-pico', 'esp32-devkitc-wroom-32e'];
    const written = writeCompareSelection(new URLSearchParams(), selection);
    expect(parseCompareSelection(new URLSearchParams(written.toString()).get('compare'))).toEqual(selection);
  });
});

describe('toggleCompared', () => {
  it('adds a board at the end and takes a picked one out', () => {
    expect(toggleCompared(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleCompared(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('the 2 to 4 rule', () => {
  it.each([
    [[], { kind: 'empty' }],
    [['a'], { kind: 'too-few', count: 1 }],
    [['a', 'b'], { kind: 'ready', count: 2 }],
    [['a', 'b', 'c', 'd'], { kind: 'ready', count: 4 }],
    [['a', 'b', 'c', 'd', 'e'], { kind: 'too-many', count: 5, excess: 1 }],
    [['a', 'b', 'c', 'd', 'e', 'f'], { kind: 'too-many', count: 6, excess: 2 }],
  ])('%j is %j', (selection, status) => {
    expect(compareStatus(selection)).toEqual(status);
  });

  it('says what is missing or what to drop', () => {
    expect(compareMessage(compareStatus([]))).toBe(
      'Tick "Compare" on 2 to 4 boards to see their specifications side by side.',
    );
    expect(compareMessage(compareStatus(['a']))).toBe(
      '1 board picked. Pick at least 1 board more to compare.',
    );
    expect(compareMessage(compareStatus(['a', 'b', 'c']))).toBe('Comparing 3 boards.');
    expect(compareMessage(compareStatus(['a', 'b', 'c', 'd', 'e', 'f']))).toBe(
      '6 boards picked, but the comparison shows at most 4. Untick 2 boards to see the table.',
    );
  });
});

describe('orderBySelection', () => {
  it('puts the boards in picking order and names the slugs no board matched', () => {
    const { ordered, missing } = orderBySelection(
      [esp32, pico, teensy],
      ['teensy-4-1', 'gone-board', 'raspberry-pi-pico'],
    );
    expect(ordered.map((board) => board.slug)).toEqual(['teensy-4-1', 'raspberry-pi-pico']);
    expect(missing).toEqual(['gone-board']);
  });
});
