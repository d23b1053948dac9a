/**
 * The document's interactive blocks as editor nodes: `codeCell`, `labWidget` and `exercise`. Each is
 * an atom whose attributes are the stored document's own, so the editor's JSON is what the server
 * keeps (validateDoc passes it unchanged). They belong to a group that only the document's top level
 * takes (`TopLevelDocument`): not a list, not a quote. A node view shows a summary; clicking it, or
 * Enter on the selected block, opens the block's dialog. In HTML (copy and paste) a block is a
 * `<div data-interactive="…" data-attrs="{…}">`; a pasted one that would not validate is left out.
 */
import { Node, type Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { labWidgetName, type LabWidgetAttrs } from '@tinkerlabs/rich-text/lab-widget';
import { validateDoc } from '@tinkerlabs/rich-text/validate-doc';
import {
  editBlockMeta,
  nodeDefaults,
  storedAttrs,
  type InteractiveBlockType,
} from './interactive-block-attrs.ts';
import { InteractiveBlockView } from './interactive-block-view.tsx';

/** The group of blocks allowed at the document's top level only. */
const topLevelGroup = 'interactiveBlock';

/** The editor's `doc`: basic blocks and interactive ones, the latter only here. */
export const TopLevelDocument = Node.create({
  name: 'doc',
  topNode: true,
  content: `(block | ${topLevelGroup})+`,
});

function readAttrs(element: HTMLElement): unknown {
  try {
    return JSON.parse(element.getAttribute('data-attrs') ?? 'null');
  } catch {
    return null;
  }
}

function interactiveBlock(type: InteractiveBlockType, describe: (attrs: Record<string, unknown>) => string) {
  return Node.create({
    name: type,
    group: topLevelGroup,
    atom: true,
    selectable: true,
    draggable: true,

    addAttributes() {
      // Read and written as one JSON attribute by parseHTML and renderHTML below.
      return Object.fromEntries(
        Object.entries(nodeDefaults[type]).map(([name, value]) => [
          name,
          { default: value, parseHTML: () => null, renderHTML: () => ({}) },
        ]),
      );
    },

    parseHTML() {
      return [
        {
          tag: `div[data-interactive="${type}"]`,
          getAttrs: (element) => {
            const attrs = readAttrs(element);
            return validateDoc({ type: 'doc', content: [{ type, attrs }] }).ok
              ? (attrs as Record<string, unknown>)
              : false;
          },
        },
      ];
    },

    renderHTML({ node }) {
      return [
        'div',
        { 'data-interactive': type, 'data-attrs': JSON.stringify(storedAttrs(type, node.attrs)) },
      ];
    },

    renderText({ node }) {
      return describe(node.attrs);
    },

    addNodeView() {
      return ReactNodeViewRenderer(InteractiveBlockView, { as: 'div' });
    },

    addKeyboardShortcuts() {
      return {
        Enter: ({ editor }) => requestEdit(editor, type),
      };
    },
  });
}

/** Enter on a selected block of this type: its view opens the dialog. */
function requestEdit(editor: Editor, type: InteractiveBlockType): boolean {
  const { selection } = editor.state;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== type || !editor.isEditable)
    return false;
  editor.view.dispatch(editor.state.tr.setMeta(editBlockMeta, selection.from));
  return true;
}

export const CodeCell = interactiveBlock('codeCell', (attrs) => String(attrs.code));
export const LabWidget = interactiveBlock(
  'labWidget',
  (attrs) => `Lab: ${labWidgetName(storedAttrs('labWidget', attrs) as LabWidgetAttrs)}`,
);
export const Exercise = interactiveBlock('exercise', (attrs) => `Exercise: ${String(attrs.title)}`);
