import { describe, expect, it } from 'vitest';
import { averageReturn, createCartPoleAgent, greedyAction, trainEpisode } from './cartpole-agent.ts';
import { playCartPole } from './cartpole.ts';
import { seededRandom } from '@tinkerlabs/random/seeded-random';

// Training runs up to a thousand episodes: seconds of CPU, more when another suite shares the cores.
describe('REINFORCE with baseline on cart-pole', { timeout: 30_000 }, () => {
  it('solves it (a 20-episode average of 475, CartPole-v1’s threshold) within 400 training episodes', () => {
    const agent = createCartPoleAgent(1);
    const firstAverage = (() => {
      for (let i = 0; i < 20; i++) trainEpisode(agent);
      return averageReturn(agent);
    })();
    expect(firstAverage).toBeLessThan(100);
    let best = 0;
    while (agent.returns.length < 400 && best < 475) {
      trainEpisode(agent);
      best = Math.max(best, averageReturn(agent, 20));
    }
    expect(best).toBeGreaterThanOrEqual(475);
  });

  it('learns with other seeds too, and its greedy policy balances', () => {
    for (const seed of [2, 3]) {
      const agent = createCartPoleAgent(seed);
      while (agent.returns.length < 400 && !(agent.returns.length >= 20 && averageReturn(agent) >= 475)) {
        trainEpisode(agent);
      }
      expect(averageReturn(agent)).toBeGreaterThanOrEqual(475);
      const replay = playCartPole(seededRandom(seed), (state) => greedyAction(agent, state));
      expect(replay.actions.length).toBeGreaterThan(475);
    }
  });

  it('keeps balancing once solved: an episode cut off at 500 steps is not learnt as a failure', () => {
    // With the cut-off's return taken as 0, seed 2 averaged 500 by episode 250 and 9 from about 910 on.
    const agent = createCartPoleAgent(2);
    for (let i = 0; i < 1000; i++) trainEpisode(agent);
    expect(averageReturn(agent, 20)).toBeGreaterThanOrEqual(475);
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
