import { describe, expect, it } from 'vitest';
import { mazeLabHref, readMazeStart } from './lab-address.ts';

const read = (href: string) => {
  const url = new URL(href, 'https://tinkerlabs.test');
  return readMazeStart(url.searchParams, url.hash);
};

describe('the maze simulator’s address', () => {
  it('reads back a bundled maze and a mouse', () => {
    const href = mazeLabHref({ maze: 'classic/uk2019f', mouse: 'right-wall' });
    expect(href).toBe('/labs/simulators/maze-simulators?maze=classic%2Fuk2019f&mouse=right-wall');
    expect(read(href)).toEqual({ maze: 'classic/uk2019f', mouse: 'right-wall' });
  });

  it('carries a maze’s own text, spaces and all, in the fragment', () => {
    const text = 'o---o---o\n|   |   |\no   o---o\n|       |\no---o---o\n';
    const href = mazeLabHref({ text, mouse: 'flood-fill' });
    expect(href.startsWith('/labs/simulators/maze-simulators?mouse=flood-fill#maze=')).toBe(true);
    expect(read(href)).toEqual({ text, mouse: 'flood-fill' });
  });

  it('reads what is there and nothing else', () => {
    expect(readMazeStart(new URLSearchParams('maze=classic/no-such&mouse=cat'))).toEqual({
      maze: 'classic/no-such',
      mouse: 'cat',
    });
    expect(readMazeStart(new URLSearchParams(''), '')).toEqual({});
  });
});
