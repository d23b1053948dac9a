import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MathTextDisplay } from './math-text-display.tsx';

describe('MathTextDisplay', () => {
  it("shows block maths in a card titled 'Expression' by default, the title above the maths", () => {
    render(<MathTextDisplay expression="x^2 + y^2 = r^2" />);
    const card = screen.getByRole('figure', { name: 'Expression' });
    const title = screen.getByText('Expression');
    const maths = card.querySelector('.katex-display');
    expect(maths).not.toBeNull();
    expect(title.compareDocumentPosition(maths!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card).toHaveClass('rounded-xl', 'border');
  });

  it('shows the title it is given', () => {
    render(<MathTextDisplay expression="\alpha" title="Preview" />);
    expect(screen.getByRole('figure', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.queryByText('Expression')).not.toBeInTheDocument();
  });

  it('renders inline maths within the text, without a title or card', () => {
    const { container } = render(
      <p>
        Area <MathTextDisplay expression="\pi r^2" mode="inline" /> of a circle
      </p>,
    );
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByText('Expression')).not.toBeInTheDocument();
    expect(container.querySelector('p > span .katex')).not.toBeNull();
    expect(container.querySelector('.katex-display')).toBeNull();
  });

  it('follows a new expression', () => {
    const { rerender, container } = render(<MathTextDisplay expression="a" />);
    expect(container.querySelector('.katex-mathml annotation')).toHaveTextContent('a');
    rerender(<MathTextDisplay expression="\beta" />);
    expect(container.querySelector('.katex-mathml annotation')).toHaveTextContent('\\beta');
  });

  it('shows invalid LaTeX in error styling with a note, without throwing', () => {
    const { container } = render(<MathTextDisplay expression="\frac{a" />);
    expect(container.querySelector('.katex-error')).toHaveTextContent('\\frac{a');
    expect(container.querySelector('.katex-error')!.closest('.text-red-700')).not.toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent(/^Invalid LaTeX: .*expected '}'/);
  });

  it('marks invalid inline LaTeX too, without throwing', () => {
    const { container } = render(<MathTextDisplay expression="\undefinedcommand" mode="inline" />);
    expect(container.querySelector('.katex [style*="color: rgb(204, 0, 0)"]')).not.toBeNull();
    expect(container.firstElementChild).toHaveClass('text-red-700');
    expect(screen.getByRole('note')).toHaveTextContent('Invalid LaTeX: Undefined control sequence');
  });

  it('adds no error note to valid LaTeX', () => {
    const { container } = render(<MathTextDisplay expression="\frac{a}{b}" />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(container.querySelector('.text-red-700')).toBeNull();
  });

  it('keeps untrusted commands inert: no link from \\href', () => {
    const { container } = render(<MathTextDisplay expression="\href{javascript:alert(1)}{click}" />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('[href]')).toBeNull();
  });
});
