/**
 * How an interactive block looks in the editor: a card with its summary ("Code cell (Python)" and
 * the first lines of code, "Exercise: …" with its kind of answer, "Lab: Robot arm: SCARA"), as a
 * button that opens the block's dialog; Enter on the selected block does too (the extension's
 * shortcut sends `editBlockMeta`). A confirmed dialog replaces the block's attributes; cancelling
 * leaves them. The dialog is a portal beside the button, as the maths node's is.
 */
import type { InteractiveBlockNode } from '@tinkerlabs/rich-text/document';
import type { Transaction } from '@tiptap/pm/state';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { useEffect, useState } from 'react';
import { blockIdsIn } from '../block-ids.ts';
import { blockSummary } from '../interactive-block-summary.ts';
import { InteractiveBlockDialog } from '../interactive-block-dialog.tsx';
import {
  editBlockMeta,
  nodeAttrs,
  storedAttrs,
  type InteractiveBlockType,
} from './interactive-block-attrs.ts';

export function InteractiveBlockView({
  node,
  editor,
  getPos,
  selected,
  updateAttributes,
}: ReactNodeViewProps) {
  const [editing, setEditing] = useState(false);
  const type = node.type.name as InteractiveBlockType;
  const block = { type, attrs: storedAttrs(type, node.attrs) } as InteractiveBlockNode;
  const summary = blockSummary(block);

  useEffect(() => {
    const onTransaction = ({ transaction }: { transaction: Transaction }) => {
      const at = transaction.getMeta(editBlockMeta) as number | undefined;
      if (at !== undefined && at === getPos()) setEditing(true);
    };
    editor.on('transaction', onTransaction);
    return () => {
      editor.off('transaction', onTransaction);
    };
  }, [editor, getPos]);

  const open = () => {
    if (editor.isEditable) setEditing(true);
  };
  const ring = selected ? 'ring-2 ring-secondary-500' : '';

  return (
    <NodeViewWrapper as="div" className="interactive-block-node my-4" data-block-view={type}>
      <div
        role="button"
        tabIndex={0}
        aria-label={`${summary.title}. Edit`}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            open();
          }
        }}
        className={`cursor-pointer rounded-lg border border-neutral-300 bg-neutral-50 p-3 hover:bg-secondary-50 dark:border-neutral-700 dark:bg-neutral-900 dark:hover:bg-secondary-950 ${ring}`}
      >
        <p className="m-0 font-semibold text-neutral-900 dark:text-white">{summary.title}</p>
        {summary.details.length ? (
          <p className="m-0 text-sm text-neutral-600 dark:text-neutral-300">{summary.details.join(' · ')}</p>
        ) : null}
        {summary.excerpt ? (
          summary.code ? (
            <pre className="m-0 mt-2 overflow-hidden rounded bg-white p-2 text-xs dark:bg-neutral-950">
              {summary.excerpt}
            </pre>
          ) : (
            <p className="m-0 mt-2 text-sm text-neutral-700 dark:text-neutral-300">{summary.excerpt}</p>
          )
        ) : null}
      </div>
      {editing ? (
        <InteractiveBlockDialog
          type={type}
          initial={block.attrs}
          takenIds={blockIdsIn(editor.state.doc, getPos())}
          onConfirm={(attrs) => updateAttributes(nodeAttrs(type, attrs))}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </NodeViewWrapper>
  );
}
