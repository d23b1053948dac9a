import { describe, expect, it } from 'vitest';
import { gestureClasses, gestureDataset, gestureSamples, gestureWindow } from './gestures.ts';
import { seededRandom } from '@tinkerlabs/random/seeded-random';

const axis = (window: number[], offset: number) => window.filter((_, index) => index % 3 === offset);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const peak = (values: number[]) => Math.max(...values.map(Math.abs));

describe('the gesture dataset', () => {
  it('is the same for the same seed and different for another', () => {
    expect(gestureDataset({ perClass: 3, seed: 4 })).toEqual(gestureDataset({ perClass: 3, seed: 4 }));
    expect(gestureDataset({ perClass: 3, seed: 4 }).inputs).not.toEqual(
      gestureDataset({ perClass: 3, seed: 5 }).inputs,
    );
  });

  it('interleaves the four classes with 75 numbers per window', () => {
    const { inputs, labels, classes } = gestureDataset({ perClass: 5 });
    expect(classes).toEqual(['idle', 'punch', 'flex', 'wave']);
    expect(inputs).toHaveLength(20);
    expect(labels.slice(0, 8)).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
    for (const input of inputs) expect(input).toHaveLength(3 * gestureSamples);
  });

  it('follows the physics it documents', () => {
    const random = seededRandom(8);
    for (let n = 0; n < 30; n++) {
      const [idle, punch, flex, wave] = gestureClasses.map((gesture) => gestureWindow(gesture, random));
      // idle: gravity on z, little else
      expect(mean(axis(idle!, 2))).toBeCloseTo(1, 1);
      expect(peak(axis(idle!, 0))).toBeLessThan(0.2);
      // punch: a strong push along x, then a brake
      expect(Math.max(...axis(punch!, 0))).toBeGreaterThan(1);
      expect(Math.min(...axis(punch!, 0))).toBeLessThan(-0.5);
      // flex: gravity turns towards −y, so z drops while y goes negative
      expect(Math.min(...axis(flex!, 1))).toBeLessThan(-0.5);
      expect(Math.min(...axis(flex!, 2))).toBeLessThan(0.8);
      // wave: swings both ways along y
      expect(Math.max(...axis(wave!, 1))).toBeGreaterThan(0.5);
      expect(Math.min(...axis(wave!, 1))).toBeLessThan(-0.5);
    }
  });
});
