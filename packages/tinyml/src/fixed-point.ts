/**
 * The integer arithmetic of TensorFlow Lite's int8 kernels, written so that the TypeScript inference
 * and the generated C agree bit for bit. A real multiplier M (the ratio of scales between a layer's
 * accumulator and its output) is stored as a 31-bit fixed-point mantissa and a power-of-two shift,
 * M ≈ multiplier · 2^(shift − 31), as TFLite's QuantizeMultiplier does; applying it is
 * MultiplyByQuantizedMultiplier: a rounding doubling high multiply, then a rounding right shift.
 *
 * Rounding: quantising a real value rounds half away from zero (C's `round`, TFLite's TfLiteRound);
 * so does RoundingDivideByPOT; the high multiply's nudge rounds a tie upwards (towards +∞: 0.5 → 1,
 * −0.5 → 0), as gemmlowp's does. The tests pin each of these down.
 */

export const int32Min = -2147483648;
export const int32Max = 2147483647;

export interface QuantizedMultiplier {
  /** The mantissa in Q0.31: 2^30 ≤ multiplier < 2^31, or 0 for a zero multiplier. */
  multiplier: number;
  shift: number;
}

/** @example roundHalfAwayFromZero(-2.5) // -3 (Math.round gives -2) */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * Splits a positive real multiplier like TFLite's QuantizeMultiplier: frexp gives q in [0.5, 1) and
 * the exponent, q is rounded to Q0.31, and a mantissa that rounds up to 2^31 is halved.
 * @example quantizeMultiplier(0.5) // { multiplier: 1073741824, shift: 0 }
 */
export function quantizeMultiplier(real: number): QuantizedMultiplier {
  if (!(real >= 0) || !Number.isFinite(real))
    throw new RangeError(`A multiplier must be a finite number ≥ 0 (got ${real}).`);
  if (real === 0) return { multiplier: 0, shift: 0 };
  let shift = Math.ceil(Math.log2(real));
  let mantissa = real / 2 ** shift;
  while (mantissa >= 1) [mantissa, shift] = [mantissa / 2, shift + 1];
  while (mantissa < 0.5) [mantissa, shift] = [mantissa * 2, shift - 1];
  let fixed = roundHalfAwayFromZero(mantissa * 2 ** 31);
  if (fixed === 2 ** 31) [fixed, shift] = [fixed / 2, shift + 1];
  if (shift < -31) return { multiplier: 0, shift: 0 };
  if (shift > 30) throw new RangeError(`The multiplier ${real} is too large for int8 requantisation.`);
  return { multiplier: fixed, shift };
}

/** (a · b · 2) / 2^32 rounded to nearest (ties upwards), saturating the one overflowing case. */
export function saturatingRoundingDoublingHighMul(a: number, b: number): number {
  if (a === int32Min && b === int32Min) return int32Max;
  const product = BigInt(a) * BigInt(b);
  const nudge = product >= 0n ? 1n << 30n : 1n - (1n << 30n);
  return Number((product + nudge) / (1n << 31n)); // BigInt division truncates, like C's
}

/** x / 2^exponent rounded half away from zero (TFLite's RoundingDivideByPOT), 0 ≤ exponent ≤ 31. */
export function roundingDivideByPowerOfTwo(x: number, exponent: number): number {
  if (exponent === 0) return x;
  const mask = 2 ** exponent - 1;
  const remainder = x & mask;
  const threshold = (mask >> 1) + (x < 0 ? 1 : 0);
  return (x >> exponent) + (remainder > threshold ? 1 : 0);
}

/** x · M for an int32 x, in integers only: what each int8 layer does to its accumulator. */
export function multiplyByQuantizedMultiplier(x: number, { multiplier, shift }: QuantizedMultiplier): number {
  const leftShift = shift > 0 ? shift : 0;
  const rightShift = shift > 0 ? 0 : -shift;
  return roundingDivideByPowerOfTwo(
    saturatingRoundingDoublingHighMul((x << leftShift) | 0, multiplier),
    rightShift,
  );
}
