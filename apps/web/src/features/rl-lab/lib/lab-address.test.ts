import { describe, expect, it } from 'vitest';
import { gridworldLabHref, readGridworldStart } from './lab-address.ts';

const searchOf = (href: string) => new URL(href, 'https://tinkerlabs.test').searchParams;

describe('the gridworld lab’s address', () => {
  it('reads back the preset world and algorithm it writes', () => {
    const href = gridworldLabHref({ world: 'sutton-barto-4x4', algorithm: 'policy-evaluation' });
    expect(href).toBe('/labs/simulators/rl?world=sutton-barto-4x4&algorithm=policy-evaluation');
    expect(readGridworldStart(searchOf(href))).toEqual({
      world: 'sutton-barto-4x4',
      algorithm: 'policy-evaluation',
    });
  });

  it('leaves out what it does not know', () => {
    expect(readGridworldStart(new URLSearchParams('world=moon&algorithm=sarsa'))).toEqual({
      algorithm: 'sarsa',
    });
    expect(readGridworldStart(new URLSearchParams(''))).toEqual({});
  });
});
