/**
 * Confirming the deletion of a record. When the server refuses because others refer to it (409
 * in_use), the dialog lists what does, with links, so the administrator can change those first.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { cycleFocus, rememberFocus } from '@/components/rich-text-editor/dialog-focus.ts';
import { primaryButtonClass, secondaryButtonClass, textLinkClass } from '@/components/ui/control-styles.ts';

export interface UsedBy {
  kind: string;
  title: string;
  path: string;
}

export function DeleteDialog({
  open,
  itemTitle,
  busy,
  error,
  usedBy,
  consequence,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  itemTitle: string;
  busy: boolean;
  error: string | null;
  usedBy: UsedBy[];
  /** What deleting means, e.g. that the public page disappears. */
  consequence: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  if (!open) return null;
  return <OpenDeleteDialog {...{ itemTitle, busy, error, usedBy, consequence, onCancel, onConfirm }} />;
}

function OpenDeleteDialog({
  itemTitle,
  busy,
  error,
  usedBy,
  consequence,
  onCancel,
  onConfirm,
}: Omit<Parameters<typeof DeleteDialog>[0], 'open'>) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const restore = rememberFocus();
    cancel.current?.focus();
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
          if (event.key === 'Escape' && !busy) onCancel();
          if (event.key === 'Tab' && dialog.current) cycleFocus(event, dialog.current);
        }}
        className="w-full max-w-lg rounded-xl bg-white p-6 shadow-2xl dark:bg-neutral-900"
      >
        <h2 id={titleId} className="text-lg font-bold text-neutral-900 dark:text-white">
          Delete “{itemTitle}”?
        </h2>
        <div className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{consequence}</div>
        {error ? (
          <div role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
            <p>{error}</p>
            {usedBy.length > 0 ? (
              <ul className="mt-2 list-disc pl-5">
                {usedBy.map((user) => (
                  <li key={`${user.kind}-${user.path}`}>
                    <Link to={user.path} className={textLinkClass}>
                      {user.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button
            ref={cancel}
            type="button"
            onClick={onCancel}
            disabled={busy}
            className={secondaryButtonClass}
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy || usedBy.length > 0}
            className={`${primaryButtonClass} bg-red-700 hover:bg-red-800`}
          >
            {busy ? 'Deleting…' : 'Delete'}
          </button>
        </div>
      </div>
    </div>
  );
}
