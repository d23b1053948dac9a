/**
 * Inserts a node (a formula, an image) where the cursor is and leaves a text cursor after it. An
 * atom inserted alone ends up selected as a node, so the next keystroke would replace it: the cursor
 * goes into the text block that follows, or into a new empty paragraph when none does.
 */
import type { Content, Editor } from '@tiptap/core';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';

/** @example insertNodeAndContinue(editor, { type: 'mathBlock', attrs: { expression: 'E = mc^2' } }) */
export function insertNodeAndContinue(editor: Editor, content: Content): void {
  editor.chain().focus().insertContent(content).run();
  const { state } = editor;
  const { selection } = state;
  // A text cursor already sits after an inline node or in the paragraph after a block.
  if (!(selection instanceof NodeSelection)) return;
  const after = selection.to;
  const next = state.doc.resolve(after).nodeAfter;
  const tr = state.tr;
  if (!next?.isTextblock) {
    const paragraph = state.schema.nodes.paragraph;
    if (!paragraph) return;
    tr.insert(after, paragraph.create());
  }
  tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView();
  editor.view.dispatch(tr);
}
