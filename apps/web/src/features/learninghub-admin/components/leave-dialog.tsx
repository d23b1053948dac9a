/** Asks before leaving the lesson editor with unsaved changes: stay (the default) or leave them. */
import { useEffect, useId, useRef } from 'react';
import { cycleFocus, rememberFocus } from '@/components/rich-text-editor/dialog-focus.ts';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';

export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const restore = rememberFocus();
    stay.current?.focus();
    return restore;
  }, []);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-neutral-950/60 p-4">
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onStay();
          if (event.key === 'Tab' && dialog.current) cycleFocus(event, dialog.current);
        }}
        className="w-full max-w-md rounded-xl bg-white p-6 shadow-2xl dark:bg-neutral-900"
      >
        <h2 id={titleId} className="text-lg font-bold text-neutral-900 dark:text-white">
          Leave without saving?
        </h2>
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
          This lesson has changes that are not saved. If you leave now, they are lost.
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button ref={stay} type="button" onClick={onStay} className={primaryButtonClass}>
            Stay and keep editing
          </button>
          <button
            type="button"
            onClick={onLeave}
            className={`${secondaryButtonClass} text-red-700 dark:text-red-400`}
          >
            Leave and discard
          </button>
        </div>
      </div>
    </div>
  );
}
