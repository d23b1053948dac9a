/**
 * The editor's maths dialog: the author writes LaTeX (or picks symbols and templates), sees a live
 * preview, and confirms with 'Insert Math' or Ctrl/Cmd+Enter; LaTeX that KaTeX cannot read marks the
 * field invalid, is said once typing pauses, and cannot be inserted. Escape, 'Cancel' or a click on the
 * backdrop close it without change. The dialog is mounted afresh each time `show` turns true, so the
 * text starts as `initialExpression`, focused and selected; focus stays inside while it is open and
 * goes back to where it was after.
 */
import { insertAtSelection } from '@tinkerlabs/latex-symbols/insert-at-selection';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import { createPortal, flushSync } from 'react-dom';
import { latexError } from '@/components/maths/latex-error.ts';
import { MathTextDisplay } from '@/components/maths/math-text-display.tsx';
import {
  primaryButtonClass,
  secondaryButtonClass,
  unavailableButtonClass,
} from '@/components/ui/control-styles.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { cycleFocus, rememberFocus } from '@/components/ui/dialog-focus.ts';
import { MathSymbolPalette } from './math-symbol-palette.tsx';
import { MathTemplatesRow } from './math-templates-row.tsx';

const stopPropagation = (event: SyntheticEvent) => event.stopPropagation();

/** How long typing must pause before a problem is read out: not at every keystroke of "\frac{". */
const sayProblemAfterMs = 700;

export interface MathInputDialogProps {
  show: boolean;
  initialExpression?: string;
  /** Receives the trimmed expression; never called with an empty one. `onClose` follows. */
  onConfirm: (expression: string) => void;
  onClose: () => void;
}

export function MathInputDialog({ show, initialExpression = '', onConfirm, onClose }: MathInputDialogProps) {
  if (!show) return null;
  return createPortal(
    <OpenMathDialog initialExpression={initialExpression} onConfirm={onConfirm} onClose={onClose} />,
    document.body,
  );
}

function OpenMathDialog({
  initialExpression,
  onConfirm,
  onClose,
}: Required<Omit<MathInputDialogProps, 'show'>>) {
  const titleId = useId();
  const hintId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const [text, setText] = useState(initialExpression);
  const isEmpty = text.trim() === '';
  const problem = useMemo(() => (isEmpty ? null : latexError(text.trim(), true)), [text, isEmpty]);
  const saidProblem = useDebouncedValue(problem, sayProblemAfterMs);
  const unavailable = isEmpty || problem !== null;

  useLayoutEffect(() => {
    const restoreFocus = rememberFocus();
    textarea.current?.focus();
    textarea.current?.select();
    return restoreFocus;
  }, []);

  const confirm = () => {
    if (unavailable) return;
    onConfirm(text.trim());
    onClose();
  };

  const insert = (latex: string) => {
    const field = textarea.current;
    if (!field) return;
    const next = insertAtSelection(field.value, field.selectionStart, field.selectionEnd, latex);
    // The new text must be in the field before the cursor can be placed after the insertion.
    flushSync(() => setText(next.text));
    field.focus();
    field.setSelectionRange(next.cursor, next.cursor);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.stopPropagation();
      confirm();
    } else if (event.key === 'Tab' && dialog.current) {
      cycleFocus(event, dialog.current);
    }
  };

  return (
    // Events from a portal bubble through the React tree to whatever renders the dialog (a maths
    // node that opens it on click, say); the backdrop keeps the dialog's events to itself.
    <div
      data-testid="math-dialog-backdrop"
      className="fixed inset-0 z-50 flex items-center justify-center bg-neutral-950/60 p-2 sm:p-4"
      onMouseDown={(event) => {
        event.stopPropagation();
        if (event.target === event.currentTarget) onClose();
      }}
      onClick={stopPropagation}
      onKeyDown={stopPropagation}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        // Focusable, so a click on the dialog's text keeps focus (and Escape and the Tab trap) inside.
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="flex max-h-[90vh] w-full max-w-4xl flex-col gap-4 overflow-y-auto rounded-xl bg-white p-4 shadow-2xl outline-none sm:p-6 dark:bg-neutral-900"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={titleId} className="text-lg font-bold text-neutral-900 sm:text-xl dark:text-white">
            Enter LaTeX Expression
          </h2>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={confirm}
              aria-disabled={unavailable}
              aria-describedby={problem ? errorId : undefined}
              className={`${primaryButtonClass} ${unavailableButtonClass}`}
            >
              Insert Math
            </button>
            <button type="button" onClick={onClose} className={secondaryButtonClass}>
              Cancel
            </button>
          </div>
        </div>
        <div>
          <textarea
            ref={textarea}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={4}
            placeholder="Enter LaTeX expression (e.g., x^2 + y^2 = r^2)"
            aria-labelledby={titleId}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            aria-invalid={problem !== null}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            className="block max-h-[200px] min-h-[100px] w-full resize-y rounded-md border border-neutral-300 bg-white px-3 py-2 font-mono text-sm text-neutral-900 focus:border-secondary-500 dark:border-neutral-700 dark:bg-neutral-950 dark:text-white"
          />
          <p id={hintId} className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
            Ctrl+Enter (⌘+Enter on a Mac) inserts the maths; Escape cancels.
          </p>
          {/* Read out once typing pauses; the preview below shows the same problem. */}
          <p id={errorId} aria-live="polite" className="sr-only">
            {problem && saidProblem ? `Invalid LaTeX, so it cannot be inserted: ${problem}` : ''}
          </p>
        </div>
        {isEmpty ? null : <MathTextDisplay expression={text} title="Preview" mode="block" />}
        <MathSymbolPalette onInsert={insert} />
        <MathTemplatesRow onInsert={insert} />
      </div>
    </div>
  );
}
