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

describe('the gridworld lab’s address with a size and a reward convention', () => {
  it('carries the size (width × height) and the convention, and reads them back', () => {
    const href = gridworldLabHref({
      world: 'russell-norvig-4x3',
      algorithm: 'value-iteration',
      size: { width: 12, height: 5 },
      rewardConvention: 'leaving',
    });
    expect(href).toBe(
      '/labs/simulators/rl?world=russell-norvig-4x3&algorithm=value-iteration&size=12x5&reward=leaving',
    );
    expect(readGridworldStart(searchOf(href))).toEqual({
      world: 'russell-norvig-4x3',
      algorithm: 'value-iteration',
      size: { width: 12, height: 5 },
      rewardConvention: 'leaving',
    });
  });

  it('ignores a size outside 2–20 or badly written, and an unknown convention', () => {
    for (const size of ['1x5', '21x4', '5', '5x', 'ax4', '4x3x2'])
      expect(readGridworldStart(new URLSearchParams(`size=${size}&reward=sideways`))).toEqual({});
    expect(readGridworldStart(new URLSearchParams('size=20x2'))).toEqual({ size: { width: 20, height: 2 } });
  });
});
