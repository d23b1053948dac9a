// The triangle at the tip of a drawn axis. Computed per arrow rather than with an SVG marker, so each
// head takes its line's colour (markers cannot inherit a stroke colour in every browser).

export interface ScreenPoint {
  x: number;
  y: number;
}

/** The three corners of a head of `length` and half-width `length·0.45` pointing from `from` to `to`. */
export function arrowHead(from: ScreenPoint, to: ScreenPoint, length = 9): ScreenPoint[] {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const norm = Math.hypot(dx, dy);
  if (norm === 0) return [to, to, to];
  const ux = dx / norm;
  const uy = dy / norm;
  const baseX = to.x - ux * length;
  const baseY = to.y - uy * length;
  const half = length * 0.45;
  return [
    { x: to.x, y: to.y },
    { x: baseX - uy * half, y: baseY + ux * half },
    { x: baseX + uy * half, y: baseY - ux * half },
  ];
}

export const svgPoints = (points: readonly ScreenPoint[]): string =>
  points.map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`).join(' ');
