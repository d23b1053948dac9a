import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogActions } from './dialog.tsx';

/** A page with an opener, the dialog it opens, and a control after it that Tab must never reach. */
function Page({ dismissable = true, focusSecond = false }: { dismissable?: boolean; focusSecond?: boolean }) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete…
      </button>
      {open ? (
        <Dialog
          title="Delete the board?"
          onDismiss={dismissable ? close : undefined}
          initialFocus={focusSecond ? second : undefined}
        >
          <p>It cannot be undone.</p>
          <DialogActions>
            <button type="button" onClick={close}>
              Keep it
            </button>
            <button ref={second} type="button" onClick={close}>
              Delete
            </button>
          </DialogActions>
        </Dialog>
      ) : null}
      <a href="/after">After the dialog</a>
    </>
  );
}

async function openDialog(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: 'Delete…' }));
  return user;
}

describe('Dialog', () => {
  it('is a modal alert dialog named by its heading, with its first control focused', async () => {
    await openDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the board?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Delete the board?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
  });

  it('focuses the control it is told to', async () => {
    await openDialog({ focusSecond: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openDialog();
    const keep = screen.getByRole('button', { name: 'Keep it' });
    const remove = screen.getByRole('button', { name: 'Delete' });
    await user.tab();
    expect(remove).toHaveFocus();
    await user.tab();
    expect(keep).toHaveFocus();
    await user.tab({ shift: true });
    expect(remove).toHaveFocus();
    expect(screen.getByRole('link', { name: 'After the dialog' })).not.toHaveFocus();
  });

  it('closes with Escape and gives the focus back to the opener', async () => {
    const user = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete…' })).toHaveFocus();
  });

  it('gives the focus back when closed by one of its buttons', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete…' })).toHaveFocus();
  });

  it('ignores Escape when it has no dismiss action (a choice is required)', async () => {
    const user = await openDialog({ dismissable: false });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('does not let Escape reach the page behind it', async () => {
    const onPageKeyDown = vi.fn();
    const user = userEvent.setup();
    render(
      <div onKeyDown={(event) => onPageKeyDown(event.key)}>
        <Dialog title="Reason" role="dialog" onDismiss={() => undefined}>
          <button type="button">Cancel</button>
        </Dialog>
      </div>,
    );
    expect(screen.getByRole('dialog', { name: 'Reason' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onPageKeyDown).not.toHaveBeenCalled();
  });

  it('closes on a click on the backdrop only when asked to, never on a click inside', async () => {
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <Dialog title="Sign In" role="dialog" onDismiss={onDismiss} backdropTestId="backdrop">
        <button type="button">Close</button>
      </Dialog>,
    );
    await user.click(screen.getByTestId('backdrop'));
    expect(onDismiss).not.toHaveBeenCalled();
    rerender(
      <Dialog title="Sign In" role="dialog" onDismiss={onDismiss} dismissOnBackdrop backdropTestId="backdrop">
        <button type="button">Close</button>
      </Dialog>,
    );
    await user.click(screen.getByRole('heading', { name: 'Sign In' }));
    expect(onDismiss).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('backdrop'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to the opener even when a field inside took it with autoFocus', async () => {
    function Form() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Login
          </button>
          {open ? (
            <Dialog title="Sign In" role="dialog" onDismiss={() => setOpen(false)}>
              <label>
                Email
                <input autoFocus />
              </label>
            </Dialog>
          ) : null}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
  });
});
