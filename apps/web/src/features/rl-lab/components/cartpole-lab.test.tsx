import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartPoleCommand, CartPoleReport } from '../lib/cartpole-messages.ts';
import { CartPoleLab } from './cartpole-lab.tsx';

/** Stands in for the training worker: the test sends the reports a real one would. */
class FakeWorker {
  static latest: FakeWorker | null = null;
  onmessage: ((event: MessageEvent<CartPoleReport>) => void) | null = null;
  readonly commands: CartPoleCommand[] = [];
  constructor() {
    FakeWorker.latest = this;
  }
  postMessage(command: CartPoleCommand) {
    this.commands.push(command);
  }
  terminate() {}
  report(returns: number[]) {
    const last = returns.slice(-20);
    const average = last.reduce((sum, r) => sum + r, 0) / last.length;
    const data: CartPoleReport = {
      type: 'progress',
      returns,
      episodes: returns.length,
      average,
      finished: false,
    };
    act(() => this.onmessage?.({ data } as MessageEvent<CartPoleReport>));
  }
}

afterEach(() => vi.unstubAllGlobals());

const status = () => screen.getByText((_, element) => element?.matches('p[role="status"]') ?? false);

describe('CartPoleLab', () => {
  it('says when cart-pole was first solved, and the current average honestly beside it', () => {
    vi.stubGlobal('Worker', FakeWorker);
    render(<CartPoleLab />);
    const worker = FakeWorker.latest!;
    // Twenty episodes of 500 reach the 475 threshold at episode 20; then the agent unlearns.
    const solved = Array.from({ length: 30 }, () => 500);
    worker.report(solved);
    expect(status()).toHaveTextContent('First solved at episode 20: the 20-episode average reached 475.');
    expect(screen.getByText(/now, still at or above 475/)).toHaveTextContent(
      'It is 500.0 now, still at or above 475.',
    );

    worker.report([...solved, ...Array.from({ length: 40 }, () => 150)]);
    expect(status()).toHaveTextContent('First solved at episode 20: the 20-episode average reached 475.');
    expect(screen.getByText(/now, below 475 again/)).toHaveTextContent('It is 150.0 now, below 475 again.');
    expect(screen.getByLabelText('Average return', { selector: 'output' })).toHaveTextContent('150.0');
    expect(screen.getByText('Dotted: first solved, episode 20')).toBeInTheDocument();
  });

  it('says nothing of solving before the average reaches 475', () => {
    vi.stubGlobal('Worker', FakeWorker);
    render(<CartPoleLab />);
    FakeWorker.latest!.report(Array.from({ length: 40 }, (_, i) => 100 + 5 * i));
    expect(status()).toHaveTextContent(/^$/);
    expect(screen.queryByText(/now, (still|below)/)).toBeNull();
  });
});
