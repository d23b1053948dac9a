import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { validateDoc } from '@tinkerlabs/rich-text/validate-doc';
import { Editor } from '@tiptap/core';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { afterEach, describe, expect, it } from 'vitest';
import { editorDocument } from '../editor-document.ts';
import { insertNodeAndContinue } from '../insert-node.ts';
import { editorExtensions } from './editor-extensions.ts';
import { editBlockMeta } from './interactive-block-attrs.ts';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function makeEditor(content: string | object) {
  editor = new Editor({ extensions: editorExtensions(), content });
  return editor;
}

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const cell = (id: string) => ({
  type: 'codeCell',
  attrs: { id, language: 'python', board: false, code: 'print(1)', input: '' },
});
const lab = {
  type: 'labWidget',
  attrs: { kind: 'robotArm', arm: 'scara', joints: [30, 45, 100, 0], target: [400, 250, 200] },
};
const exercise = {
  type: 'exercise',
  attrs: {
    id: 'pick',
    title: 'Pick one',
    question: [paragraph('Which?')],
    answer: {
      kind: 'choice',
      multiple: false,
      options: [
        { id: 'option-1', text: [{ type: 'text', text: 'A' }], correct: true, feedback: [] },
        {
          id: 'option-2',
          text: [{ type: 'mathInline', attrs: { expression: 'x^2' } }],
          correct: false,
          feedback: [],
        },
      ],
    },
    hints: [[paragraph('Think.')]],
    solution: [paragraph('A.')],
    feedback: { correct: [], incorrect: [{ type: 'text', text: 'No.' }] },
  },
};
const doc = (...content: object[]) => ({ type: 'doc', content }) as RichTextDoc;
const types = (target: Editor) => (target.getJSON().content ?? []).map((node) => node.type);

describe('the interactive block nodes', () => {
  it('are atoms whose attributes are the document’s, allowed at the top level only', () => {
    const { schema } = makeEditor('');
    for (const name of ['codeCell', 'labWidget', 'exercise']) {
      const type = schema.nodes[name]!;
      expect(type.isAtom).toBe(true);
      expect(type.isBlock).toBe(true);
      expect(schema.nodes.doc!.contentMatch.matchType(type)).toBeTruthy();
      for (const container of ['listItem', 'blockquote'])
        expect(schema.nodes[container]!.contentMatch.matchType(type)).toBeFalsy();
    }
    expect(Object.keys(schema.nodes.codeCell!.spec.attrs ?? {})).toEqual([
      'id',
      'language',
      'board',
      'code',
      'input',
    ]);
    expect(Object.keys(schema.nodes.exercise!.spec.attrs ?? {})).toEqual([
      'id',
      'title',
      'question',
      'answer',
      'hints',
      'solution',
      'feedback',
    ]);
  });

  it('load a stored document and give back the same document, which validates', () => {
    const stored = doc(paragraph('Intro'), cell('quantise'), lab, exercise, paragraph('End'));
    const target = makeEditor(stored);
    expect(editorDocument(target)).toEqual(stored);
    expect(validateDoc(editorDocument(target))).toMatchObject({ ok: true });
  });

  it('keep a lab widget to its own kind’s attributes when its kind changes', () => {
    const target = makeEditor(doc(paragraph('a'), lab, paragraph('b')));
    const at = 3;
    target.view.dispatch(
      target.state.tr.setNodeMarkup(at, undefined, {
        ...target.state.doc.nodeAt(at)!.attrs,
        kind: 'maze',
        maze: null,
        text: '+---+\n|   |\n+---+',
        mouse: 'left-wall',
      }),
    );
    expect(editorDocument(target).content[1]).toEqual({
      type: 'labWidget',
      attrs: { kind: 'maze', maze: null, text: '+---+\n|   |\n+---+', mouse: 'left-wall' },
    });
  });

  it('survive copy and paste as HTML', () => {
    const stored = doc(paragraph('Intro'), cell('quantise'), lab, exercise, paragraph('End'));
    const html = makeEditor(stored).getHTML();
    expect(html).toContain('data-interactive="codeCell"');
    const again = new Editor({ extensions: editorExtensions(), content: html });
    expect(editorDocument(again)).toEqual(stored);
    again.destroy();
  });

  it('leave out a pasted block that would not validate', () => {
    const bad = JSON.stringify({ id: 'Not An Id', language: 'python', board: false, code: '', input: '' });
    const target = makeEditor(`<p>a</p><div data-interactive="codeCell" data-attrs='${bad}'></div><p>b</p>`);
    expect(types(target)).toEqual(['paragraph', 'paragraph']);
  });

  it('go to the top level when inserted inside a list item, splitting the list', () => {
    const target = makeEditor('<ul><li><p>one</p></li><li><p>two</p></li></ul>');
    target.commands.setTextSelection(5); // end of "one"
    insertNodeAndContinue(target, cell('cell-1'));
    expect(types(target)).toContain('codeCell');
    expect(validateDoc(editorDocument(target))).toMatchObject({ ok: true });
  });

  it('are deleted like any atom', () => {
    const target = makeEditor(doc(paragraph('a'), exercise, paragraph('b')));
    target.view.dispatch(target.state.tr.setSelection(NodeSelection.create(target.state.doc, 3)));
    target.commands.deleteSelection();
    expect(types(target)).toEqual(['paragraph', 'paragraph']);
  });

  it('ask their view to open the dialog on Enter when selected, and leave Enter alone otherwise', () => {
    const target = makeEditor(doc(paragraph('a'), cell('c'), paragraph('b')));
    const asked: unknown[] = [];
    target.on('transaction', ({ transaction }) => asked.push(transaction.getMeta(editBlockMeta)));
    const enter = () =>
      target.view.someProp('handleKeyDown', (handle) =>
        handle(target.view, new KeyboardEvent('keydown', { key: 'Enter' })),
      );
    target.view.dispatch(target.state.tr.setSelection(NodeSelection.create(target.state.doc, 3)));
    asked.length = 0;
    expect(enter()).toBe(true);
    expect(asked).toEqual([3]);
    expect(types(target)).toEqual(['paragraph', 'codeCell', 'paragraph']);
    target.view.dispatch(target.state.tr.setSelection(TextSelection.create(target.state.doc, 2)));
    asked.length = 0;
    enter();
    expect(asked).not.toContain(3);
  });
});

describe('unique block ids', () => {
  it('give a pasted copy the next free id and leave the original its own', () => {
    const target = makeEditor(doc(paragraph('a'), cell('quantise'), paragraph('b')));
    target.commands.insertContentAt(0, cell('quantise'));
    const ids = (target.getJSON().content ?? []).flatMap((node) => (node.attrs?.id ? [node.attrs.id] : []));
    // The copy went in first, yet the block that had the id keeps it.
    expect(ids).toEqual(['quantise-2', 'quantise']);
    expect(validateDoc(editorDocument(target))).toMatchObject({ ok: true });
  });

  it('count code cells and exercises together', () => {
    const target = makeEditor(doc(paragraph('a'), { ...exercise, attrs: { ...exercise.attrs, id: 'x' } }));
    target.commands.insertContentAt(target.state.doc.content.size, cell('x'));
    const ids = (target.getJSON().content ?? []).flatMap((node) => (node.attrs?.id ? [node.attrs.id] : []));
    expect(ids).toEqual(['x', 'x-2']);
  });
});
