import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ChosenComponent } from '../lib/project-form-values.ts';
import { ChosenComponents } from './chosen-components.tsx';

const part = (uniqueKey: string, name: string): ChosenComponent => ({
  uniqueKey,
  name,
  detail: null,
  quantity: '1',
  note: '',
});

function Harness({ errors = {} }: { errors?: Record<string, string> }) {
  const [components, setComponents] = useState([
    part('N20-100', 'Gearmotor'),
    part('TCRT5000', 'Line sensor'),
    part('ESP32', 'ESP32 board'),
  ]);
  return <ChosenComponents components={components} onChange={setComponents} errors={errors} />;
}

const names = () =>
  within(screen.getByRole('list', { name: 'Chosen components' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent?.match(/^(Gearmotor|Line sensor|ESP32 board)/)?.[1]);

describe('ChosenComponents', () => {
  it('moves components up and down and removes them, by buttons that name the part', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Move Gearmotor up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move ESP32 board down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move ESP32 board up' }));
    expect(names()).toEqual(['Gearmotor', 'ESP32 board', 'Line sensor']);
    await user.click(screen.getByRole('button', { name: 'Move Gearmotor down' }));
    expect(names()).toEqual(['ESP32 board', 'Gearmotor', 'Line sensor']);
    await user.click(screen.getByRole('button', { name: 'Remove Gearmotor' }));
    expect(names()).toEqual(['ESP32 board', 'Line sensor']);
  });

  it("shows a component's message under its own field", () => {
    render(<Harness errors={{ 'components.1.quantity': 'Use a whole number from 1 to 1000.' }} />);
    const quantity = screen.getByLabelText('Quantity of Line sensor');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription('Use a whole number from 1 to 1000.');
    expect(screen.getByLabelText('Quantity of Gearmotor')).not.toHaveAttribute('aria-invalid');
  });
});
