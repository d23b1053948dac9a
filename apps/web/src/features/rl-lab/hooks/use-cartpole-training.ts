/**
 * Owns the cart-pole training worker: starts it with the page, sends it commands, and collects the
 * returns it reports into state for the chart and the outputs. The worker ends with the page.
 */
import type { CartPoleState } from '@tinkerlabs/rl/cartpole';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartPoleCommand, CartPoleReport } from '../lib/cartpole-messages.ts';

export interface Replay {
  states: CartPoleState[];
  failed: boolean;
}

export function useCartPoleTraining(seed: number) {
  const worker = useRef<Worker | null>(null);
  const [returns, setReturns] = useState<number[]>([]);
  const [average, setAverage] = useState(0);
  const [running, setRunning] = useState(false);
  const [replay, setReplay] = useState<Replay | null>(null);

  useEffect(() => {
    const instance = new Worker(new URL('../lib/cartpole-worker.ts', import.meta.url), { type: 'module' });
    instance.onmessage = (event: MessageEvent<CartPoleReport>) => {
      const report = event.data;
      if (report.type === 'replay') {
        setReplay({ states: report.states, failed: report.failed });
        return;
      }
      // A report with no earlier episodes starts a new agent (after a reset): the old replay goes too.
      if (report.episodes === 0) setReplay(null);
      setReturns((current) =>
        report.episodes === report.returns.length ? report.returns : [...current, ...report.returns],
      );
      setAverage(report.average);
      // Whether training runs is decided here, by the commands sent: a report still in flight after
      // Stop must not restart the buttons. Only the worker knows when it reached the episode limit.
      if (report.finished) setRunning(false);
    };
    worker.current = instance;
    return () => {
      instance.terminate();
      worker.current = null;
    };
  }, []);

  const send = useCallback((command: CartPoleCommand) => worker.current?.postMessage(command), []);

  // A new seed means a new agent.
  const [sentSeed, setSentSeed] = useState(seed);
  if (sentSeed !== seed) {
    setSentSeed(seed);
    setRunning(false);
  }
  useEffect(() => {
    send({ type: 'reset', seed });
  }, [seed, send]);

  return {
    returns,
    average,
    running,
    replay,
    run: useCallback(
      (episodesPerSecond: number | null) => {
        setRunning(true);
        send({ type: 'run', episodesPerSecond });
      },
      [send],
    ),
    step: useCallback(() => {
      setRunning(false);
      send({ type: 'step' });
    }, [send]),
    stop: useCallback(() => {
      setRunning(false);
      send({ type: 'stop' });
    }, [send]),
    reset: useCallback(() => {
      setRunning(false);
      send({ type: 'reset', seed });
    }, [seed, send]),
    requestReplay: useCallback(() => send({ type: 'replay', seed: Math.floor(Math.random() * 1e9) }), [send]),
  };
}
