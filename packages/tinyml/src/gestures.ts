/**
 * A small accelerometer gesture dataset, generated from a seed so it is the same everywhere: one-second
 * windows of a wrist-worn 3-axis accelerometer (25 samples at 25 Hz, in g), four classes. The signals
 * are simple physics: gravity (1 g) points along the sensor's z axis while the forearm is level, and
 * each gesture adds its own motion, with random strength, timing and sensor noise:
 * - idle: only gravity, with a slow tremor;
 * - punch: a forward push along x (a Gaussian acceleration pulse) and the stop that follows (a
 *   negative pulse), as the arm speeds up and brakes;
 * - flex: a biceps curl rotates the forearm up and back down, so gravity turns from z towards −y;
 * - wave: the hand swings side to side, a 2–3 Hz oscillation along y.
 */
import { gaussian, seededRandom, type Random } from '@tinkerlabs/random/seeded-random';

export const gestureClasses = ['idle', 'punch', 'flex', 'wave'] as const;
export type GestureClass = (typeof gestureClasses)[number];

export const gestureSamples = 25;
export const gestureSampleRate = 25;

export interface GestureDataset {
  /** Each window flattened as [x0, y0, z0, x1, y1, z1, …]: 75 numbers. */
  inputs: number[][];
  /** Index into `gestureClasses`. */
  labels: number[];
  classes: readonly GestureClass[];
}

type Motion = (t: number) => [number, number, number];

function motionFor(gesture: GestureClass, random: Random): Motion {
  const strength = 0.8 + 0.6 * random();
  const centre = 0.35 + 0.3 * random(); // seconds into the window
  const pulse = (t: number, at: number, width: number) => Math.exp(-(((t - at) / width) ** 2));
  switch (gesture) {
    case 'idle': {
      const tremor = 0.02 * strength;
      return (t) => [tremor * Math.sin(2 * Math.PI * 0.7 * t), tremor * Math.cos(2 * Math.PI * 0.5 * t), 1];
    }
    case 'punch':
      return (t) => [2.5 * strength * (pulse(t, centre, 0.06) - 0.8 * pulse(t, centre + 0.15, 0.08)), 0, 1];
    case 'flex': {
      const width = 0.2 + 0.1 * random();
      return (t) => {
        const angle = (Math.PI / 2) * strength * 0.9 * pulse(t, centre, width);
        return [0, -Math.sin(angle), Math.cos(angle)];
      };
    }
    case 'wave': {
      const frequency = 2 + random();
      const phase = 2 * Math.PI * random();
      return (t) => [0, 1.2 * strength * Math.sin(2 * Math.PI * frequency * t + phase), 1];
    }
  }
}

/** One window of a gesture: 25 samples of (x, y, z) with 0.03 g of sensor noise. */
export function gestureWindow(gesture: GestureClass, random: Random): number[] {
  const motion = motionFor(gesture, random);
  const window: number[] = [];
  for (let sample = 0; sample < gestureSamples; sample++) {
    for (const value of motion(sample / gestureSampleRate)) window.push(value + 0.03 * gaussian(random));
  }
  return window;
}

/**
 * `perClass` windows of each gesture, interleaved (idle, punch, flex, wave, idle, …).
 * @example gestureDataset({ perClass: 50, seed: 7 }).inputs.length // 200
 */
export function gestureDataset({
  perClass = 60,
  seed = 1,
}: { perClass?: number; seed?: number } = {}): GestureDataset {
  const random = seededRandom(seed);
  const inputs: number[][] = [];
  const labels: number[] = [];
  for (let index = 0; index < perClass; index++) {
    gestureClasses.forEach((gesture, label) => {
      inputs.push(gestureWindow(gesture, random));
      labels.push(label);
    });
  }
  return { inputs, labels, classes: gestureClasses };
}
