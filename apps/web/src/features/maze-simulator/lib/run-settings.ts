/** The choices of the run controls: which mouse runs, and how fast the page plays it. */
import { builtinMice } from '@tinkerlabs/maze/mice/builtin-mice';
import { prefersReducedMotion } from '@/lib/prefers-reduced-motion.ts';

export const algorithms = [
  ...builtinMice.map((mouse) => ({ id: mouse.id, label: mouse.label })),
  { id: 'javascript', label: 'JavaScript (mms API)' },
  { id: 'python', label: 'Python (mms API)' },
] as const;

export type AlgorithmId = (typeof algorithms)[number]['id'];

export const speeds = [
  { id: 'slow', label: 'Slow (4 moves a second)', movesPerSecond: 4 },
  { id: 'medium', label: 'Medium (20 moves a second)', movesPerSecond: 20 },
  { id: 'fast', label: 'Fast (100 moves a second)', movesPerSecond: 100 },
  { id: 'very-fast', label: 'Very fast (500 moves a second)', movesPerSecond: 500 },
  { id: 'instant', label: 'Instant', movesPerSecond: null },
] as const;

export type SpeedId = (typeof speeds)[number]['id'];

/**
 * The speed a run starts at: "Fast", or "Instant" (the run's result, without the mouse racing
 * round the maze) for a visitor whose system asks for reduced motion. A visitor may still pick any.
 */
export function defaultSpeed(): SpeedId {
  return prefersReducedMotion() ? 'instant' : 'fast';
}
