/**
 * How a maths node looks in the editor: the formula rendered by KaTeX, as a button that opens the
 * maths dialog with its expression. A confirmed (non-empty, trimmed) value replaces the expression;
 * cancelling leaves it as it was. The dialog is a sibling of the button, not inside it: its events
 * travel through the React tree (it is a portal) and must not reach the button's click handler.
 */
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { useState } from 'react';
import { MathTextDisplay } from '@/components/maths/math-text-display.tsx';
import { MathInputDialog } from '../math-input-dialog.tsx';

export function MathNodeView({ node, updateAttributes, editor, selected }: ReactNodeViewProps) {
  const [editing, setEditing] = useState(false);
  const expression = typeof node.attrs.expression === 'string' ? node.attrs.expression : '';
  const block = node.type.name === 'mathBlock';
  const open = () => {
    if (editor.isEditable) setEditing(true);
  };
  const ring = selected ? 'ring-2 ring-secondary-500' : '';

  return (
    <NodeViewWrapper
      as={block ? 'div' : 'span'}
      className={block ? 'math-node math-node-block my-4' : 'math-node math-node-inline'}
      data-expression={expression}
    >
      <span
        role="button"
        tabIndex={0}
        aria-label={`${block ? 'Display maths' : 'Maths'}: ${expression || 'empty'}. Edit`}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            open();
          }
        }}
        className={`cursor-pointer rounded px-0.5 hover:bg-secondary-50 dark:hover:bg-secondary-950 ${ring} ${
          block ? 'block overflow-x-auto py-2 text-center' : 'inline-block'
        }`}
      >
        {expression ? (
          <MathTextDisplay expression={expression} mode="inline" />
        ) : (
          <span className="text-neutral-500">(empty formula)</span>
        )}
      </span>
      <MathInputDialog
        show={editing}
        initialExpression={expression}
        onConfirm={(next) => updateAttributes({ expression: next })}
        onClose={() => setEditing(false)}
      />
    </NodeViewWrapper>
  );
}
