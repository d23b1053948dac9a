import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('gives the loss curve’s numbers as a table behind "Show the data"', async () => {
    render(
      <TinyMlDeviceView
        state={{
          ...emptyTinyMlState,
          losses: [
            { epoch: 1, loss: 0.5, validationLoss: 0.61 },
            { epoch: 2, loss: 0.25, validationLoss: 0.3 },
          ],
          plannedEpochs: 2,
        }}
      />,
    );
    await userEvent.setup().click(screen.getByText('Show the data'));
    const table = screen.getByRole('table', { name: 'Loss per epoch' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Epoch', 'Training loss', 'Validation loss']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['10.5000.610', '20.2500.300']);
  });
});
