import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MathInputDialog } from './math-input-dialog.tsx';

type User = ReturnType<typeof userEvent.setup>;

const title = 'Enter LaTeX Expression';

/** The dialog open from the start, with spies for its two callbacks. */
function renderOpenDialog(initialExpression?: string) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <MathInputDialog show initialExpression={initialExpression} onConfirm={onConfirm} onClose={onClose} />,
  );
  return {
    user,
    onConfirm,
    onClose,
    dialog: screen.getByRole('dialog', { name: title }),
    textarea: textArea(),
  };
}

/** As the editor uses it: a button opens it, and closing sets `show` back to false. */
function DialogHost({ initialExpression, onConfirm }: { initialExpression: string; onConfirm: () => void }) {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        Open maths
      </button>
      <MathInputDialog
        show={show}
        initialExpression={initialExpression}
        onConfirm={onConfirm}
        onClose={() => setShow(false)}
      />
    </>
  );
}

function renderHost(initialExpression = 'x^2') {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  // StrictMode, as in the app: the dialog's open effect runs twice and must still end up right.
  render(
    <StrictMode>
      <DialogHost initialExpression={initialExpression} onConfirm={onConfirm} />
    </StrictMode>,
  );
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Open maths' }));
    return screen.getByRole('dialog', { name: title });
  };
  return { user, onConfirm, open };
}

const textArea = () => screen.getByRole('textbox', { name: title }) as HTMLTextAreaElement;
const preview = () => screen.queryByRole('figure', { name: 'Preview' });

