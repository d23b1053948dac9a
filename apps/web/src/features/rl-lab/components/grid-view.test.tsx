import { parseGridworld } from '@tinkerlabs/rl/gridworld';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GridView } from './grid-view.tsx';

describe('GridView', () => {
  it('draws a cell’s up arrow below its reward label, never across it', () => {
    // 1 × 2: a −0.04 start cell whose policy is "up" for certain, beside a goal.
    const grid = parseGridworld([['-0.04', '1*']]);
    const policy = new Float64Array(8);
    policy[0] = 1;
    const { container } = render(
      <GridView grid={grid} values={new Float64Array(2)} policy={policy} agentCell={null} />,
    );
    expect(
      screen.getByRole('img', { name: /^Row 1, column 1: start, reward −0\.04, value 0\.00, best move up$/ }),
    ).toBeInTheDocument();
    const label = [...container.querySelectorAll('text')].find((t) => t.textContent === 'r −0.04')!;
    // The label's lowest point: its baseline plus a generous descent of 0.25 em.
    const fontSize = Number(label.getAttribute('font-size') ?? 10);
    const labelBottom = Number(label.getAttribute('y')) + 0.25 * fontSize;
    const arrow = [...container.querySelectorAll('g[aria-hidden="true"] line')];
    expect(arrow).toHaveLength(3);
    // Arrows are drawn in the cell's own coordinates (the first cell's origin is 0, 0).
    const arrowTop = Math.min(
      ...arrow.flatMap((l) => [Number(l.getAttribute('y1')), Number(l.getAttribute('y2'))]),
    );
    const strokeHalf = 1;
    expect(arrowTop - strokeHalf).toBeGreaterThanOrEqual(labelBottom);
  });
});
