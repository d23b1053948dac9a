import { robots } from '@tinkerlabs/kinematics/robots';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JointControls } from './joint-controls.tsx';

describe('JointControls', () => {
  const model = robots.scara;
  const q = model.joints.map((joint) => joint.home);

  it('gives every joint a slider and a number input named "Joint n (symbol, unit)" with its limits', () => {
    render(<JointControls model={model} q={q} selectedJoint={0} onSelect={() => {}} onChange={() => {}} />);
    const slider = screen.getByRole('slider', { name: 'Joint 1 (θ1, deg)' });
    expect(slider).toHaveAttribute('min', '-132');
    expect(slider).toHaveAttribute('max', '132');
    const quill = screen.getByRole('spinbutton', { name: 'Joint 3 (d3, mm)' });
    expect(quill).toHaveAttribute('min', '0');
    expect(quill).toHaveAttribute('max', '200');
    expect(quill).toHaveValue(100);
    expect(screen.getAllByRole('slider')).toHaveLength(4);
  });

  it('passes typed degrees on in radians', () => {
    const onChange = vi.fn();
    render(<JointControls model={model} q={q} selectedJoint={0} onSelect={() => {}} onChange={onChange} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Joint 2 (θ2, deg)' }), {
      target: { value: '90' },
    });
    expect(onChange).toHaveBeenCalledWith(1, Math.PI / 2);
  });
});
