/**
 * A small dense (fully connected) network in floating point: the model the TinyML lab trains with
 * TensorFlow.js, copied out layer by layer. Weights are stored as TFLite stores them, one row per
 * output ([outputs][inputs]); Keras keeps the transpose. The forward pass here is the reference the
 * int8 model is compared with, and it provides the activations that calibrate the quantisation.
 */

export type Activation = 'relu' | 'linear';

export interface DenseLayer {
  /** weights[o][i]: from input i to output o. */
  weights: number[][];
  bias: number[];
  activation: Activation;
}

export interface DenseModel {
  layers: DenseLayer[];
  /** A softmax after the last layer (a classifier's probabilities). */
  softmax: boolean;
}

/** Every layer's output for one input, after its activation (before the softmax). */
export function forwardLayers(model: DenseModel, input: readonly number[]): number[][] {
  const outputs: number[][] = [];
  let values: readonly number[] = input;
  for (const layer of model.layers) {
    const next = layer.weights.map((row, o) => {
      let sum = layer.bias[o] ?? 0;
      row.forEach((weight, i) => (sum += weight * (values[i] ?? 0)));
      return layer.activation === 'relu' ? Math.max(0, sum) : sum;
    });
    outputs.push(next);
    values = next;
  }
  return outputs;
}

/** @example predictFloat({ layers: [{ weights: [[2]], bias: [1], activation: 'linear' }], softmax: false }, [3]) // [7] */
export function predictFloat(model: DenseModel, input: readonly number[]): number[] {
  const last = forwardLayers(model, input).at(-1) ?? [...input];
  return model.softmax ? softmax(last) : last;
}

export function softmax(logits: readonly number[]): number[] {
  const largest = Math.max(...logits);
  const exps = logits.map((logit) => Math.exp(logit - largest));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return exps.map((value) => value / total);
}

export function inputCount(model: DenseModel): number {
  return model.layers[0]?.weights[0]?.length ?? 0;
}

export interface ModelSizes {
  parameters: number;
  /** Weights and biases as float32. */
  floatBytes: number;
  /** int8 weights and int32 biases (the per-layer scales and shifts add a few bytes more). */
  int8Bytes: number;
}

/** @example modelSizes(sine).floatBytes // 1284 for 1→16→16→1 (321 parameters × 4 bytes) */
export function modelSizes(model: DenseModel): ModelSizes {
  let weights = 0;
  let biases = 0;
  for (const layer of model.layers) {
    weights += layer.weights.reduce((sum, row) => sum + row.length, 0);
    biases += layer.bias.length;
  }
  return {
    parameters: weights + biases,
    floatBytes: 4 * (weights + biases),
    int8Bytes: weights + 4 * biases,
  };
}
