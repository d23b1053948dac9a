import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CodeCellNode } from '@tinkerlabs/rich-text/document';
import { validateDoc } from '@tinkerlabs/rich-text/validate-doc';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeCellDialog } from './code-cell-dialog.tsx';

type Attrs = CodeCellNode['attrs'];

function renderDialog(initial: Attrs | null = null, takenIds: string[] = []) {
  const onConfirm = vi.fn<(attrs: Attrs) => void>();
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <CodeCellDialog initial={initial} takenIds={new Set(takenIds)} onConfirm={onConfirm} onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog', { name: initial ? 'Edit the code cell' : 'Insert a code cell' });
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  const ok = () => user.click(within(dialog).getByRole('button', { name: 'OK' }));
  const confirmed = () => onConfirm.mock.lastCall?.[0];
  return { user, onConfirm, onClose, dialog, field, ok, confirmed };
}

const valid = (attrs: Attrs) => validateDoc({ type: 'doc', content: [{ type: 'codeCell', attrs }] }).ok;

describe('CodeCellDialog', () => {
  it('inserts a Python cell with the first free id, then closes', async () => {
    const { user, field, ok, confirmed, onClose } = renderDialog(null, ['cell-1', 'reach']);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
    await user.type(field('Starting code'), 'name = input(){Enter}print(name)');
    await user.type(field('Program input'), 'Ada');
    await ok();
    expect(confirmed()).toEqual({
      id: 'cell-2',
      language: 'python',
      board: false,
      code: 'name = input()\nprint(name)',
      input: 'Ada',
    });
    expect(valid(confirmed()!)).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('offers the virtual board for MicroPython only', async () => {
    const { user, dialog, ok, confirmed } = renderDialog();
    expect(
      within(dialog).queryByRole('checkbox', { name: 'With the virtual board' }),
    ).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'MicroPython');
    await user.click(within(dialog).getByRole('checkbox', { name: 'With the virtual board' }));
    await ok();
    expect(confirmed()).toMatchObject({ language: 'micropython', board: true });
    expect(valid(confirmed()!)).toBe(true);
  });

  it('drops the board when the language changes away from MicroPython', async () => {
    const initial: Attrs = { id: 'blink', language: 'micropython', board: true, code: 'led.on()', input: '' };
    const { user, dialog, ok, confirmed } = renderDialog(initial);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'C++');
    await ok();
    expect(confirmed()).toEqual({ ...initial, language: 'cpp', board: false });
  });

  it('edits an existing cell, keeping its id', async () => {
    const initial: Attrs = { id: 'quantise', language: 'python', board: false, code: 'print(1)', input: '5' };
    const { user, field, ok, confirmed, dialog } = renderDialog(initial, ['cell-1']);
    expect(field('Starting code')).toHaveValue('print(1)');
    expect(field('Program input')).toHaveValue('5');
    expect(within(dialog).getByRole('combobox', { name: 'Language' })).toHaveValue('python');
    await user.clear(field('Starting code'));
    await user.type(field('Starting code'), 'print(2)');
    await ok();
    expect(confirmed()).toEqual({ ...initial, code: 'print(2)' });
  });

  it('previews the cell as the page renders it', async () => {
    const { user, field, dialog } = renderDialog();
    await user.type(field('Starting code'), 'print(42)');
    expect(within(dialog).getByRole('region', { name: 'Preview' })).toHaveTextContent('print(42)');
  });

  it('shows what is wrong under the field, focuses it, and does not confirm', async () => {
    const { user, field, ok, onConfirm, onClose } = renderDialog();
    field('Starting code').focus();
    await user.paste('x'.repeat(20_001));
    await ok();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(field('Starting code')).toHaveAccessibleDescription(/A code cell is at most 20 000 characters\./);
    expect(field('Starting code')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Starting code')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('The block is not complete yet');
  });

  it('confirms with Ctrl+Enter from any field', async () => {
    const { user, field, onConfirm } = renderDialog();
    await user.type(field('Starting code'), 'print(1)');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('gives focus back to what opened it', async () => {
    const user = userEvent.setup();
    function Host() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open ? (
            <CodeCellDialog
              initial={null}
              takenIds={new Set()}
              onConfirm={vi.fn()}
              onClose={() => setOpen(false)}
            />
          ) : null}
        </>
      );
    }
    render(
      <StrictMode>
        <Host />
      </StrictMode>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on Escape and on Cancel without confirming', async () => {
    const { user, onConfirm, onClose, dialog } = renderDialog();
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps its clicks and keys from the component that renders it (it is a portal)', async () => {
    const onClick = vi.fn();
    const onKeyDown = vi.fn();
    const user = userEvent.setup();
    render(
      <div onClick={onClick} onKeyDown={onKeyDown}>
        <CodeCellDialog initial={null} takenIds={new Set()} onConfirm={vi.fn()} onClose={vi.fn()} />
      </div>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Starting code' }), 'x');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(onKeyDown).not.toHaveBeenCalled();
  });
});
