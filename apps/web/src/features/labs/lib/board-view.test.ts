import { describe, expect, it } from 'vitest';
import { parseBoardView, writeBoardView } from './board-view.ts';

describe('the board view in the address', () => {
  it('reads ?view=table, and cards for anything else', () => {
    expect(parseBoardView('table')).toBe('table');
    expect(parseBoardView(null)).toBe('cards');
    expect(parseBoardView('grid')).toBe('cards');
  });

  it('writes the table view and leaves cards out, keeping the other parameters', () => {
    const params = new URLSearchParams('family=esp32&compare=a,b&page=2');
    expect(writeBoardView(params, 'table').toString()).toBe('family=esp32&compare=a%2Cb&page=2&view=table');
    expect(writeBoardView(new URLSearchParams('view=table&family=esp32'), 'cards').toString()).toBe(
      'family=esp32',
    );
  });
});
