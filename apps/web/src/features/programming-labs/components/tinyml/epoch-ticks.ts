/**
 * The loss plot's epoch axis ticks. An axis left to pick its own ticks on a short span puts them at
 * fractions (1, 1.2, 1.4 … 2), which print as whole epochs "1 1 1 2 2 2"; epochs are whole, so the
 * ticks are d3's nicely spaced values that are whole numbers, and none before any training.
 */
import { ticks } from 'd3';

/**
 * Distinct whole epochs between 1 and `lastEpoch`, about `count` of them.
 * @example epochTicks(2, 6) // [1, 2]
 */
export function epochTicks(lastEpoch: number, count: number): number[] {
  if (lastEpoch < 1) return [];
  return ticks(1, lastEpoch, count).filter(Number.isInteger);
}
