import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MathSymbolPalette } from './math-symbol-palette.tsx';

const tabCounts = [
  ['Basic', 12],
  ['Greek', 25],
  ['Relations', 17],
  ['Calculus', 16],
  ['Trigonometry', 12],
  ['Logic', 10],
  ['Sets', 11],
  ['Arrows', 10],
] as const;

function renderPalette() {
  const onInsert = vi.fn();
  const user = userEvent.setup();
  render(<MathSymbolPalette onInsert={onInsert} />);
  return { user, onInsert };
}

const grid = (category: string) => screen.getByRole('group', { name: `${category} symbols` });
const symbolButtons = (category: string) => within(grid(category)).queryAllByRole('button');
const search = () => screen.getByPlaceholderText('Search symbols...');

describe('MathSymbolPalette', () => {
  it('has the eight category tabs in order, Basic selected, in a tablist', () => {
    renderPalette();
    const tablist = screen.getByRole('tablist', { name: 'Symbol categories' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(tabCounts.map(([name]) => name));
    expect(screen.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    expect(tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true')).toHaveLength(1);
  });

  it.each(tabCounts)('shows exactly the %s tab’s %i symbols in its panel', async (name, count) => {
    const { user } = renderPalette();
    await user.click(screen.getByRole('tab', { name }));
    const tab = screen.getByRole('tab', { name });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(symbolButtons(name)).toHaveLength(count);
    expect(panel).toContainElement(grid(name));
  });

  it('lays the symbols out in a grid of eight columns', () => {
    renderPalette();
    expect(grid('Basic')).toHaveClass('grid', 'grid-cols-8');
  });

  it('shows a symbol’s glyph, with its description as tooltip and accessible name', () => {
    renderPalette();
    const plusMinus = screen.getByRole('button', { name: 'plus or minus' });
    expect(plusMinus).toHaveTextContent(/^±$/);
    expect(plusMinus).toHaveAttribute('title', 'plus or minus');
    expect(symbolButtons('Basic').every((button) => button.title === button.getAttribute('aria-label'))).toBe(
      true,
    );
  });

  it('shows the LaTeX of a symbol that has no glyph', async () => {
    const { user } = renderPalette();
    await user.click(screen.getByRole('tab', { name: 'Trigonometry' }));
    expect(screen.getByRole('button', { name: 'sine' })).toHaveTextContent(/^\\sin$/);
    expect(screen.getByRole('button', { name: 'hyperbolic tangent' })).toHaveTextContent(/^\\tanh$/);
  });

  it('hands a clicked symbol’s LaTeX to onInsert', async () => {
    const { user, onInsert } = renderPalette();
    await user.click(screen.getByRole('button', { name: 'square root' }));
    expect(onInsert).toHaveBeenCalledExactlyOnceWith('\\sqrt{x}');
  });

  describe('tabs by keyboard', () => {
    it('moves with the arrow keys, wrapping round, and selects the tab it reaches', async () => {
      const { user } = renderPalette();
      screen.getByRole('tab', { name: 'Basic' }).focus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Greek' })).toHaveFocus();
      expect(screen.getByRole('tab', { name: 'Greek' })).toHaveAttribute('aria-selected', 'true');
      expect(symbolButtons('Greek')).toHaveLength(25);
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Arrows' })).toHaveFocus();
      expect(screen.getByRole('tab', { name: 'Arrows' })).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Basic' })).toHaveFocus();
    });

    it('goes to the first tab with Home and the last with End', async () => {
      const { user } = renderPalette();
      screen.getByRole('tab', { name: 'Basic' }).focus();
      await user.keyboard('{End}');
      expect(screen.getByRole('tab', { name: 'Arrows' })).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{Home}');
      expect(screen.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    });

    it('lets only the selected tab take Tab focus', async () => {
      const { user } = renderPalette();
      await user.click(screen.getByRole('tab', { name: 'Logic' }));
      const tabIndexes = screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.tabIndex]);
      expect(tabIndexes.filter(([, index]) => index === 0)).toEqual([['Logic', 0]]);
    });
  });

  describe("the 'Search symbols...' box", () => {
    it('filters the current tab by description, ignoring case', async () => {
      const { user } = renderPalette();
      await user.type(search(), 'Plus OR minus');
      expect(symbolButtons('Basic').map((button) => button.textContent)).toEqual(['±']);
    });

    it('filters by LaTeX text', async () => {
      const { user } = renderPalette();
      await user.click(screen.getByRole('tab', { name: 'Sets' }));
      await user.type(search(), 'mathbb');
      expect(symbolButtons('Sets').map((button) => button.textContent)).toEqual(['ℕ', 'ℤ', 'ℝ']);
    });

    it('filters by display glyph', async () => {
      const { user } = renderPalette();
      await user.click(screen.getByRole('tab', { name: 'Relations' }));
      await user.type(search(), '≈');
      expect(symbolButtons('Relations').map((button) => button.getAttribute('aria-label'))).toEqual([
        'approximately equal to',
      ]);
    });

    it('searches only the current tab, and the new tab when the tab changes', async () => {
      const { user } = renderPalette();
      await user.type(search(), 'partial');
      expect(symbolButtons('Basic')).toHaveLength(0);
      expect(screen.getByText('No Basic symbol matches “partial”.')).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Calculus' }));
      expect(symbolButtons('Calculus').map((button) => button.textContent)).toEqual(['∂']);
    });

    it('shows every symbol of the tab again when the search is cleared', async () => {
      const { user } = renderPalette();
      await user.type(search(), 'divide');
      expect(symbolButtons('Basic')).toHaveLength(1);
      await user.clear(search());
      expect(symbolButtons('Basic')).toHaveLength(12);
    });
  });
});
