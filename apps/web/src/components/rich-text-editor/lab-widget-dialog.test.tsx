import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LabWidgetAttrs } from '@tinkerlabs/rich-text/lab-widget';
import { validateDoc } from '@tinkerlabs/rich-text/validate-doc';
import { describe, expect, it, vi } from 'vitest';
import { LabWidgetDialog } from './lab-widget-dialog.tsx';

function renderDialog(initial: LabWidgetAttrs | null = null) {
  const onConfirm = vi.fn<(attrs: LabWidgetAttrs) => void>();
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(<LabWidgetDialog initial={initial} takenIds={new Set()} onConfirm={onConfirm} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', {
    name: initial ? 'Edit the lab widget' : 'Insert a lab widget',
  });
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  const select = (name: string, option: string) =>
    user.selectOptions(within(dialog).getByRole('combobox', { name }), option);
  const write = async (name: string, text: string) => {
    await user.clear(field(name));
    field(name).focus();
    await user.paste(text);
  };
  const ok = () => user.click(within(dialog).getByRole('button', { name: 'OK' }));
  const confirmed = () => onConfirm.mock.lastCall?.[0];
  return { user, onConfirm, dialog, field, select, write, ok, confirmed };
}

const valid = (attrs: LabWidgetAttrs) =>
  validateDoc({ type: 'doc', content: [{ type: 'labWidget', attrs }] }).ok;

describe('LabWidgetDialog', () => {
  it('starts with a SCARA arm in its home pose, labelled in the lab’s order and units', async () => {
    const { ok, confirmed, field } = renderDialog();
    expect(screen.getByRole('combobox', { name: 'Lab' })).toHaveFocus();
    expect(field('Shoulder θ1 (°)')).toHaveValue('0');
    expect(field('Elbow θ2 (°)')).toHaveValue('60');
    expect(field('Quill d3 (mm)')).toHaveValue('100');
    expect(field('Tool roll θ4 (°)')).toHaveValue('0');
    await ok();
    expect(confirmed()).toEqual({ kind: 'robotArm', arm: 'scara', joints: [0, 60, 100, 0], target: null });
    expect(valid(confirmed()!)).toBe(true);
  });

  it('inserts an arm with joint values and a target point', async () => {
    const { user, dialog, select, write, ok, confirmed } = renderDialog();
    await select('Arm', 'Cylindrical');
    await write('Base θ1 (°)', '30');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show a target point' }));
    await write('x', '400');
    await write('y', '250');
    await write('z', '200');
    await ok();
    expect(confirmed()).toEqual({
      kind: 'robotArm',
      arm: 'cylindrical',
      joints: [30, 60, 400],
      target: [400, 250, 200],
    });
    expect(valid(confirmed()!)).toBe(true);
  });

  it('says which joint value is wrong: not a number, out of range, or missing', async () => {
    const { write, ok, field, onConfirm } = renderDialog();
    await write('Shoulder θ1 (°)', '200');
    await write('Elbow θ2 (°)', 'ten');
    await write('Quill d3 (mm)', '');
    await ok();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(field('Shoulder θ1 (°)')).toHaveAccessibleDescription(/Shoulder θ1 goes from -132 to 132°\./);
    expect(field('Shoulder θ1 (°)')).toHaveFocus();
    expect(field('Elbow θ2 (°)')).toHaveAccessibleDescription(/Type a number, such as 45 or -12\.5\./);
    expect(field('Quill d3 (mm)')).toHaveAccessibleDescription(/Give a value\./);
  });

  it('keeps "no joint values" (the lab’s home pose) when editing such a widget', async () => {
    const initial: LabWidgetAttrs = { kind: 'robotArm', arm: 'spherical', joints: [], target: null };
    const { ok, confirmed, field } = renderDialog(initial);
    expect(field('Base θ1 (°)')).toHaveValue('');
    await ok();
    expect(confirmed()).toEqual(initial);
  });

  it('inserts a gridworld with a preset world and an algorithm', async () => {
    const { select, ok, confirmed } = renderDialog();
    await select('Lab', 'Gridworld');
    await select('World', 'Sutton and Barto’s 4 × 4 grid (Example 4.1)');
    await select('Algorithm', 'Value iteration');
    await ok();
    expect(confirmed()).toEqual({
      kind: 'gridworld',
      world: 'sutton-barto-4x4',
      algorithm: 'value-iteration',
    });
    expect(valid(confirmed()!)).toBe(true);
  });

  it('inserts a maze of the lab, or one written in place, with its mouse', async () => {
    const { select, write, ok, confirmed, field } = renderDialog();
    await select('Lab', 'Maze');
    await write('Maze id', 'training/practice-8x8-a');
    await select('Mouse', 'Left-wall follower');
    await ok();
    expect(confirmed()).toEqual({
      kind: 'maze',
      maze: 'training/practice-8x8-a',
      text: null,
      mouse: 'left-wall',
    });
    await select('Maze', 'A maze written here');
    const maze = ['+---+---+', '|       |', '+   +   +', '|   |   |', '+---+---+'].join('\n');
    await write('Maze text', maze);
    await ok();
    expect(confirmed()).toEqual({ kind: 'maze', maze: null, text: maze, mouse: 'left-wall' });
    expect(valid(confirmed()!)).toBe(true);
    expect(field('Maze text')).toBeInTheDocument();
  });

  it('explains a maze id or a maze text that cannot be used', async () => {
    const { select, write, ok, field, onConfirm } = renderDialog();
    await select('Lab', 'Maze');
    await write('Maze id', 'japan2013ef');
    await ok();
    expect(field('Maze id')).toHaveAccessibleDescription(
      /A bundled maze is named like "classic\/japan2013ef"\./,
    );
    await select('Maze', 'A maze written here');
    await write('Maze text', '');
    expect(field('Maze text')).toHaveAccessibleDescription(
      /Write the maze in one of the contest text formats/,
    );
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('inserts coordinate frames with the figure’s three values', async () => {
    const { select, write, ok, confirmed } = renderDialog();
    await select('Lab', 'Coordinate frames');
    await select('Figure', 'Euler angles (yaw, pitch, roll)');
    await write('Yaw (degrees)', '45');
    await write('Pitch (degrees)', '-10');
    await write('Roll (degrees)', '5,5');
    await ok();
    expect(confirmed()).toEqual({ kind: 'coordinateFrames', figure: 'euler', values: [45, -10, 5.5] });
    expect(valid(confirmed()!)).toBe(true);
  });

  it('edits an existing widget, its fields filled in, and previews it by name', async () => {
    const initial: LabWidgetAttrs = { kind: 'gridworld', world: 'cliff-walking', algorithm: 'sarsa' };
    const { dialog, select, ok, confirmed } = renderDialog(initial);
    expect(within(dialog).getByRole('combobox', { name: 'Algorithm' })).toHaveValue('sarsa');
    expect(within(dialog).getByRole('region', { name: 'Preview' })).toHaveTextContent(
      'Gridworld: cliff walking',
    );
    await select('Algorithm', 'Q-learning');
    await ok();
    expect(confirmed()).toEqual({ ...initial, algorithm: 'q-learning' });
  });
});
