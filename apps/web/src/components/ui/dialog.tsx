/**
 * The app's modal dialog: a labelled box over a dimmed page. On open it focuses `initialFocus` (or
 * its first control), Tab and Shift+Tab stay inside it, Escape (and, if asked, a click on the
 * backdrop) calls `onDismiss` when given, and on close the focus goes back to whatever had it
 * before. Every confirmation, conflict, reason and sign-in dialog is built on it, so they all
 * behave the same.
 */
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { cycleFocus, rememberFocus, tabbableElements } from './dialog-focus.ts';

export interface DialogProps {
  /** The heading, which is also the dialog's accessible name. */
  title: ReactNode;
  /** 'alertdialog' for a decision the user must make; 'dialog' for a small form. */
  role?: 'alertdialog' | 'dialog';
  /** Called on Escape. Leave it out when Escape must not close (a choice is required, or busy). */
  onDismiss?: () => void;
  /** The control focused on open; the dialog's first control when left out. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A click on the dimmed page around the box dismisses too (for dialogs that lose nothing). */
  dismissOnBackdrop?: boolean;
  backdropTestId?: string;
  width?: 'md' | 'lg';
  children: ReactNode;
}

const widthClass = { md: 'max-w-md', lg: 'max-w-lg' } as const;

/**
 * @example
 * {confirming ? (
 *   <Dialog title="Leave without saving?" onDismiss={stay}>
 *     <p className={dialogTextClass}>Your changes are lost.</p>
 *     <DialogActions>…buttons…</DialogActions>
 *   </Dialog>
 * ) : null}
 */
export function Dialog({
  title,
  role = 'alertdialog',
  onDismiss,
  initialFocus,
  dismissOnBackdrop = false,
  backdropTestId,
  width = 'lg',
  children,
}: DialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  // Noted as the dialog first renders, before a child's autoFocus takes the focus away from the opener.
  const [restoreFocus] = useState(rememberFocus);
  // Read once on open: the focus moves in as the dialog mounts, not again on each render.
  const initial = useRef(initialFocus);

  useEffect(() => {
    const container = box.current;
    const target = initial.current?.current ?? (container ? tabbableElements(container)[0] : undefined);
    (target ?? container)?.focus();
    return restoreFocus;
  }, [restoreFocus]);

  return (
    <div
      data-testid={backdropTestId}
      className="fixed inset-0 z-50 flex items-center justify-center bg-neutral-950/60 p-4"
      onMouseDown={(event) => {
        if (dismissOnBackdrop && event.target === event.currentTarget) onDismiss?.();
      }}
    >
      <div
        ref={box}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        // Focusable, so a click on the dialog's text keeps focus (and Escape and the Tab trap) inside.
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onDismiss) {
            event.stopPropagation();
            onDismiss();
          } else if (event.key === 'Tab' && box.current) {
            cycleFocus(event, box.current);
          }
        }}
        className={`relative max-h-[90vh] w-full ${widthClass[width]} overflow-y-auto rounded-xl bg-white p-6 shadow-2xl outline-none dark:bg-neutral-900`}
      >
        <h2 id={titleId} className="text-lg font-bold text-neutral-900 dark:text-white">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

/** The dialog's button row, at its end. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-5 flex flex-wrap justify-end gap-2">{children}</div>;
}

/** The dialog's explanatory text under the heading. */
export const dialogTextClass = 'mt-2 text-sm text-neutral-700 dark:text-neutral-300';
