import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyTinyMlState } from '@/lib/code-runners/tinyml-device.ts';
import { TinyMlDeviceView } from './tinyml-device-view.tsx';

const epochLabels = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-axis="epoch"] .tick text')].map((text) => text.textContent);

describe('TinyMlDeviceView', () => {
  it('draws no epoch ticks before training, rather than "1 1 1 2 2 2"', () => {
    const { container } = render(<TinyMlDeviceView state={emptyTinyMlState} />);
    expect(screen.getByText('No training yet: run a program that calls train().')).toBeInTheDocument();
    expect(epochLabels(container)).toEqual([]);
    expect(screen.queryByText(/Trained on the/)).not.toBeInTheDocument();
  });

  it('labels each epoch once on a two-epoch training and says which backend and seed trained it', () => {
    const { container } = render(
      <TinyMlDeviceView
        state={{
          ...emptyTinyMlState,
          losses: [{ epoch: 1, loss: 0.5 }],
          plannedEpochs: 2,
          backend: 'cpu',
          seed: 1,
        }}
      />,
    );
    expect(epochLabels(container)).toEqual(['1', '2']);
    expect(
      screen.getByText(
        'Trained on the CPU backend with seed 1: the same program and seed train the same model and C header.',
      ),
    ).toBeInTheDocument();
  });

  it('labels a 200-epoch plot with distinct whole epochs', () => {
    const { container } = render(
      <TinyMlDeviceView state={{ ...emptyTinyMlState, plannedEpochs: 200, backend: 'webgl', seed: 3 }} />,
    );
    const labels = epochLabels(container);
    expect(labels.length).toBeGreaterThan(1);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.every((label) => /^\d+$/.test(label ?? ''))).toBe(true);
    expect(screen.getByText(/^Trained on the WebGL backend with seed 3/)).toBeInTheDocument();
  });
});
