/**
 * The frame of the interactive blocks' dialogs (code cell, exercise, lab widget), on the app's
 * Dialog: the form, a live preview of the block, and OK / Cancel. OK (or Ctrl/⌘+Enter anywhere in
 * the dialog) confirms a valid block and closes; with problems left, their messages appear under
 * their fields and the first of those takes focus. Escape and Cancel close without change. Focus
 * starts on the first field and goes back where it was after (Dialog). The dialog is a portal on
 * document.body, out of the editor's contenteditable; its events stop at its edge, so they never
 * reach the node view or the page that renders it through the React tree.
 */
import type { InteractiveBlockNode } from '@tinkerlabs/rich-text/document';
import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { Dialog, DialogActions } from '@/components/ui/dialog.tsx';
import { BlockPreview } from './block-preview.tsx';
import type { BlockProblems } from './use-block-problems.ts';

/** What each block's dialog takes: the block's attributes when editing one, null for a new one. */
export interface BlockEditorProps<Attrs> {
  initial: Attrs | null;
  /** Ids the document's other code cells and exercises use: a new block's id avoids them. */
  takenIds: ReadonlySet<string>;
  onConfirm: (attrs: Attrs) => void;
  onClose: () => void;
}

export interface BlockDialogProps {
  title: string;
  /** The block as the form makes it now. */
  node: InteractiveBlockNode;
  problems: BlockProblems;
  /** Called with a valid block only; `onClose` follows. */
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

const stop = (event: SyntheticEvent) => event.stopPropagation();

export function BlockDialog({ title, node, problems, onConfirm, onClose, children }: BlockDialogProps) {
  const form = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    if (attempts === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
    (first ?? form.current?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [attempts]);

  const submit = () => {
    if (problems.valid) {
      onConfirm();
      onClose();
      return;
    }
    problems.reveal();
    setAttempts((count) => count + 1);
  };

  return createPortal(
    <div
      onClick={stop}
      onMouseDown={stop}
      onFocus={stop}
      onBlur={stop}
      onChange={stop}
      onSubmit={stop}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          submit();
        }
      }}
    >
      <Dialog title={title} role="dialog" onDismiss={onClose}>
        <form
          ref={form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className="mt-4 flex flex-col gap-4"
        >
          {children}
          <BlockPreview node={node} valid={problems.valid} />
          {problems.shown && !problems.valid ? (
            <div
              role="alert"
              tabIndex={-1}
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
            >
              <p>The block is not complete yet: fix what is marked, then press OK.</p>
              {problems.general.length ? (
                <ul className="mt-1 list-disc pl-5">
                  {problems.general.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <p className="text-xs text-neutral-600 dark:text-neutral-400">
            Ctrl+Enter (⌘+Enter on a Mac) confirms; Escape cancels.
          </p>
          <DialogActions>
            <button type="button" onClick={onClose} className={secondaryButtonClass}>
              Cancel
            </button>
            <button type="submit" className={primaryButtonClass}>
              OK
            </button>
          </DialogActions>
        </form>
      </Dialog>
    </div>,
    document.body,
  );
}
