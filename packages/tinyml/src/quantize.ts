/**
 * Per-tensor int8 quantisation as TensorFlow Lite does it: a real value x is stored as
 * q = clamp(round(x / scale) + zeroPoint, −128, 127) and read back as scale · (q − zeroPoint).
 * Weights are symmetric (zero point 0, scale = max|w| / 127); activations are asymmetric, with a
 * scale and zero point chosen from a calibration range that is widened to contain 0, so that 0 is
 * exactly representable (padding, ReLU).
 */
import { roundHalfAwayFromZero } from './fixed-point.ts';

export const int8Min = -128;
export const int8Max = 127;

export interface QuantParams {
  scale: number;
  zeroPoint: number;
}

/**
 * @example symmetricWeightParams([0.5, -1.27]) // { scale: 0.01, zeroPoint: 0 }
 */
export function symmetricWeightParams(values: Iterable<number>): QuantParams {
  let largest = 0;
  for (const value of values) largest = Math.max(largest, Math.abs(value));
  // An all-zero tensor quantises to zeros with any scale; 1 keeps the arithmetic finite.
  return { scale: largest === 0 ? 1 : largest / int8Max, zeroPoint: 0 };
}

/**
 * Scale and zero point for an activation whose calibration values lay in [min, max].
 * @example activationParams(0, 2.55) // { scale: 0.01, zeroPoint: -128 }
 */
export function activationParams(min: number, max: number): QuantParams {
  const low = Math.min(min, 0);
  const high = Math.max(max, 0);
  if (high === low) return { scale: 1, zeroPoint: 0 };
  const scale = (high - low) / (int8Max - int8Min);
  const zeroPoint = clampInt8(roundHalfAwayFromZero(int8Min - low / scale));
  return { scale, zeroPoint };
}

export function clampInt8(value: number): number {
  return Math.min(int8Max, Math.max(int8Min, value));
}

/** @example quantizeValue(0.3, { scale: 0.1, zeroPoint: -5 }) // -2 */
export function quantizeValue(value: number, { scale, zeroPoint }: QuantParams): number {
  return clampInt8(roundHalfAwayFromZero(value / scale) + zeroPoint);
}

export function dequantizeValue(q: number, { scale, zeroPoint }: QuantParams): number {
  return (q - zeroPoint) * scale;
}
