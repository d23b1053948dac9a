import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DeleteDialog } from './delete-dialog.tsx';

function renderDialog(overrides: Partial<Parameters<typeof DeleteDialog>[0]> = {}) {
  const props = {
    open: true,
    itemTitle: 'Arduino Uno',
    busy: false,
    error: null,
    usedBy: [],
    consequence: <p>Its public page disappears.</p>,
    onCancel: vi.fn(),
    onConfirm: vi.fn(),
    ...overrides,
  };
  render(
    <MemoryRouter>
      <DeleteDialog {...props} />
    </MemoryRouter>,
  );
  return { props, user: userEvent.setup() };
}

describe('DeleteDialog', () => {
  it('asks with Cancel focused, and cancels with Escape', async () => {
    const { props, user } = renderDialog();
    expect(screen.getByRole('alertdialog', { name: 'Delete “Arduino Uno”?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(props.onCancel).toHaveBeenCalledTimes(1);
  });

  it('says its buttons in the words it is given', async () => {
    const { props, user } = renderDialog({ cancelLabel: 'Keep it', confirmLabel: 'Delete resource' });
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete resource' }));
    expect(props.onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be cancelled while deleting', async () => {
    const { props, user } = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(props.onCancel).not.toHaveBeenCalled();
  });

  it('lists what still refers to the record and refuses to delete', () => {
    renderDialog({
      error: 'Others refer to this store.',
      usedBy: [{ kind: 'item', title: 'Servo SG90', path: '/items/sg90' }],
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Others refer to this store.');
    expect(screen.getByRole('link', { name: 'Servo SG90' })).toHaveAttribute('href', '/items/sg90');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
