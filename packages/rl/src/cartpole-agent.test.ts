import { describe, expect, it } from 'vitest';
import { averageReturn, createCartPoleAgent, greedyAction, trainEpisode } from './cartpole-agent.ts';
import { playCartPole } from './cartpole.ts';
import { seededRandom } from '@tinkerlabs/random/seeded-random';

describe('REINFORCE with baseline on cart-pole', () => {
  it('averages at least 195 over 20 episodes within 400 training episodes', () => {
    const agent = createCartPoleAgent(1);
    const firstAverage = (() => {
      for (let i = 0; i < 20; i++) trainEpisode(agent);
      return averageReturn(agent);
    })();
    expect(firstAverage).toBeLessThan(100);
    let best = 0;
    while (agent.returns.length < 400 && best < 195) {
      trainEpisode(agent);
      best = Math.max(best, averageReturn(agent, 20));
    }
    expect(best).toBeGreaterThanOrEqual(195);
  });

  it('learns with other seeds too, and its greedy policy balances', () => {
    for (const seed of [2, 3]) {
      const agent = createCartPoleAgent(seed);
      while (agent.returns.length < 400 && !(agent.returns.length >= 20 && averageReturn(agent) >= 195)) {
        trainEpisode(agent);
      }
      expect(averageReturn(agent)).toBeGreaterThanOrEqual(195);
      const replay = playCartPole(seededRandom(seed), (state) => greedyAction(agent, state));
      expect(replay.actions.length).toBeGreaterThan(195);
    }
  });

  it('is repeatable for a seed', () => {
    const run = () => {
      const agent = createCartPoleAgent(9);
      for (let i = 0; i < 30; i++) trainEpisode(agent);
      return agent.returns;
    };
    expect(run()).toEqual(run());
  });
});
