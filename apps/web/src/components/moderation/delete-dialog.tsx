/**
 * Confirming the deletion of a record. When the server refuses because others refer to it (409
 * in_use), the dialog lists what does, with links, so the administrator can change those first.
 */
import { type ReactNode, useRef } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { primaryButtonClass, secondaryButtonClass, textLinkClass } from '@/components/ui/control-styles.ts';
import { Dialog, DialogActions } from '@/components/ui/dialog.tsx';

export interface UsedBy {
  kind: string;
  title: string;
  path: string;
}

export interface DeleteDialogProps {
  open: boolean;
  itemTitle: string;
  busy: boolean;
  error: string | null;
  usedBy: UsedBy[];
  /** What deleting means, e.g. that the public page disappears. */
  consequence: ReactNode;
  /** The buttons' words, when 'Cancel' and 'Delete' say too little. */
  cancelLabel?: string;
  confirmLabel?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteDialog({ open, ...props }: DeleteDialogProps) {
  if (!open) return null;
  return <OpenDeleteDialog {...props} />;
}

function OpenDeleteDialog({
  itemTitle,
  busy,
  error,
  usedBy,
  consequence,
  cancelLabel = 'Cancel',
  confirmLabel = 'Delete',
  onCancel,
  onConfirm,
}: Omit<DeleteDialogProps, 'open'>) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={`Delete “${itemTitle}”?`} initialFocus={cancel} onDismiss={busy ? undefined : onCancel}>
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
      <DialogActions>
        <button
          ref={cancel}
          type="button"
          onClick={onCancel}
          disabled={busy}
          className={secondaryButtonClass}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy || usedBy.length > 0}
          className={`${primaryButtonClass} bg-red-700 hover:bg-red-800`}
        >
          {busy ? 'Deleting…' : confirmLabel}
        </button>
      </DialogActions>
    </Dialog>
  );
}
