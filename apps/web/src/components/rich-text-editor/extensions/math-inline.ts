/**
 * The inline maths node of the rich-text document (`{ type: 'mathInline', attrs: { expression } }`):
 * inline, atomic, kept in HTML as `<math-inline expression="…">` so copy and paste between articles
 * keeps the formula. Rendered by KaTeX in a React node view; clicking it opens the maths dialog.
 * Mod-Shift-m and the toolbar ask the editor page to open the dialog for a new one (`onInsertRequest`).
 */
import { mergeAttributes, Node } from '@tiptap/core';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { inlineMathInputRule } from './math-input-rule.ts';
import { MathNodeView } from './math-node-view.tsx';

export interface MathNodeOptions {
  /** Called by the keyboard shortcut: the page opens the maths dialog and inserts on confirm. */
  onInsertRequest: () => void;
}

/** The `expression` attribute both maths nodes share: a string, '' by default, kept in HTML as is. */
export const expressionAttribute = {
  expression: {
    default: '',
    parseHTML: (element: HTMLElement) => element.getAttribute('expression') ?? '',
    renderHTML: (attributes: { expression?: unknown }) => ({
      expression: typeof attributes.expression === 'string' ? attributes.expression : '',
    }),
  },
};

export const MathInline = Node.create<MathNodeOptions>({
  name: 'mathInline',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addOptions() {
    return { onInsertRequest: () => undefined };
  },

  addAttributes() {
    return expressionAttribute;
  },

  parseHTML() {
    return [{ tag: 'math-inline' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['math-inline', mergeAttributes(HTMLAttributes)];
  },

  renderText({ node }) {
    return `$${String(node.attrs.expression)}$`;
  },

  addNodeView() {
    return ReactNodeViewRenderer(MathNodeView, { as: 'span' });
  },

  addKeyboardShortcuts() {
    return {
      'Mod-Shift-m': () => {
        this.options.onInsertRequest();
        return true;
      },
    };
  },

  addInputRules() {
    return [inlineMathInputRule(this.type)];
  },
});
