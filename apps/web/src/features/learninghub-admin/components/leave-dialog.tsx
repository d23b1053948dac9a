/** Asks before leaving the lesson editor with unsaved changes: stay (the default) or leave them. */
import { useRef } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { Dialog, DialogActions, dialogTextClass } from '@/components/ui/dialog.tsx';

export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title="Leave without saving?" width="md" initialFocus={stay} onDismiss={onStay}>
      <p className={dialogTextClass}>
        This lesson has changes that are not saved. If you leave now, they are lost.
      </p>
      <DialogActions>
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
      </DialogActions>
    </Dialog>
  );
}
