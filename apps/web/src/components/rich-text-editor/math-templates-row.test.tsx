import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MathTemplatesRow } from './math-templates-row.tsx';

describe('MathTemplatesRow', () => {
  it('names the twelve templates in the order of the spec', () => {
    render(<MathTemplatesRow onInsert={vi.fn()} />);
    const row = screen.getByRole('group', { name: 'Templates' });
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      '2×2 Matrix',
      '3×3 Matrix',
      'Vector 2D',
      'Vector 3D',
      'Determinant',
      'Brace (piecewise)',
      'Summation',
      'Integral',
      'Limit',
      'Derivative',
      'Partial',
      'Binomial',
    ]);
  });

  it('hands a clicked template’s LaTeX to onInsert', async () => {
    const onInsert = vi.fn();
    render(<MathTemplatesRow onInsert={onInsert} />);
    await userEvent.click(screen.getByRole('button', { name: '2×2 Matrix' }));
    expect(onInsert).toHaveBeenCalledExactlyOnceWith('\\begin{bmatrix} a & b \\\\ c & d \\end{bmatrix}');
  });
});
