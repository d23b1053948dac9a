/**
 * Shown when a save was refused because someone changed the resource since this form loaded it:
 * keep these edits (saved over the newer copy) or load the saved copy. Nothing is overwritten
 * until the administrator chooses.
 */
import type { AdminResource } from '@tinkerlabs/contract/admin-resources';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { DialogFrame } from './dialog-frame.tsx';

export function StaleResourceDialog({
  current,
  onKeepMine,
  onUseSaved,
  onClose,
}: {
  current: AdminResource;
  onKeepMine: () => void;
  onUseSaved: () => void;
  /** Escape: decide later (the form keeps the edits; saving asks again). */
  onClose: () => void;
}) {
  const last = current.history.at(-1);
  return (
    <DialogFrame title="This resource was changed elsewhere" onDismiss={onClose}>
      {() => (
        <>
          <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
            A newer copy (“{current.title}”, saved {formatDateTime(current.updatedAt)}
            {last ? ` by ${last.actor.name}` : ''}) is on the server. Your changes are not saved yet. Which
            should stay?
          </p>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <button type="button" onClick={onKeepMine} className={primaryButtonClass}>
              Keep mine
            </button>
            <button type="button" onClick={onUseSaved} className={secondaryButtonClass}>
              Use the saved version
            </button>
          </div>
        </>
      )}
    </DialogFrame>
  );
}
