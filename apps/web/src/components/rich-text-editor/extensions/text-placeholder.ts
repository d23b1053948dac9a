/**
 * The hint an empty editor shows ("Write your article…"): TipTap's Placeholder marks the empty
 * paragraph with `data-placeholder`, which rich-text-editor.css shows with `::before` (a decoration,
 * never part of the document). Screen readers get the same words from `aria-placeholder` on the text
 * box, set only while the document is empty and editable, as ARIA asks.
 */
import { isNodeEmpty } from '@tiptap/core';
import { Placeholder } from '@tiptap/extensions';
import { Plugin, PluginKey } from '@tiptap/pm/state';

const ariaPlaceholderKey = new PluginKey('ariaPlaceholder');

export const TextPlaceholder = Placeholder.extend({
  addProseMirrorPlugins() {
    const { editor, options } = this;
    const text = typeof options.placeholder === 'string' ? options.placeholder : '';
    return [
      ...(this.parent?.() ?? []),
      new Plugin({
        key: ariaPlaceholderKey,
        props: {
          // Attributes from a plugin are recomputed for every new state (TipTap's own `editorProps`
          // take only a fixed object).
          attributes: (state): Record<string, string> =>
            text && editor.isEditable && isNodeEmpty(state.doc) ? { 'aria-placeholder': text } : {},
        },
      }),
    ];
  },
});
