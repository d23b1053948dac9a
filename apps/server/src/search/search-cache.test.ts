// The search cache answers from memory until the index changes, the entry ages out or is crowded out.
import { describe, expect, it } from 'vitest';
import { SearchCache } from './search-cache.ts';

function setup(maxEntries = 10) {
  let generation = 0;
  let now = 0;
  let computed = 0;
  const cache = new SearchCache<string>({
    ttlMs: 1000,
    maxEntries,
    generation: () => generation,
    now: () => now,
  });
  const ask = (key: string) =>
    cache.get(key, async () => {
      computed++;
      return `${key}@${generation}`;
    });
  return {
    ask,
    computed: () => computed,
    change: () => generation++,
    wait: (ms: number) => (now += ms),
  };
}

describe('SearchCache', () => {
  it('computes an answer once and reuses it', async () => {
    const t = setup();
    expect(await t.ask('kalman')).toBe('kalman@0');
    expect(await t.ask('kalman')).toBe('kalman@0');
    expect(t.computed()).toBe(1);
  });

  it('computes again after the index changed', async () => {
    const t = setup();
    await t.ask('kalman');
    t.change();
    expect(await t.ask('kalman')).toBe('kalman@1');
    expect(t.computed()).toBe(2);
  });

  it('computes again once the entry is older than its time to live', async () => {
    const t = setup();
    await t.ask('kalman');
    t.wait(999);
    await t.ask('kalman');
    expect(t.computed()).toBe(1);
    t.wait(2);
    await t.ask('kalman');
    expect(t.computed()).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const t = setup(2);
    await t.ask('a');
    await t.ask('b');
    await t.ask('c');
    await t.ask('c');
    await t.ask('b');
    expect(t.computed()).toBe(3);
    await t.ask('a');
    expect(t.computed()).toBe(4);
  });

  it('does not keep an answer computed while the index changed', async () => {
    let generation = 0;
    let computed = 0;
    const cache = new SearchCache<number>({ ttlMs: 1000, maxEntries: 10, generation: () => generation });
    await cache.get('k', async () => {
      computed++;
      generation++; // a write refreshed the index meanwhile
      return 1;
    });
    await cache.get('k', async () => ++computed);
    expect(computed).toBe(2);
  });

  it('lets requests for a key being computed wait for that computation', async () => {
    let computed = 0;
    let finish: (value: number) => void = () => {};
    const cache = new SearchCache<number>({ ttlMs: 1000, maxEntries: 10, generation: () => 0 });
    const compute = () => {
      computed++;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const answers = Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)]);
    finish(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(computed).toBe(1);
  });

  it('starts afresh when the index changed during a computation others wait for', async () => {
    let generation = 0;
    let computed = 0;
    const cache = new SearchCache<number>({ ttlMs: 1000, maxEntries: 10, generation: () => generation });
    let finish: (value: number) => void = () => {};
    const first = cache.get('k', () => {
      computed++;
      return new Promise<number>((resolve) => (finish = resolve));
    });
    generation++;
    const second = cache.get('k', async () => ++computed * 10);
    finish(1);
    expect([await first, await second]).toEqual([1, 20]);
  });
});
