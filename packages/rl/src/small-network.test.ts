import { describe, expect, it } from 'vitest';
import { adamStep, backward, createNetwork, forward } from './small-network.ts';
import { seededRandom } from '@tinkerlabs/random/seeded-random';

describe('small network', () => {
  it('backpropagation matches finite differences', () => {
    const net = createNetwork(3, 5, 2, seededRandom(4));
    const input = Float64Array.of(0.3, -0.7, 1.1);
    // Loss = 2·out0 − out1, so ∂loss/∂outputs = (2, −1).
    const loss = () => {
      const { output } = forward(net, input);
      return 2 * output[0]! - output[1]!;
    };
    backward(net, forward(net, input), Float64Array.of(2, -1));
    const h = 1e-6;
    for (let i = 0; i < net.weights.length; i++) {
      const saved = net.weights[i]!;
      net.weights[i] = saved + h;
      const up = loss();
      net.weights[i] = saved - h;
      const down = loss();
      net.weights[i] = saved;
      expect(net.gradient[i]).toBeCloseTo((up - down) / (2 * h), 6);
    }
  });

  it('Adam steps fit a simple target and clear the gradient', () => {
    const net = createNetwork(1, 8, 1, seededRandom(2));
    const samples = [-1, -0.5, 0, 0.5, 1].map((x) => [Float64Array.of(x), 0.5 * x + 0.2] as const);
    const error = () => samples.reduce((s, [x, y]) => s + (forward(net, x).output[0]! - y) ** 2, 0);
    const before = error();
    for (let epoch = 0; epoch < 500; epoch++) {
      for (const [x, y] of samples) {
        const activation = forward(net, x);
        backward(net, activation, Float64Array.of(activation.output[0]! - y));
      }
      adamStep(net, 0.01, 1 / samples.length);
    }
    expect(net.gradient.every((g) => g === 0)).toBe(true);
    expect(error()).toBeLessThan(before / 100);
  });
});
