import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  CodeCellNode,
  ExerciseNode,
  LabWidgetNode,
  ParagraphNode,
  RichTextDoc,
} from '@tinkerlabs/rich-text/document';
import { validateDoc } from '@tinkerlabs/rich-text/validate-doc';
import type { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import { describe, expect, it, vi } from 'vitest';
import { stubEditorLayout } from './layout-stubs.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

const blockButtons = ['Insert code cell', 'Insert exercise', 'Insert lab widget'];

const cell: CodeCellNode = {
  type: 'codeCell',
  attrs: { id: 'quantise', language: 'python', board: false, code: 'print(1)\nprint(2)', input: '' },
};
const lab: LabWidgetNode = {
  type: 'labWidget',
  attrs: { kind: 'gridworld', world: 'cliff-walking', algorithm: 'sarsa' },
};
const exercise: ExerciseNode = {
  type: 'exercise',
  attrs: {
    id: 'reach',
    title: 'Reach of the arm',
    question: [{ type: 'paragraph', content: [{ type: 'text', text: 'How far?' }] }],
    answer: { kind: 'number', value: 0.55, tolerance: 0.005, unit: 'm', mistakes: [] },
    hints: [],
    solution: [{ type: 'paragraph', content: [{ type: 'text', text: 'Add them.' }] }],
    feedback: { correct: [], incorrect: [] },
  },
};
const intro: ParagraphNode = { type: 'paragraph', content: [{ type: 'text', text: 'Intro' }] };

stubEditorLayout();

function renderEditor(body: RichTextDoc, interactiveBlocks = true) {
  const onChange = vi.fn<(doc: RichTextDoc) => void>();
  let editor: Editor | undefined;
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RichTextEditor
        initialBody={body}
        editable
        onChange={onChange}
        onReady={(ready) => (editor = ready)}
        interactiveBlocks={interactiveBlocks}
      />
    </QueryClientProvider>,
  );
  const lastDoc = () => onChange.mock.lastCall?.[0];
  return { user, onChange, lastDoc, editor: () => editor! };
}

describe('RichTextEditor with interactive blocks', () => {
  it('has the three toolbar buttons where the page asks for them, and not elsewhere', () => {
    renderEditor({ type: 'doc', content: [intro] });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of blockButtons)
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
  });

  it('makes the toolbar one Tab stop, the arrow keys moving along it', async () => {
    const { user } = renderEditor({ type: 'doc', content: [intro] });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(15);
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);

    buttons[0]!.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(buttons.at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{End}{ArrowRight}');
    expect(buttons[0]).toHaveFocus();

    // Tab leaves the toolbar for the text; Shift+Tab comes back to the button last used.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await user.tab();
    expect(toolbar.contains(document.activeElement)).toBe(false);
    await user.tab({ shift: true });
    expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
  });

  it('leaves the buttons out of editors that do not teach', () => {
    renderEditor({ type: 'doc', content: [intro] }, false);
    for (const name of blockButtons) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('loads a document with the three blocks and gives it back unchanged', async () => {
    const doc: RichTextDoc = { type: 'doc', content: [intro, cell, lab, exercise] };
    const { editor } = renderEditor(doc);
    await waitFor(() => expect(editor()).toBeDefined());
    const { editorDocument } = await import('./editor-document.ts');
    expect(editorDocument(editor())).toEqual(doc);
    expect(validateDoc(editorDocument(editor()))).toMatchObject({ ok: true });
  });

  it('shows a summary of each block', async () => {
    renderEditor({ type: 'doc', content: [intro, cell, lab, exercise] });
    expect(await screen.findByRole('button', { name: 'Code cell (Python). Edit' })).toHaveTextContent(
      'print(1)',
    );
    expect(screen.getByRole('button', { name: 'Lab: Gridworld: cliff walking. Edit' })).toHaveTextContent(
      'SARSA',
    );
    expect(screen.getByRole('button', { name: 'Exercise: Reach of the arm. Edit' })).toHaveTextContent(
      'Number answer: 0.55 ± 0.005 m',
    );
  });

  it('inserts a code cell from the toolbar; the document saves as it is', async () => {
    const { user, lastDoc } = renderEditor({ type: 'doc', content: [intro] });
    await user.click(screen.getByRole('button', { name: 'Insert code cell' }));
    const dialog = screen.getByRole('dialog', { name: 'Insert a code cell' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Starting code' }), 'print("hi")');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const doc = lastDoc()!;
    expect(doc.content).toContainEqual({
      type: 'codeCell',
      attrs: { id: 'cell-1', language: 'python', board: false, code: 'print("hi")', input: '' },
    });
    expect(validateDoc(doc)).toMatchObject({ ok: true });
    expect(await screen.findByRole('button', { name: 'Code cell (Python). Edit' })).toBeInTheDocument();
  });

  it('inserts a lab widget with only its own kind’s attributes', async () => {
    const { user, lastDoc } = renderEditor({ type: 'doc', content: [intro] });
    await user.click(screen.getByRole('button', { name: 'Insert lab widget' }));
    const dialog = screen.getByRole('dialog', { name: 'Insert a lab widget' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Lab' }), 'Gridworld');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(lastDoc()!.content).toContainEqual({
      type: 'labWidget',
      attrs: { kind: 'gridworld', world: 'cliff-walking', algorithm: 'q-learning' },
    });
    expect(validateDoc(lastDoc())).toMatchObject({ ok: true });
  });

  it('edits a block from its summary, keeping its id', async () => {
    const { user, lastDoc } = renderEditor({ type: 'doc', content: [intro, cell] });
    await user.click(await screen.findByRole('button', { name: 'Code cell (Python). Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the code cell' });
    expect(within(dialog).getByRole('textbox', { name: 'Starting code' })).toHaveValue('print(1)\nprint(2)');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'MicroPython');
    await user.click(within(dialog).getByRole('checkbox', { name: 'With the virtual board' }));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(lastDoc()!.content[1]).toEqual({
      type: 'codeCell',
      attrs: { ...cell.attrs, language: 'micropython', board: true },
    });
    expect(await screen.findByRole('button', { name: 'Code cell (MicroPython). Edit' })).toHaveTextContent(
      'With the virtual board',
    );
  });

  it('changes a lab widget’s kind without leaving the old kind’s attributes', async () => {
    const { user, lastDoc } = renderEditor({ type: 'doc', content: [intro, lab] });
    await user.click(await screen.findByRole('button', { name: /^Lab: Gridworld/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the lab widget' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Lab' }), 'Coordinate frames');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(lastDoc()!.content[1]).toEqual({
      type: 'labWidget',
      attrs: { kind: 'coordinateFrames', figure: 'pose2d', values: [1, 0.5, 30] },
    });
  });

  it('opens the dialog with Enter on the selected block, and cancelling changes nothing', async () => {
    // A paragraph after the block, or the editor adds one (StarterKit's trailing node) and that is a change.
    const doc: RichTextDoc = { type: 'doc', content: [intro, exercise, intro] };
    const { user, editor, onChange } = renderEditor(doc);
    await screen.findByRole('button', { name: 'Exercise: Reach of the arm. Edit' });
    const target = editor();
    target.view.dispatch(target.state.tr.setSelection(NodeSelection.create(target.state.doc, 7)));
    target.view.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Edit the exercise' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Reach of the arm');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(target.state.doc.childCount).toBe(3);
  });
});

describe('RichTextEditor placeholder', () => {
  const empty: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

  it('shows the hint in an empty editor, to eyes and to screen readers, without it being text', () => {
    renderEditor(empty);
    const text = screen.getByRole('textbox', { name: 'Article text' });
    expect(text).toHaveAttribute('aria-placeholder', 'Start writing…');
    const hinted = text.querySelector('.is-editor-empty');
    expect(hinted).toHaveAttribute('data-placeholder', 'Start writing…');
    expect(text).toHaveTextContent(/^$/);
  });

  it('drops the hint once something is typed, and the document holds only what was typed', async () => {
    const { user, lastDoc } = renderEditor(empty);
    const text = screen.getByRole('textbox', { name: 'Article text' });
    await user.type(text, 'Servos');
    await waitFor(() => expect(text).not.toHaveAttribute('aria-placeholder'));
    expect(text.querySelector('[data-placeholder]')).toBeNull();
    expect(lastDoc()).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Servos' }] }],
    });
  });

  it('comes back when the text is cleared, and is not offered in a locked editor', async () => {
    const { editor } = renderEditor({ type: 'doc', content: [intro] });
    const text = screen.getByRole('textbox', { name: 'Article text' });
    expect(text).not.toHaveAttribute('aria-placeholder');
    editor().commands.clearContent(true);
    await waitFor(() => expect(text).toHaveAttribute('aria-placeholder', 'Start writing…'));
    editor().setEditable(false);
    await waitFor(() => expect(text).not.toHaveAttribute('aria-placeholder'));
    expect(text.querySelector('[data-placeholder]')).toBeNull();
  });
});

