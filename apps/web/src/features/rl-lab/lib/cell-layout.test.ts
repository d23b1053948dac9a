import { describe, expect, it } from 'vitest';
import {
  arrowCentre,
  arrowStrokes,
  bands,
  cellSize,
  overlaps,
  rewardLabel,
  rewardLabelFit,
  startMark,
  strokesBox,
  valueText,
  type Box,
} from './cell-layout.ts';

const directions = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
] as const;

/** A line of text's box from its baseline: ascent 0.8 em above, descent 0.25 em below (generous). */
const textBand = (baseline: number, fontSize: number) => ({
  top: baseline - 0.8 * fontSize,
  bottom: baseline + 0.25 * fontSize,
});

const inside = (box: Box) => box.left >= 0 && box.top >= 0 && box.right <= cellSize && box.bottom <= cellSize;

describe('the layout of a gridworld cell', () => {
  it('keeps every arrow, at every probability and with its head and stroke, clear of the reward label, the S and the value', () => {
    for (const isStart of [false, true]) {
      for (const [dx, dy] of directions) {
        for (const p of [0.25, 1 / 3, 0.5, 1]) {
          const arrow = strokesBox(arrowStrokes(dx, dy, p));
          expect(inside(arrow)).toBe(true);
          expect(overlaps(arrow, bands.rewardLabel(isStart))).toBe(false);
          expect(overlaps(arrow, bands.startMark)).toBe(false);
          expect(overlaps(arrow, bands.value)).toBe(false);
        }
      }
    }
  });

  it('puts the arrows’ centre in the middle of the cell’s width, a likelier move’s arrow longer', () => {
    expect(arrowCentre.x).toBe(cellSize / 2);
    const up = (p: number) => arrowCentre.y - strokesBox(arrowStrokes(0, -1, p)).top;
    expect(up(1)).toBeGreaterThan(up(0.5));
    expect(up(0.5)).toBeGreaterThan(up(0.25));
  });

  it('draws the texts inside their bands: the label and the S at the top, the value at the bottom', () => {
    const label = textBand(rewardLabel.baseline, rewardLabel.fontSize);
    expect(label.top).toBeGreaterThanOrEqual(bands.rewardLabel(false).top);
    expect(label.bottom).toBeLessThanOrEqual(bands.rewardLabel(false).bottom);
    const s = textBand(startMark.baseline, startMark.fontSize);
    expect(s.top).toBeGreaterThanOrEqual(bands.startMark.top);
    expect(s.bottom).toBeLessThanOrEqual(bands.startMark.bottom);
    const value = textBand(valueText.baseline, valueText.fontSize);
    expect(value.top).toBeGreaterThanOrEqual(bands.value.top);
    expect(value.bottom).toBeLessThanOrEqual(bands.value.bottom);
    // On the start cell the label stops short of the S.
    expect(overlaps(bands.rewardLabel(true), bands.startMark)).toBe(false);
  });

  it('squeezes only a reward label too long for its room', () => {
    expect(rewardLabelFit('r −0.04', false)).toBeUndefined();
    const squeezed = rewardLabelFit('r −100.00', true);
    expect(squeezed).toBeDefined();
    expect(rewardLabel.x + squeezed!).toBeLessThanOrEqual(bands.startMark.left);
  });
});
