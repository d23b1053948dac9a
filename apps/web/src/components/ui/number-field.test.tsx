import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './number-field.tsx';

/**
 * A parent that keeps the value in other units, as the robot keeps degrees in radians: what comes back
 * is not exactly what was typed (-13 comes back as -13.000000000000002), and it is written rounded.
 */
function ConvertingParent({ onChange }: { onChange: (value: number) => void }) {
  const [radians, setRadians] = useState(0);
  return (
    <>
      <NumberField
        label="Angle"
        unit="deg"
        value={(radians * 180) / Math.PI}
        onChange={(degrees) => {
          onChange(degrees);
          setRadians((degrees * Math.PI) / 180);
        }}
        min={-180}
        max={180}
        format={(v) => String(Number(v.toFixed(3)))}
      />
      <button type="button" onClick={() => setRadians(Math.PI / 2)}>
        Preset
      </button>
    </>
  );
}

describe('NumberField', () => {
  it('keeps a half-typed number while it is typed, and passes on each valid one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ConvertingParent onChange={onChange} />);
    const field = screen.getByRole('spinbutton', { name: 'Angle (deg)' });
    await user.clear(field);
    await user.type(field, '-13.05');
    expect(onChange).toHaveBeenLastCalledWith(-13.05);
    expect(field).toHaveValue(-13.05);
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says what is wrong with a number out of range, keeps it, and passes nothing on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ConvertingParent onChange={onChange} />);
    const field = screen.getByRole('spinbutton', { name: 'Angle (deg)' });
    await user.clear(field);
    await user.type(field, '200');
    expect(field).toHaveValue(200);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('From -180 to 180 deg');
    expect(onChange).not.toHaveBeenCalledWith(200);
    // Leaving the field keeps the wrong entry and its message, until a value comes from outside.
    await user.tab();
    expect(field).toHaveValue(200);
    await user.click(screen.getByRole('button', { name: 'Preset' }));
    expect(field).toHaveValue(90);
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(field).not.toHaveAccessibleDescription();
  });

  it('treats an empty entry as not a number', () => {
    const onChange = vi.fn();
    render(<NumberField label="Seed" value={3} onChange={onChange} />);
    const field = screen.getByRole('spinbutton', { name: 'Seed' });
    fireEvent.change(field, { target: { value: '' } });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter a number');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('writes the value as it is formatted once the visitor has left the field', async () => {
    const user = userEvent.setup();
    render(<ConvertingParent onChange={() => {}} />);
    const field = screen.getByRole('spinbutton', { name: 'Angle (deg)' });
    await user.clear(field);
    await user.type(field, '-13.0');
    expect(field).toHaveDisplayValue('-13.0');
    await user.tab();
    expect(field).toHaveDisplayValue('-13');
  });
});