describe('RichTextEditor toolbar labels', () => {
  const names = [
    'Heading 2',
    'Heading 3',
    'Bold',
    'Italic',
    'Strikethrough',
    'Inline code',
    'Link',
    'Bullet list',
    'Numbered list',
    'Quote',
    'Code block',
    'Horizontal rule',
    'Upload image',
    'Inline maths',
    'Display maths',
    ...blockButtons,
  ];
  const tooltip = () => document.querySelector('[data-toolbar-tooltip]');

  it('names every button, and leaves tooltips to the page rather than to title', () => {
    renderEditor({ type: 'doc', content: [intro] });
    const buttons = within(screen.getByRole('toolbar', { name: 'Formatting' })).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(names);
    for (const button of buttons) {
      expect(button).toHaveAccessibleName();
      expect(button).not.toHaveAttribute('title');
    }
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-keyshortcuts', 'Control+B');
  });

  it('shows the name and shortcut on hover, and hides it when the pointer leaves', async () => {
    const { user } = renderEditor({ type: 'doc', content: [intro] });
    expect(tooltip()).toBeNull();
    await user.hover(screen.getByRole('button', { name: 'Bold' }));
    expect(tooltip()).toHaveTextContent('BoldCtrl+B');
    await user.hover(screen.getByRole('button', { name: 'Insert exercise' }));
    expect(tooltip()).toHaveTextContent(/^Insert exercise$/);
    await user.unhover(screen.getByRole('toolbar', { name: 'Formatting' }));
    expect(tooltip()).toBeNull();
  });

  it('shows it on keyboard focus too, and Escape hides it', async () => {
    const { user } = renderEditor({ type: 'doc', content: [intro] });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    act(() => within(toolbar).getAllByRole('button')[0]!.focus());
    expect(tooltip()).toHaveTextContent('Heading 2Ctrl+Alt+2');
    await user.keyboard('{ArrowRight}');
    expect(tooltip()).toHaveTextContent('Heading 3Ctrl+Alt+3');
    await user.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
    expect(within(toolbar).getByRole('button', { name: 'Heading 3' })).toHaveFocus();
    await user.tab();
    expect(tooltip()).toBeNull();
  });
});
