/**
 * The display maths node (`{ type: 'mathBlock', attrs: { expression } }`): a block of its own, atomic,
 * kept in HTML as `<math-block expression="…">`. Shares the node view and dialog with inline maths.
 */
import { mergeAttributes, Node } from '@tiptap/core';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { expressionAttribute, type MathNodeOptions } from './math-inline.ts';
import { MathNodeView } from './math-node-view.tsx';

export const MathBlock = Node.create<MathNodeOptions>({
  name: 'mathBlock',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  addOptions() {
    return { onInsertRequest: () => undefined };
  },

  addAttributes() {
    return expressionAttribute;
  },

  parseHTML() {
    return [{ tag: 'math-block' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['math-block', mergeAttributes(HTMLAttributes)];
  },

  renderText({ node }) {
    return `$$${String(node.attrs.expression)}$$`;
  },

  addNodeView() {
    return ReactNodeViewRenderer(MathNodeView, { as: 'div' });
  },

  addKeyboardShortcuts() {
    return {
      'Mod-Alt-m': () => {
        this.options.onInsertRequest();
        return true;
      },
    };
  },
});
