/**
 * The Web Worker that trains the cart-pole agent, so learning never blocks the page: it trains in
 * short slices, reports the new episodes' returns after each, and answers replay requests with the
 * states of one greedy episode.
 */
/// <reference lib="webworker" />
import {
  averageReturn,
  createCartPoleAgent,
  greedyAction,
  trainEpisode,
  type CartPoleAgent,
} from '@tinkerlabs/rl/cartpole-agent';
import { playCartPole } from '@tinkerlabs/rl/cartpole';
import { seededRandom } from '@tinkerlabs/random/seeded-random';
import { maxTrainingEpisodes, type CartPoleCommand, type CartPoleReport } from './cartpole-messages.ts';

declare const self: DedicatedWorkerGlobalScope;

const sliceMilliseconds = 40;
let agent: CartPoleAgent = createCartPoleAgent(1);
let timer: ReturnType<typeof setTimeout> | null = null;
let reported = 0;
/** Episodes owed by the speed setting but not yet trained (fractions carry over between slices). */
let owed = 0;

function post(report: CartPoleReport) {
  self.postMessage(report);
}

function report(finished = false) {
  post({
    type: 'progress',
    returns: agent.returns.slice(reported),
    episodes: agent.returns.length,
    average: averageReturn(agent, 20),
    finished,
  });
  reported = agent.returns.length;
}

function stop() {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

function trainSlice(episodesPerSecond: number | null) {
  const started = performance.now();
  if (episodesPerSecond === null) {
    while (performance.now() - started < sliceMilliseconds && agent.returns.length < maxTrainingEpisodes) {
      trainEpisode(agent);
    }
  } else {
    owed += (episodesPerSecond * sliceMilliseconds) / 1000;
    while (owed >= 1 && agent.returns.length < maxTrainingEpisodes) {
      trainEpisode(agent);
      owed--;
    }
  }
  const more = agent.returns.length < maxTrainingEpisodes;
  report(!more);
  timer = more ? setTimeout(() => trainSlice(episodesPerSecond), sliceMilliseconds) : null;
}

self.onmessage = (event: MessageEvent<CartPoleCommand>) => {
  const command = event.data;
  switch (command.type) {
    case 'reset':
      stop();
      agent = createCartPoleAgent(command.seed);
      reported = 0;
      owed = 0;
      report();
      break;
    case 'run':
      stop();
      trainSlice(command.episodesPerSecond);
      break;
    case 'step':
      stop();
      if (agent.returns.length < maxTrainingEpisodes) trainEpisode(agent);
      report();
      break;
    case 'stop':
      stop();
      report();
      break;
    case 'replay': {
      const episode = playCartPole(seededRandom(command.seed), (state) => greedyAction(agent, state));
      post({ type: 'replay', states: episode.states, failed: episode.failed });
      break;
    }
  }
};
