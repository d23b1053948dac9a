import { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import { afterEach, describe, expect, it } from 'vitest';
import { editorExtensions } from './extensions/editor-extensions.ts';
import { insertNodeAndContinue } from './insert-node.ts';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function makeEditor(content: string) {
  editor = new Editor({ extensions: editorExtensions(), content });
  return editor;
}

/** What a keystroke does: text at the selection, replacing whatever is selected. */
function typeText(target: Editor, text: string) {
  const { from, to } = target.state.selection;
  target.view.dispatch(target.state.tr.insertText(text, from, to));
}

const display = { type: 'mathBlock', attrs: { expression: 'E = mc^2' } };

describe('insertNodeAndContinue', () => {
  it('leaves a text cursor after display maths inserted in an empty document, so typing keeps it', () => {
    const target = makeEditor('<p></p>');
    insertNodeAndContinue(target, display);
    expect(target.state.selection).not.toBeInstanceOf(NodeSelection);
    typeText(target, 'Next');
    expect(target.getJSON().content).toEqual([
      display,
      { type: 'paragraph', content: [{ type: 'text', text: 'Next' }] },
    ]);
  });

  it('moves into the paragraph that already follows instead of adding one', () => {
    const target = makeEditor('<p>Intro</p><p>After</p>');
    target.commands.setTextSelection(6); // end of "Intro"
    insertNodeAndContinue(target, display);
    typeText(target, 'So ');
    const blocks = target.getJSON().content ?? [];
    expect(blocks.map((block) => block.type)).toEqual(['paragraph', 'mathBlock', 'paragraph']);
    expect(blocks[2]?.content).toEqual([{ type: 'text', text: 'So After' }]);
  });

  it('keeps the cursor right after inline maths', () => {
    const target = makeEditor('<p>Area</p>');
    target.commands.setTextSelection(5);
    insertNodeAndContinue(target, { type: 'mathInline', attrs: { expression: '\\pi r^2' } });
    typeText(target, ' here');
    expect(target.getJSON().content?.[0]?.content).toEqual([
      { type: 'text', text: 'Area' },
      { type: 'mathInline', attrs: { expression: '\\pi r^2' } },
      { type: 'text', text: ' here' },
    ]);
  });
});
