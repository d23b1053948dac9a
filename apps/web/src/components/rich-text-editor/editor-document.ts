/**
 * The editor's content as the document the server stores. Its JSON is that document already, but
 * for a lab widget's node, which carries every kind's attributes: it keeps its own kind's.
 */
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import type { Editor } from '@tiptap/core';
import { storedAttrs } from './extensions/interactive-block-attrs.ts';

/** @example onUpdate: ({ editor }) => onChange(editorDocument(editor)) */
export function editorDocument(editor: Editor): RichTextDoc {
  const json = editor.getJSON();
  const content = (json.content ?? []).map((node) =>
    node.type === 'labWidget' && node.attrs ? { ...node, attrs: storedAttrs('labWidget', node.attrs) } : node,
  );
  return { ...json, content } as RichTextDoc;
}
