/**
 * Post-training int8 quantisation of a dense model and its integer inference, as TensorFlow Lite
 * Micro's fully connected kernel computes it. For each layer:
 *
 *   acc = bias[o] + Σᵢ (in[i] − inZeroPoint) · w[o][i]           (int32; weights have zero point 0)
 *   out[o] = clamp(MultiplyByQuantizedMultiplier(acc, M) + outZeroPoint, actMin, 127)
 *
 * with M = inScale · weightScale / outScale and the int32 bias quantised with scale
 * inScale · weightScale. ReLU is the clamp's lower bound (the output's quantised 0). The input is
 * quantised from float32 (what a device's sensor code holds) and the last layer is dequantised to
 * float32; an optional softmax then runs in floating point. The C header (c-header.ts) runs exactly
 * these integer steps, so both print the same predictions.
 */
import { forwardLayers, softmax, type DenseModel } from './dense-model.ts';
import {
  int32Max,
  quantizeMultiplier,
  multiplyByQuantizedMultiplier,
  roundHalfAwayFromZero,
  type QuantizedMultiplier,
} from './fixed-point.ts';
import {
  activationParams,
  clampInt8,
  int8Max,
  int8Min,
  quantizeValue,
  symmetricWeightParams,
  type QuantParams,
} from './quantize.ts';

export interface Int8Layer {
  inputs: number;
  outputs: number;
  /** Row-major [outputs][inputs]. */
  weights: Int8Array;
  weightScale: number;
  bias: Int32Array;
  requantize: QuantizedMultiplier;
  output: QuantParams;
  activationMin: number;
  activationMax: number;
}

export interface Int8Model {
  input: QuantParams;
  layers: Int8Layer[];
  softmax: boolean;
}

interface Range {
  min: number;
  max: number;
}

/**
 * Quantises a trained model, calibrating every activation's range on `calibration` inputs (use a
 * few hundred representative samples, such as the training set).
 */
export function quantizeModel(model: DenseModel, calibration: readonly (readonly number[])[]): Int8Model {
  if (calibration.length === 0) throw new Error('Quantisation needs at least one calibration input.');
  const inputRange: Range = { min: Infinity, max: -Infinity };
  const layerRanges: Range[] = model.layers.map(() => ({ min: Infinity, max: -Infinity }));
  for (const sample of calibration) {
    widen(inputRange, sample);
    forwardLayers(model, sample).forEach((values, index) => widen(layerRanges[index]!, values));
  }
  const input = activationParams(inputRange.min, inputRange.max);
  let inputParams = input;
  const layers = model.layers.map((layer, index): Int8Layer => {
    const range = layerRanges[index]!;
    const output = activationParams(range.min, range.max);
    const weightParams = symmetricWeightParams(layer.weights.flat());
    const accumulatorScale = inputParams.scale * weightParams.scale;
    const quantized: Int8Layer = {
      inputs: layer.weights[0]?.length ?? 0,
      outputs: layer.weights.length,
      weights: Int8Array.from(layer.weights.flat(), (weight) => quantizeValue(weight, weightParams)),
      weightScale: weightParams.scale,
      bias: Int32Array.from(layer.bias, (bias) => clampInt32(roundHalfAwayFromZero(bias / accumulatorScale))),
      requantize: quantizeMultiplier(accumulatorScale / output.scale),
      output,
      activationMin: layer.activation === 'relu' ? clampInt8(output.zeroPoint) : int8Min,
      activationMax: int8Max,
    };
    inputParams = output;
    return quantized;
  });
  return { input, layers, softmax: model.softmax };
}

function widen(range: Range, values: readonly number[]) {
  for (const value of values) {
    range.min = Math.min(range.min, value);
    range.max = Math.max(range.max, value);
  }
}

/** Kept within ±(2^31 − 1): −2^31 is not a plain C literal. */
const clampInt32 = (value: number) => Math.max(-int32Max, Math.min(int32Max, value));

/** The int8 tensor a float32 input becomes on the device. */
export function quantizeInput(model: Int8Model, input: readonly number[]): Int8Array {
  return Int8Array.from(input, (value) => quantizeValue(Math.fround(value), model.input));
}

/** One int8 fully connected layer, in integers only. */
export function runInt8Layer(layer: Int8Layer, input: Int8Array, inputZeroPoint: number): Int8Array {
  const output = new Int8Array(layer.outputs);
  for (let o = 0; o < layer.outputs; o++) {
    let accumulator = layer.bias[o]!;
    for (let i = 0; i < layer.inputs; i++)
      accumulator = (accumulator + (input[i]! - inputZeroPoint) * layer.weights[o * layer.inputs + i]!) | 0;
    const scaled = multiplyByQuantizedMultiplier(accumulator, layer.requantize) + layer.output.zeroPoint;
    output[o] = Math.min(layer.activationMax, Math.max(layer.activationMin, scaled));
  }
  return output;
}

/**
 * The int8 model's prediction, as float32 values (then softmax, for a classifier).
 * @example predictInt8(quantizeModel(model, samples), [0.5])
 */
export function predictInt8(model: Int8Model, input: readonly number[]): number[] {
  let values = quantizeInput(model, input);
  let zeroPoint = model.input.zeroPoint;
  for (const layer of model.layers) {
    values = runInt8Layer(layer, values, zeroPoint);
    zeroPoint = layer.output.zeroPoint;
  }
  const last = model.layers.at(-1)?.output ?? model.input;
  const dequantized = Array.from(values, (q) => Math.fround((q - last.zeroPoint) * last.scale));
  return model.softmax ? softmax(dequantized).map(Math.fround) : dequantized;
}
