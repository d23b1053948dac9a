import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RejectDialog } from './reject-dialog.tsx';

function renderDialog(overrides: Partial<Parameters<typeof RejectDialog>[0]> = {}) {
  const props = {
    open: true,
    itemTitle: 'Maker Parts',
    busy: false,
    error: null,
    onCancel: vi.fn(),
    onConfirm: vi.fn(),
    ...overrides,
  };
  render(
    <>
      <button type="button">Reject…</button>
      <RejectDialog {...props} />
    </>,
  );
  return { props, user: userEvent.setup() };
}

describe('RejectDialog', () => {
  it('requires a reason and sends it trimmed', async () => {
    const { props, user } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Reject “Maker Parts”' })).toBeInTheDocument();
    const reason = screen.getByLabelText('Reason for the member (required)');
    expect(reason).toHaveFocus();
    await user.type(reason, '   ');
    await user.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    expect(screen.getByText('Give the member a reason.')).toBeInTheDocument();
    expect(props.onConfirm).not.toHaveBeenCalled();
    await user.type(reason, 'The website does not sell electronics. ');
    await user.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    expect(props.onConfirm).toHaveBeenCalledWith('The website does not sell electronics.');
  });

  it('cancels with Escape and keeps Tab inside the dialog', async () => {
    const { props, user } = renderDialog();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByLabelText('Reason for the member (required)')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(props.onCancel).toHaveBeenCalled();
  });

  it('shows the server’s refusal', () => {
    renderDialog({ error: 'This submission changed while you were reviewing it.' });
    expect(screen.getByRole('alert')).toHaveTextContent('This submission changed');
  });

  it('renders nothing while closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
