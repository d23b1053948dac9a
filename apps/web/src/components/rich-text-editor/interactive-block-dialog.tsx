/**
 * The dialog of one kind of interactive block, for a new block (`initial` null) or one being edited:
 * what the toolbar's buttons and each block's view open.
 */
import type { BlockAttrs, InteractiveBlockType } from './extensions/interactive-block-attrs.ts';
import type { BlockEditorProps } from './block-dialog.tsx';
import { CodeCellDialog } from './code-cell-dialog.tsx';
import { ExerciseDialog } from './exercise-dialog.tsx';
import { LabWidgetDialog } from './lab-widget-dialog.tsx';

export type InteractiveBlockDialogProps<T extends InteractiveBlockType> = BlockEditorProps<BlockAttrs<T>> & {
  type: T;
};

export function InteractiveBlockDialog<T extends InteractiveBlockType>(
  props: InteractiveBlockDialogProps<T>,
) {
  // Each dialog is typed by its own attributes; `type` says which these are.
  const { type, ...rest } = props as unknown as InteractiveBlockDialogProps<InteractiveBlockType>;
  switch (type) {
    case 'codeCell':
      return <CodeCellDialog {...(rest as BlockEditorProps<BlockAttrs<'codeCell'>>)} />;
    case 'exercise':
      return <ExerciseDialog {...(rest as BlockEditorProps<BlockAttrs<'exercise'>>)} />;
    case 'labWidget':
      return <LabWidgetDialog {...(rest as BlockEditorProps<BlockAttrs<'labWidget'>>)} />;
  }
}
