import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setSignInModalOpen, useSignInModalOpen } from '@/lib/auth/sign-in-modal.ts';
import { SignInModal } from './sign-in-modal.tsx';

/** Shown while the shared flag is set, as the layout does; the Login button sets it. */
function ModalHost() {
  const open = useSignInModalOpen();
  return (
    <>
      <button type="button" onClick={() => setSignInModalOpen(true)}>
        Login
      </button>
      <p data-testid="flag">{String(open)}</p>
      {open ? <SignInModal /> : null}
      <a href="/after">A link after the modal</a>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<ModalHost />);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  const dialog = screen.getByRole('dialog', { name: 'Sign In' });
  return { user, dialog };
}

const flag = () => screen.getByTestId('flag').textContent;

afterEach(() => {
  act(() => setSignInModalOpen(false));
});

describe('SignInModal', () => {
  it("is a modal dialog named 'Sign In' with the email field focused", async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
    expect(flag()).toBe('true');
  });

  it("closes with the 'Close' button and gives focus back to the Login button", async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(flag()).toBe('false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus());
  });

  it('closes on a click on the backdrop', async () => {
    const { user } = await openModal();
    await user.click(screen.getByTestId('sign-in-backdrop'));
    expect(flag()).toBe('false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a click inside the dialog', async () => {
    const { user, dialog } = await openModal();
    await user.click(screen.getByText('We email you a link that signs you in. No password needed.'));
    await user.click(screen.getByRole('heading', { name: 'Sign In' }));
    await user.click(screen.getByRole('progressbar'));
    expect(flag()).toBe('true');
    expect(dialog).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(flag()).toBe('false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape after a click on its text', async () => {
    const { user } = await openModal();
    await user.click(screen.getByText('We email you a link that signs you in. No password needed.'));
    await user.keyboard('{Escape}');
    expect(flag()).toBe('false');
  });

  it('keeps Tab inside: from the last control to the first, and back with Shift+Tab', async () => {
    const { user } = await openModal();
    const email = screen.getByLabelText('Email Address');
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(close).toHaveFocus(); // the submit button is disabled while the wait bar fills
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside after a click on its text', async () => {
    const { user } = await openModal();
    const text = screen.getByText('We email you a link that signs you in. No password needed.');
    await user.click(text);
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(text);
    await user.tab();
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
  });
});
