import { robots } from '@tinkerlabs/kinematics/robots';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransformPanel } from './transform-panel.tsx';

describe('TransformPanel', () => {
  it('shows the SCARA’s T₀₄ as the DH table’s product, from frame 0 on the pedestal, and says so', async () => {
    const { container } = render(<TransformPanel model={robots.scara} q={[0, Math.PI / 3, 100, 0]} />);
    // The tool is 200 mm below frame 0 (200 mm above the floor): KaTeX's annotation holds the source.
    await expect.poll(() => container.querySelector('annotation')?.textContent).toContain('-200.0');
    expect(screen.getByText(/Frame 0 sits on top of the 400 mm pedestal/)).toBeInTheDocument();
  });

  it('says nothing of a pedestal for an arm standing on the floor', () => {
    render(<TransformPanel model={robots.cartesian} q={[250, 400, 100]} />);
    expect(screen.queryByText(/pedestal/)).toBeNull();
  });
});
