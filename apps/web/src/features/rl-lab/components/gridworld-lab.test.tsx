import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GridworldLab } from './gridworld-lab.tsx';

const output = (label: string) => screen.getByLabelText(label, { selector: 'output' });
/** The run's status line (the outputs are status regions too). */
const runStatus = () => screen.getByText((_, element) => element?.matches('p[role="status"]') ?? false);

describe('GridworldLab', () => {
  it('steps value iteration one sweep at a time and shows the values on the grid', () => {
    render(<GridworldLab />);
    expect(output('Sweeps')).toHaveTextContent('0');
    fireEvent.click(screen.getByRole('button', { name: 'Step' }));
    expect(output('Sweeps')).toHaveTextContent('1');
    // After one sweep only the cells next to the goal know about it: 0.9 × 1 for an intended move.
    expect(
      screen.getByRole('button', { name: /^Row 6, column 7: value 0\.90, best move down$/ }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(output('Sweeps')).toHaveTextContent('0');
  });

  it('edits a cell by keyboard and shows the learning inputs for Q-learning', () => {
    render(<GridworldLab />);
    const start = screen.getByRole('button', { name: /^Row 1, column 1: start/ });
    fireEvent.keyDown(start, { key: 'ArrowDown' });
    const below = screen.getByRole('button', { name: /^Row 2, column 1:/ });
    expect(below).toHaveFocus();
    fireEvent.keyDown(below, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Row 2, column 1: wall' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Algorithm'), { target: { value: 'q-learning' } });
    expect(screen.getByLabelText('Exploration ε')).toHaveValue(0.1);
    expect(screen.queryByLabelText('Threshold θ')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Step' }));
    expect(output('Moves')).toHaveTextContent('1');
    expect(screen.getAllByRole('button', { name: /agent here/ })).toHaveLength(1);
  });

  it('rejects a parameter outside its range without resetting', () => {
    render(<GridworldLab />);
    const gamma = screen.getByLabelText('Discount γ');
    fireEvent.change(gamma, { target: { value: '1.5' } });
    expect(gamma).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('From 0 to 1')).toBeInTheDocument();
  });

  it('takes γ = 1 for dynamic programming, and stops a run whose policy never ends at the sweep limit, saying so', () => {
    vi.useFakeTimers();
    try {
      render(<GridworldLab />);
      for (const algorithm of ['q-learning', 'policy-evaluation']) {
        fireEvent.change(screen.getByLabelText('Algorithm'), { target: { value: algorithm } });
        const gamma = screen.getByLabelText('Discount γ');
        fireEvent.change(gamma, { target: { value: '1' } });
        expect(gamma).toHaveValue(1);
        expect(gamma).not.toHaveAttribute('aria-invalid', 'true');
      }
      // A 2 × 2 world with no terminal cell and −1 for every move: the random policy never ends.
      fireEvent.change(screen.getByLabelText('Grid width'), { target: { value: '2' } });
      fireEvent.change(screen.getByLabelText('Grid height'), { target: { value: '2' } });
      fireEvent.change(screen.getByLabelText('Click a cell to'), { target: { value: 'reward' } });
      for (const cell of screen.getAllByRole('button', { name: /^Row \d, column \d: (start|value)/ }))
        fireEvent.click(cell);
      expect(screen.getByLabelText('Discount γ')).toHaveValue(1);
      fireEvent.change(screen.getByLabelText(/^Speed/), { target: { value: '7' } });
      fireEvent.click(screen.getByRole('button', { name: 'Run' }));
      act(() => vi.advanceTimersByTime(2000));
      expect(output('Sweeps')).toHaveTextContent('5000');
      expect(runStatus()).toHaveTextContent(
        /^Stopped after 5,000 sweeps without converging: Δ = .* is still above θ\. From 3 cells the policy never reaches a terminal cell, so its episodes never end, and with γ = 1 their values never settle\./,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('sets the grid’s width and height separately, from 2 to 20, and keeps editing it', () => {
    render(<GridworldLab />);
    fireEvent.change(screen.getByLabelText('Grid width'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Grid height'), { target: { value: '3' } });
    expect(screen.getAllByRole('button', { name: /^Row \d+, column \d+/ })).toHaveLength(36);
    expect(screen.getByRole('button', { name: /^Row 3, column 12: value/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Row 3, column 12:/ }));
    expect(screen.getByRole('button', { name: 'Row 3, column 12: wall' })).toBeInTheDocument();
    const width = screen.getByLabelText('Grid width');
    fireEvent.change(width, { target: { value: '21' } });
    expect(width).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('button', { name: /^Row \d+, column \d+/ })).toHaveLength(36);
    fireEvent.change(screen.getByLabelText('Grid height'), { target: { value: '20' } });
    expect(screen.getAllByRole('button', { name: /^Row \d+, column \d+/ })).toHaveLength(240);
  });

  it('pays rewards on entering a cell or, chosen on the page, R(s) on leaving it', () => {
    render(<GridworldLab />);
    const convention = screen.getByLabelText('Reward convention');
    expect(convention).toHaveValue('entering');
    // One sweep of value iteration: beside the goal, 0.9 of its +1 on entering…
    fireEvent.click(screen.getByRole('button', { name: 'Step' }));
    expect(screen.getByRole('button', { name: /^Row 6, column 7: value 0\.90,/ })).toBeInTheDocument();
    // …and with R(s) the goal is worth its own +1, paid a step later: 0.9 × γ × 1 = 0.81.
    fireEvent.change(convention, { target: { value: 'leaving' } });
    expect(output('Sweeps')).toHaveTextContent('0');
    expect(
      screen.getByRole('button', { name: 'Row 7, column 7: terminal, reward 1.00, value 1.00' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Step' }));
    expect(screen.getByRole('button', { name: /^Row 6, column 7: value 0\.81,/ })).toBeInTheDocument();
  });

  it('starts on the preset world and algorithm it is given, and loads another preset', () => {
    render(<GridworldLab start={{ world: 'cliff-walking', algorithm: 'q-learning' }} />);
    expect(screen.getByLabelText('World')).toHaveValue('cliff-walking');
    expect(screen.getByLabelText('Algorithm')).toHaveValue('q-learning');
    expect(screen.getByLabelText('Step size α')).toHaveValue(0.5);
    expect(
      screen.getAllByRole('button', { name: /cliff, back to the start, reward −100\.00$/ }),
    ).toHaveLength(10);

    fireEvent.change(screen.getByLabelText('World'), { target: { value: 'sutton-barto-4x4' } });
    fireEvent.change(screen.getByLabelText('Algorithm'), { target: { value: 'policy-evaluation' } });
    fireEvent.click(screen.getByRole('button', { name: 'Step' }));
    // One sweep of the random policy: −1 everywhere but the terminal corners (Figure 4.1, k = 1),
    // printed with the book's one decimal.
    expect(
      screen.getByRole('button', { name: /^Row 2, column 2: reward −1\.00, value −1\.0$/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Row \d, column \d/ })).toHaveLength(16);
  });

  it('starts on the size and reward convention an address asks for', () => {
    render(
      <GridworldLab
        start={{ world: 'sutton-barto-4x4', size: { width: 6, height: 2 }, rewardConvention: 'leaving' }}
      />,
    );
    expect(screen.getByLabelText('Grid width')).toHaveValue(6);
    expect(screen.getByLabelText('Grid height')).toHaveValue(2);
    expect(screen.getByLabelText('Reward convention')).toHaveValue('leaving');
    expect(screen.getAllByRole('button', { name: /^Row \d+, column \d+/ })).toHaveLength(12);
    // The preset's figure names its algorithm when the address does not.
    expect(screen.getByLabelText('Algorithm')).toHaveValue('policy-evaluation');
  });

  describe('the textbook presets show the book’s values in the grid', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    /** Runs at full speed (500 sweeps a frame) until the status says the run converged. */
    function runToConvergence() {
      fireEvent.change(screen.getByLabelText(/^Speed/), { target: { value: '7' } });
      fireEvent.click(screen.getByRole('button', { name: 'Run' }));
      act(() => vi.advanceTimersByTime(1000));
      expect(runStatus()).toHaveTextContent(/^Converged/);
    }

    /** Every open cell's value, as its accessible name and the number drawn in it give it. */
    function expectValues(rows: (string | null)[][]) {
      rows.forEach((row, r) =>
        row.forEach((value, c) => {
          const name = new RegExp(
            `^Row ${r + 1}, column ${c + 1}: ${value === null ? 'wall$' : `.*value ${value}`}`,
          );
          const cell = screen.getByRole('button', { name });
          if (value !== null) expect(within(cell).getAllByText(new RegExp(`^\\+?${value}$`))).toHaveLength(1);
        }),
      );
    }

    function choosePreset(label: string) {
      const option = screen.getByRole<HTMLOptionElement>('option', { name: label });
      fireEvent.change(screen.getByLabelText('World'), { target: { value: option.value } });
    }

    it('Sutton & Barto, Example 4.1: the random policy’s values of Figure 4.1, γ = 1', () => {
      render(<GridworldLab />);
      choosePreset('Sutton & Barto, Example 4.1 (4×4)');
      expect(
        screen.getByText(
          'Sutton & Barto, Reinforcement Learning: An Introduction, 2nd ed. (2018), Example 4.1, Figure 4.1',
        ),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Algorithm')).toHaveValue('policy-evaluation');
      expect(screen.getByLabelText('Discount γ')).toHaveValue(1);
      runToConvergence();
      expectValues([
        ['0.0', '−14.0', '−20.0', '−22.0'],
        ['−14.0', '−18.0', '−20.0', '−20.0'],
        ['−20.0', '−20.0', '−18.0', '−14.0'],
        ['−22.0', '−20.0', '−14.0', '0.0'],
      ]);
    });

    it('Russell & Norvig, 4×3 world: the utilities of Figure 17.3, γ = 1, R(s) = −0.04, 0.8 / 0.1 / 0.1', () => {
      render(<GridworldLab />);
      choosePreset('Russell & Norvig, 4×3 world');
      expect(
        screen.getByText(
          'Russell & Norvig, Artificial Intelligence: A Modern Approach, 3rd ed. (2010), Figure 17.3',
        ),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Algorithm')).toHaveValue('value-iteration');
      expect(screen.getByLabelText('Discount γ')).toHaveValue(1);
      expect(screen.getByLabelText('Reward convention')).toHaveValue('leaving');
      expect(screen.getByLabelText('Slip probability')).toHaveValue(0.2);
      expect([screen.getByLabelText('Grid width'), screen.getByLabelText('Grid height')]).toSatisfy(
        ([w, h]: HTMLInputElement[]) => w!.value === '4' && h!.value === '3',
      );
      runToConvergence();
      expectValues([
        ['0.812', '0.868', '0.918', '1.000'],
        ['0.762', null, '0.660', '−1.000'],
        ['0.705', '0.655', '0.611', '0.388'],
      ]);
    });
  });
});
