import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { editorExtensions } from './editor-extensions.ts';
import { matchInlineMath } from './math-input-rule.ts';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function makeEditor(content: string | object = '') {
  editor = new Editor({ extensions: editorExtensions(), content });
  return editor;
}

/** Types text a character at a time, as a browser would: input rules see each keystroke. */
function type(target: Editor, text: string) {
  for (const char of text) {
    const { from, to } = target.state.selection;
    const handled = target.view.someProp('handleTextInput', (handler) =>
      handler(target.view, from, to, char, () => target.state.tr.insertText(char, from, to)),
    );
    if (!handled) target.view.dispatch(target.state.tr.insertText(char, from, to));
  }
}

describe('the mathInline node', () => {
  it('is an inline atom named mathInline with one attribute, expression (default empty)', () => {
    const type = makeEditor().schema.nodes.mathInline!;
    expect(type.isInline).toBe(true);
    expect(type.isAtom).toBe(true);
    expect(Object.keys(type.spec.attrs ?? {})).toEqual(['expression']);
    expect(type.create().attrs).toEqual({ expression: '' });
  });

  it('reads and writes <math-inline expression="…">, so copy and paste keep the formula', () => {
    const target = makeEditor('<p>Area <math-inline expression="\\pi r^2"></math-inline> here</p>');
    expect(target.getJSON()).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Area ' },
            { type: 'mathInline', attrs: { expression: '\\pi r^2' } },
            { type: 'text', text: ' here' },
          ],
        },
      ],
    });
    const html = target.getHTML();
    expect(html).toContain('<math-inline expression="\\pi r^2"></math-inline>');
    const again = new Editor({ extensions: editorExtensions(), content: html });
    expect(again.getJSON()).toEqual(target.getJSON());
    again.destroy();
  });

  it('round-trips a display formula as <math-block>', () => {
    const target = makeEditor('<math-block expression="\\int_0^1 x\\,dx"></math-block>');
    expect(target.getJSON().content?.[0]).toEqual({
      type: 'mathBlock',
      attrs: { expression: '\\int_0^1 x\\,dx' },
    });
    expect(target.getHTML()).toContain('<math-block expression="\\int_0^1 x\\,dx"></math-block>');
  });

  it('turns typed $x^2$ into a formula', () => {
    const target = makeEditor();
    type(target, 'so $x^2$');
    expect(target.getJSON().content?.[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'so ' },
        { type: 'mathInline', attrs: { expression: 'x^2' } },
      ],
    });
  });

  it('leaves prices as text: "costs $5 and $10"', () => {
    const target = makeEditor();
    type(target, 'costs $5 and $10');
    expect(target.getJSON().content?.[0]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'costs $5 and $10' }],
    });
  });

  it('keeps pandoc’s rule', () => {
    expect(matchInlineMath('$x^2$')).toBe('x^2');
    expect(matchInlineMath('a $\\alpha + \\beta$')).toBe('\\alpha + \\beta');
    expect(matchInlineMath('$5 and $')).toBeNull(); // space before the closing $
    expect(matchInlineMath('$ x$')).toBeNull(); // space after the opening $
    expect(matchInlineMath('$$')).toBeNull();
    expect(matchInlineMath('$$x$')).toBeNull(); // display maths is not inline maths
    expect(matchInlineMath('\\$x$')).toBeNull(); // an escaped dollar
    expect(matchInlineMath('$x\\$')).toBeNull();
  });

  it('does not make a formula when a digit follows the closing $', () => {
    const target = makeEditor('<p>0</p>');
    target.commands.setTextSelection(1);
    type(target, '$5$');
    expect(target.getJSON().content?.[0]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: '$5$0' }],
    });
  });
});
