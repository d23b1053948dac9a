import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GridworldLab } from './gridworld-lab.tsx';

const output = (label: string) => screen.getByLabelText(label, { selector: 'output' });

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
    expect(screen.getByText('From 0 to 0.99')).toBeInTheDocument();
  });

  it('brings γ = 1 from Q-learning down to 0.99 for dynamic programming, which converges only below 1', () => {
    render(<GridworldLab />);
    fireEvent.change(screen.getByLabelText('Algorithm'), { target: { value: 'q-learning' } });
    const gamma = screen.getByLabelText('Discount γ');
    fireEvent.change(gamma, { target: { value: '1' } });
    fireEvent.blur(gamma);
    expect(gamma).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('Algorithm'), { target: { value: 'policy-iteration' } });
    expect(screen.getByLabelText('Discount γ')).toHaveValue(0.99);
    expect(screen.getByLabelText('Discount γ')).not.toHaveAttribute('aria-invalid', 'true');
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
    // One sweep of the random policy: −1 everywhere but the terminal corners (Figure 4.1, k = 1).
    expect(
      screen.getByRole('button', { name: /^Row 2, column 2: reward −1\.00, value −1\.00$/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Row \d, column \d/ })).toHaveLength(16);
  });
});
