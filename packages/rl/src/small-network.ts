/**
 * A one-hidden-layer neural network written by hand on Float64Arrays (tanh hidden units, linear
 * outputs) with backpropagation and the Adam optimiser: just enough for the cart-pole agent, with
 * no tensor library to download.
 */
import type { Random } from '@tinkerlabs/random/seeded-random';

export interface SmallNetwork {
  readonly inputs: number;
  readonly hidden: number;
  readonly outputs: number;
  /** All weights in one array: [W1 (hidden × inputs), b1, W2 (outputs × hidden), b2]. */
  readonly weights: Float64Array;
  readonly gradient: Float64Array;
  /** Adam's running first and second moments. */
  readonly moment1: Float64Array;
  readonly moment2: Float64Array;
  adamSteps: number;
}

/** What a forward pass keeps for the backward pass. */
export interface Activation {
  input: Float64Array;
  hidden: Float64Array;
  output: Float64Array;
}

export function createNetwork(inputs: number, hidden: number, outputs: number, random: Random): SmallNetwork {
  const size = hidden * inputs + hidden + outputs * hidden + outputs;
  const weights = new Float64Array(size);
  // Glorot-uniform weights keep tanh units out of saturation at the start; biases start at zero. The
  // output layer starts ten times smaller so the first policy is close to uniform.
  const layer1 = Math.sqrt(6 / (inputs + hidden));
  const layer2 = Math.sqrt(6 / (hidden + outputs)) * 0.1;
  for (let i = 0; i < hidden * inputs; i++) weights[i] = (random() * 2 - 1) * layer1;
  const w2 = hidden * inputs + hidden;
  for (let i = 0; i < outputs * hidden; i++) weights[w2 + i] = (random() * 2 - 1) * layer2;
  return {
    inputs,
    hidden,
    outputs,
    weights,
    gradient: new Float64Array(size),
    moment1: new Float64Array(size),
    moment2: new Float64Array(size),
    adamSteps: 0,
  };
}

export function forward(net: SmallNetwork, input: Float64Array): Activation {
  const { inputs, hidden, outputs, weights: w } = net;
  const b1 = hidden * inputs;
  const w2 = b1 + hidden;
  const b2 = w2 + outputs * hidden;
  const h = new Float64Array(hidden);
  for (let j = 0; j < hidden; j++) {
    let sum = w[b1 + j]!;
    for (let i = 0; i < inputs; i++) sum += w[j * inputs + i]! * input[i]!;
    h[j] = Math.tanh(sum);
  }
  const out = new Float64Array(outputs);
  for (let k = 0; k < outputs; k++) {
    let sum = w[b2 + k]!;
    for (let j = 0; j < hidden; j++) sum += w[w2 + k * hidden + j]! * h[j]!;
    out[k] = sum;
  }
  return { input, hidden: h, output: out };
}

/** Adds ∂loss/∂weights to the gradient, given ∂loss/∂outputs for one forward pass. */
export function backward(net: SmallNetwork, activation: Activation, outputGradient: Float64Array): void {
  const { inputs, hidden, outputs, weights: w, gradient: g } = net;
  const b1 = hidden * inputs;
  const w2 = b1 + hidden;
  const b2 = w2 + outputs * hidden;
  const hiddenGradient = new Float64Array(hidden);
  for (let k = 0; k < outputs; k++) {
    const dk = outputGradient[k]!;
    if (dk === 0) continue;
    g[b2 + k] = g[b2 + k]! + dk;
    for (let j = 0; j < hidden; j++) {
      g[w2 + k * hidden + j] = g[w2 + k * hidden + j]! + dk * activation.hidden[j]!;
      hiddenGradient[j] = hiddenGradient[j]! + dk * w[w2 + k * hidden + j]!;
    }
  }
  for (let j = 0; j < hidden; j++) {
    const hj = activation.hidden[j]!;
    const dj = hiddenGradient[j]! * (1 - hj * hj);
    g[b1 + j] = g[b1 + j]! + dj;
    for (let i = 0; i < inputs; i++) g[j * inputs + i] = g[j * inputs + i]! + dj * activation.input[i]!;
  }
}

/** One Adam step down the accumulated gradient (scaled by `scale`), which is then cleared. */
export function adamStep(net: SmallNetwork, learningRate: number, scale = 1): void {
  const beta1 = 0.9;
  const beta2 = 0.999;
  const epsilon = 1e-8;
  net.adamSteps++;
  const correction1 = 1 - beta1 ** net.adamSteps;
  const correction2 = 1 - beta2 ** net.adamSteps;
  const { weights, gradient, moment1, moment2 } = net;
  for (let i = 0; i < weights.length; i++) {
    const gi = gradient[i]! * scale;
    moment1[i] = beta1 * moment1[i]! + (1 - beta1) * gi;
    moment2[i] = beta2 * moment2[i]! + (1 - beta2) * gi * gi;
    weights[i] =
      weights[i]! -
      (learningRate * (moment1[i]! / correction1)) / (Math.sqrt(moment2[i]! / correction2) + epsilon);
  }
  gradient.fill(0);
}
