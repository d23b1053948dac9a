/**
 * Where the parts of a gridworld cell are drawn, computed so that none overlaps another: the reward
 * label ("r −0.04") in the top-left corner and the start mark in the top-right share a top band, the
 * value sits in a bottom band, and the policy arrows are centred in the band between, scaled so the
 * longest (probability 1) with its arrowhead and stroke still fits. Coordinates are in SVG units from
 * the cell's top-left corner.
 */

export const cellSize = 60;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const inset = 2;
/** Arrow strokes are this wide, with round caps, so they reach half of it past their ends. */
export const arrowStroke = 2;
const arrowHead = 4;

/** The top band: reward label at the left, the start's "S" at the right. */
export const rewardLabel = { x: inset + 1, baseline: 12, fontSize: 10 };
export const startMark = { x: cellSize - inset - 1, baseline: 12, fontSize: 12 };
const topBandBottom = 15;
/** The bottom band: the value (and "cliff"), centred. */
export const valueText = { x: cellSize / 2, baseline: 54.5, fontSize: 13 };
const bottomBandTop = 43;
/** A terminal cell has no arrows: its value in the middle, and its reward (when paid on entering) below. */
export const terminalText = { valueBaseline: 34, rewardBaseline: 47 };

/** Room the start mark takes at the top right, so a long reward label stops short of it. */
const startMarkWidth = 0.75 * startMark.fontSize;
/** A generous width per character at a font size (digits and the minus sign are about 0.55 em). */
const characterWidth = 0.62;

/** The arrows' band and its centre; the arrows are drawn from the centre outwards. */
export const arrowCentre = { x: cellSize / 2, y: (topBandBottom + bottomBandTop) / 2 };
const arrowReach = (bottomBandTop - topBandBottom) / 2 - arrowStroke / 2;

/** The length of an arrow for a move of probability `p` (0 < p ≤ 1): likelier moves are longer. */
export const arrowLength = (p: number) => arrowReach * (0.4 + 0.6 * Math.min(1, Math.max(0, p)));

/** The three strokes of an arrow in direction (dx, dy), one of the four unit steps: shaft, two barbs. */
export function arrowStrokes(dx: number, dy: number, p: number) {
  const { x: cx, y: cy } = arrowCentre;
  const length = arrowLength(p);
  const ex = cx + dx * length;
  const ey = cy + dy * length;
  // Barbs: back from the tip at ±45°, so they stay behind it and within the shaft's reach.
  const hx = (-dx * arrowHead) / Math.SQRT2;
  const hy = (-dy * arrowHead) / Math.SQRT2;
  return [
    { x1: cx, y1: cy, x2: ex, y2: ey },
    { x1: ex, y1: ey, x2: ex + hx - hy, y2: ey + hy + hx },
    { x1: ex, y1: ey, x2: ex + hx + hy, y2: ey + hy - hx },
  ];
}

/** The box a set of strokes covers, stroke width included. */
export function strokesBox(strokes: { x1: number; y1: number; x2: number; y2: number }[]): Box {
  const xs = strokes.flatMap((s) => [s.x1, s.x2]);
  const ys = strokes.flatMap((s) => [s.y1, s.y2]);
  const half = arrowStroke / 2;
  return {
    left: Math.min(...xs) - half,
    top: Math.min(...ys) - half,
    right: Math.max(...xs) + half,
    bottom: Math.max(...ys) + half,
  };
}

/** The widest the reward label may be: the cell less its insets, and less the "S" on the start cell. */
export const rewardLabelMaxWidth = (isStart: boolean) =>
  cellSize - 2 * inset - 2 - (isStart ? startMarkWidth + 2 : 0);

/**
 * The width to squeeze a reward label into, or undefined when it fits as it is (the label is then
 * drawn at its natural width, which the estimate overstates).
 */
export function rewardLabelFit(text: string, isStart: boolean): number | undefined {
  const estimate = text.length * characterWidth * rewardLabel.fontSize;
  const room = rewardLabelMaxWidth(isStart);
  return estimate > room ? room : undefined;
}

/** The boxes of the top band's two parts and the bottom band, for checking nothing overlaps. */
export const bands = {
  rewardLabel: (isStart: boolean): Box => ({
    left: rewardLabel.x,
    top: inset,
    right: rewardLabel.x + rewardLabelMaxWidth(isStart),
    bottom: topBandBottom,
  }),
  startMark: { left: startMark.x - startMarkWidth, top: inset, right: startMark.x, bottom: topBandBottom },
  value: { left: inset, top: bottomBandTop, right: cellSize - inset, bottom: cellSize - inset },
};

export const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
