// The code editor is an editable draft (a text area) until someone points at it, focuses it or the
// compiler marks a line; then CodeMirror takes over, from the draft's text, caret and focus.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CodeEditor } from './code-editor.tsx';

// jsdom lays nothing out: CodeMirror's measuring asks a text range for its (here empty) rectangles.
beforeAll(async () => {
  await import('./code-editor-view.ts'); // in the module cache, so a wrongly early editor would show below
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

const code = { code: 'print("hello")\nprint("again")' };

/** Every dynamic import settled, and the task after it: the editor would be here had it been asked for. */
const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const codeMirror = (container: HTMLElement) => container.querySelector('.cm-editor');

describe('CodeEditor', () => {
  it('shows the code as an editable text area, and loads nothing until someone means to edit', async () => {
    const { container } = render(
      <CodeEditor language="python" loadedCode={code} onChange={() => {}} label="Code" />,
    );
    await settle();
    const draft = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Code' });
    expect(draft.tagName).toBe('TEXTAREA');
    expect(draft.value).toBe(code.code);
    expect(codeMirror(container)).toBeNull();
    expect(container.querySelector('[data-code-editor]')?.getAttribute('aria-busy')).toBe('false');
  });

  it('reports what is typed into the draft, and CodeMirror starts from it with the caret and focus', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <CodeEditor language="python" loadedCode={code} onChange={onChange} label="Code" />,
    );
    const draft = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Code' });
    const typed = 'print("typed first")';
    fireEvent.change(draft, { target: { value: typed } });
    expect(onChange).toHaveBeenLastCalledWith(typed);
    draft.setSelectionRange(6, 6);
    act(() => draft.focus()); // focusin: CodeMirror loads
    await vi.waitFor(() => expect(codeMirror(container)).not.toBeNull());
    const editor = screen.getByRole('textbox', { name: 'Code' });
    expect(editor.tagName).not.toBe('TEXTAREA');
    expect(editor.textContent).toBe(typed);
    expect(container.contains(document.activeElement)).toBe(true);
    expect(container.querySelector('textarea')).toBeNull();
  });

  it('loads CodeMirror when the code is pointed at', async () => {
    const { container } = render(
      <CodeEditor language="python" loadedCode={code} onChange={() => {}} label="Code" />,
    );
    container.querySelector('[data-code-editor]')!.dispatchEvent(new Event('pointerenter'));
    await vi.waitFor(() => expect(codeMirror(container)).not.toBeNull());
    expect(screen.getByRole('textbox', { name: 'Code' }).textContent).toContain('print("again")');
  });

  it('loads CodeMirror to mark the lines the compiler speaks of', async () => {
    const props = { language: 'cpp', onChange: () => {}, label: 'Code' } as const;
    const { container, rerender } = render(<CodeEditor {...props} loadedCode={code} />);
    await settle();
    expect(codeMirror(container)).toBeNull();
    rerender(
      <CodeEditor
        {...props}
        loadedCode={code}
        diagnostics={[{ from: 0, to: 5, severity: 'warning', message: 'unused' }]}
      />,
    );
    await vi.waitFor(() => expect(codeMirror(container)).not.toBeNull());
  });

  it('shows a newly loaded example in the draft', () => {
    const { rerender } = render(
      <CodeEditor language="python" loadedCode={code} onChange={() => {}} label="Code" />,
    );
    rerender(
      <CodeEditor language="python" loadedCode={{ code: 'x = 1' }} onChange={() => {}} label="Code" />,
    );
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Code' }).value).toBe('x = 1');
  });

  it('is one Tab stop, the named text: its scroller takes no focus of its own', async () => {
    const { container } = render(
      <CodeEditor language="python" loadedCode={code} onChange={() => {}} label="Code" />,
    );
    container.querySelector('[data-code-editor]')!.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(codeMirror(container)).not.toBeNull());
    const editor = screen.getByRole('textbox', { name: 'Code' });
    const stops = [...container.querySelectorAll<HTMLElement>('[tabindex], textarea')].filter(
      (element) => element.tabIndex >= 0,
    );
    expect(stops).toEqual([editor]);
    expect(container.querySelector<HTMLElement>('.cm-scroller')?.tabIndex).toBe(-1);
  });
});