describe('MathInputDialog', () => {
  describe('texts and layout', () => {
    it('renders nothing while show is false', () => {
      render(<MathInputDialog show={false} onConfirm={vi.fn()} onClose={vi.fn()} />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.body.textContent).toBe('');
    });

    it("is a modal dialog titled 'Enter LaTeX Expression' with 'Insert Math' and 'Cancel' at the top", () => {
      const { dialog, textarea } = renderOpenDialog();
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      for (const name of ['Insert Math', 'Cancel']) {
        const button = screen.getByRole('button', { name });
        expect(button.compareDocumentPosition(textarea) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      }
    });

    it('has a four-row text area with the placeholder and a height of 100 to 200 px', () => {
      const { textarea } = renderOpenDialog();
      expect(textarea.tagName).toBe('TEXTAREA');
      expect(textarea).toHaveAttribute('placeholder', 'Enter LaTeX expression (e.g., x^2 + y^2 = r^2)');
      expect(textarea).toHaveAttribute('rows', '4');
      expect(textarea).toHaveClass('min-h-[100px]', 'max-h-[200px]');
    });

    it('is at most 4xl wide and 90% of the viewport high, scrolling inside', () => {
      const { dialog } = renderOpenDialog();
      expect(dialog).toHaveClass('max-w-4xl', 'max-h-[90vh]', 'overflow-y-auto', 'w-full');
    });

    it('holds the symbol tabs, the search box and the Templates row', () => {
      renderOpenDialog();
      expect(screen.getAllByRole('tab')).toHaveLength(8);
      expect(screen.getByPlaceholderText('Search symbols...')).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Templates' })).toBeInTheDocument();
    });
  });

  describe('opening', () => {
    it('starts with the initial expression, focused and selected', () => {
      const { textarea } = renderOpenDialog('\\frac{a}{b}');
      expect(textarea).toHaveValue('\\frac{a}{b}');
      expect(textarea).toHaveFocus();
      expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([0, 11]);
    });

    it('starts empty without an initial expression', () => {
      const { textarea } = renderOpenDialog();
      expect(textarea).toHaveValue('');
      expect(textarea).toHaveFocus();
    });

    it('sets the text to the initial expression again each time show turns true', async () => {
      const onConfirm = vi.fn();
      const onClose = vi.fn();
      const user = userEvent.setup();
      const dialog = (show: boolean, initialExpression: string) => (
        <MathInputDialog
          show={show}
          initialExpression={initialExpression}
          onConfirm={onConfirm}
          onClose={onClose}
        />
      );
      const { rerender } = render(dialog(true, 'a'));
      await user.type(textArea(), ' + b');
      expect(textArea()).toHaveValue('a + b');
      rerender(dialog(false, 'a'));
      rerender(dialog(true, 'c^2'));
      expect(textArea()).toHaveValue('c^2');
      expect(textArea()).toHaveFocus();
      expect([textArea().selectionStart, textArea().selectionEnd]).toEqual([0, 3]);
    });
  });

  describe('preview', () => {
    it('shows the rendered expression only while the text is not empty', async () => {
      const { user, textarea } = renderOpenDialog();
      expect(preview()).not.toBeInTheDocument();
      await user.type(textarea, 'x^2');
      expect(preview()?.querySelector('.katex-mathml annotation')).toHaveTextContent('x^2');
      await user.clear(textarea);
      expect(preview()).not.toBeInTheDocument();
      await user.type(textarea, '   ');
      expect(preview()).not.toBeInTheDocument();
    });

    it('shows invalid LaTeX in error styling without throwing', async () => {
      const { user, textarea } = renderOpenDialog();
      await user.click(textarea);
      await user.paste('\\frac{1');
      expect(preview()?.querySelector('.katex-error')).toHaveTextContent('\\frac{1');
      expect(preview()?.querySelector('.text-red-700 .katex-error')).not.toBeNull();
      expect(screen.getByRole('note')).toHaveTextContent(/^Invalid LaTeX:/);
      await user.paste('}{2}');
      expect(textarea).toHaveValue('\\frac{1}{2}');
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    });
  });

  describe('invalid LaTeX', () => {
    it('marks the field invalid, says why once typing pauses, and will not insert it', async () => {
      const { user, textarea, onConfirm } = renderOpenDialog();
      await user.click(textarea);
      await user.paste('\\frac{1');
      const insert = screen.getByRole('button', { name: 'Insert Math' });
      expect(textarea).toHaveAttribute('aria-invalid', 'true');
      expect(insert).toHaveAttribute('aria-disabled', 'true');
      const said = document.getElementById(textarea.getAttribute('aria-describedby')!.split(' ')[1]!)!;
      expect(said).toHaveAttribute('aria-live', 'polite');
      await waitFor(() => expect(said).toHaveTextContent(/^Invalid LaTeX, so it cannot be inserted: .*'}'/));
      expect(textarea).toHaveAccessibleDescription(/Invalid LaTeX, so it cannot be inserted/);
      expect(insert).toHaveAccessibleDescription(/Invalid LaTeX/);

      await user.click(insert);
      await user.keyboard('{Control>}{Enter}{/Control}');
      expect(onConfirm).not.toHaveBeenCalled();

      await user.click(textarea);
      await user.keyboard('{End}');
      await user.paste('}{2}');
      expect(textarea).toHaveAttribute('aria-invalid', 'false');
      expect(insert).toHaveAttribute('aria-disabled', 'false');
      expect(said).toHaveTextContent(/^$/);
      await user.click(insert);
      expect(onConfirm).toHaveBeenCalledExactlyOnceWith('\\frac{1}{2}');
    });
  });

  describe('inserting symbols and templates', () => {
    it('replaces the selection with the symbol’s LaTeX and puts the cursor after it', async () => {
      const { user, textarea } = renderOpenDialog('a + c');
      await user.click(screen.getByRole('tab', { name: 'Greek' }));
      textarea.setSelectionRange(4, 5);
      await user.click(screen.getByRole('button', { name: 'beta' }));
      expect(textarea).toHaveValue('a + \\beta');
      expect(textarea).toHaveFocus();
      expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([9, 9]);
    });

    it('inserts at a caret in the middle, keeping the text on both sides', async () => {
      const { user, textarea } = renderOpenDialog('ab');
      textarea.setSelectionRange(1, 1);
      await user.click(screen.getByRole('button', { name: 'plus or minus' }));
      expect(textarea).toHaveValue('a\\pmb');
      expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([4, 4]);
    });

    it('inserts a template at the cursor, and the next insertion goes after it', async () => {
      const { user, textarea } = renderOpenDialog('x = ');
      textarea.setSelectionRange(4, 4);
      await user.click(screen.getByRole('button', { name: 'Binomial' }));
      expect(textarea).toHaveValue('x = \\binom{n}{k}');
      expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([16, 16]);
      await user.click(screen.getByRole('button', { name: 'plus' }));
      expect(textarea).toHaveValue('x = \\binom{n}{k}+');
      expect(textarea).toHaveFocus();
    });

    it('replaces the whole initial expression, selected on opening, when a symbol is clicked first', async () => {
      const { user, textarea } = renderOpenDialog('old');
      await user.click(screen.getByRole('button', { name: 'fraction' }));
      expect(textarea).toHaveValue('\\frac{a}{b}');
    });

    it('inserts a found symbol after searching', async () => {
      const { user, textarea } = renderOpenDialog('');
      await user.type(screen.getByPlaceholderText('Search symbols...'), 'absolute');
      await user.click(screen.getByRole('button', { name: 'absolute value' }));
      expect(textarea).toHaveValue('\\left| x \\right|');
      expect(textarea).toHaveFocus();
    });
  });

  describe('confirming', () => {
    it.each([
      ['Ctrl+Enter', '{Control>}{Enter}{/Control}'],
      ['Meta+Enter', '{Meta>}{Enter}{/Meta}'],
    ])('%s emits the trimmed expression, then closes', async (_name, keys) => {
      const { user, onConfirm, onClose } = renderOpenDialog('  x^2 + 1 \n');
      await user.keyboard(keys);
      expect(onConfirm).toHaveBeenCalledExactlyOnceWith('x^2 + 1');
      expect(onClose).toHaveBeenCalledOnce();
      expect(onConfirm.mock.invocationCallOrder[0]).toBeLessThan(onClose.mock.invocationCallOrder[0]!);
    });

    it("'Insert Math' emits the trimmed expression, then closes", async () => {
      const { user, onConfirm, onClose } = renderOpenDialog(' \\alpha ');
      await user.click(screen.getByRole('button', { name: 'Insert Math' }));
      expect(onConfirm).toHaveBeenCalledExactlyOnceWith('\\alpha');
      expect(onClose).toHaveBeenCalledOnce();
    });

    it('confirms with the shortcut from a symbol button too', async () => {
      const { user, onConfirm } = renderOpenDialog('y');
      screen.getByRole('button', { name: 'minus' }).focus();
      await user.keyboard('{Control>}{Enter}{/Control}');
      expect(onConfirm).toHaveBeenCalledExactlyOnceWith('y');
    });

    it('ignores a confirm while the trimmed text is empty, and stays open', async () => {
      const { user, onConfirm, onClose, textarea } = renderOpenDialog(' \n ');
      await user.click(screen.getByRole('button', { name: 'Insert Math' }));
      textarea.focus();
      await user.keyboard('{Control>}{Enter}{/Control}{Meta>}{Enter}{/Meta}');
      expect(onConfirm).not.toHaveBeenCalled();
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Insert Math' })).toHaveAttribute('aria-disabled', 'true');
    });

    it('lets a plain Enter start a new line instead of confirming', async () => {
      const { user, onConfirm, textarea } = renderOpenDialog('');
      await user.type(textarea, 'a{Enter}b');
      expect(textarea).toHaveValue('a\nb');
      expect(onConfirm).not.toHaveBeenCalled();
    });
  });

  describe('closing without change', () => {
    it('closes on Escape', async () => {
      const { user, onConfirm, onClose } = renderOpenDialog('x');
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledOnce();
      expect(onConfirm).not.toHaveBeenCalled();
    });

    it('closes on Escape from the search box too', async () => {
      const { user, onConfirm, onClose } = renderOpenDialog('x');
      await user.click(screen.getByPlaceholderText('Search symbols...'));
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledOnce();
      expect(onConfirm).not.toHaveBeenCalled();
    });

    it("closes on 'Cancel'", async () => {
      const { user, onConfirm, onClose } = renderOpenDialog('x');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onClose).toHaveBeenCalledOnce();
      expect(onConfirm).not.toHaveBeenCalled();
    });

    it('closes on a click on the backdrop, not on a click inside the dialog', async () => {
      const { user, onConfirm, onClose, dialog } = renderOpenDialog('x');
      await user.click(dialog);
      await user.click(screen.getByRole('heading', { name: title }));
      expect(onClose).not.toHaveBeenCalled();
      await user.click(screen.getByTestId('math-dialog-backdrop'));
      expect(onClose).toHaveBeenCalledOnce();
      expect(onConfirm).not.toHaveBeenCalled();
    });
  });

  it('keeps its clicks and keys from the component that renders it (events bubble through a portal)', async () => {
    const onClick = vi.fn();
    const onMouseDown = vi.fn();
    const onKeyDown = vi.fn();
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <div onClick={onClick} onMouseDown={onMouseDown} onKeyDown={onKeyDown}>
        <MathInputDialog show initialExpression="x" onConfirm={vi.fn()} onClose={onClose} />
      </div>,
    );
    await user.type(textArea(), '+1');
    await user.click(screen.getByRole('button', { name: 'plus' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('math-dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onClick).not.toHaveBeenCalled();
    expect(onMouseDown).not.toHaveBeenCalled();
    expect(onKeyDown).not.toHaveBeenCalled();
  });

  describe('focus', () => {
    it('keeps Tab and Shift+Tab inside the dialog, wrapping round', async () => {
      const { user, open } = renderHost();
      const dialog = await open();
      const insertMath = screen.getByRole('button', { name: 'Insert Math' });
      const lastTemplate = screen.getByRole('button', { name: 'Binomial' });
      insertMath.focus();
      await user.tab({ shift: true });
      expect(lastTemplate).toHaveFocus();
      await user.tab();
      expect(insertMath).toHaveFocus();
      for (let step = 0; step < 60; step += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });

    it('reaches the controls in order: buttons, text area, selected tab, search, symbols', async () => {
      const { user, open } = renderHost();
      await open();
      screen.getByRole('button', { name: 'Insert Math' }).focus();
      const visited: (string | null)[] = [];
      for (let step = 0; step < 5; step += 1) {
        await user.tab();
        const active = document.activeElement as HTMLElement;
        visited.push(
          active.getAttribute('aria-label') ?? active.getAttribute('placeholder') ?? active.textContent,
        );
      }
      expect(visited).toEqual([
        'Cancel',
        'Enter LaTeX expression (e.g., x^2 + y^2 = r^2)',
        'Basic',
        'Search Basic symbols',
        'plus',
      ]);
    });

    it.each([
      ['Escape', (user: User) => user.keyboard('{Escape}')],
      ['Cancel', (user: User) => user.click(screen.getByRole('button', { name: 'Cancel' }))],
      ['Ctrl+Enter', (user: User) => user.keyboard('{Control>}{Enter}{/Control}')],
    ])('gives focus back to what had it before opening, after closing with %s', async (_how, close) => {
      const { user, open } = renderHost();
      await open();
      expect(textArea()).toHaveFocus();
      await close(user);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open maths' })).toHaveFocus();
    });
  });
});
