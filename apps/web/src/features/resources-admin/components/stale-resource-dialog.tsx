/**
 * The shared stale-copy dialog for a resource: someone changed it since this form loaded it, so
 * the administrator keeps these edits (saved over the newer copy) or loads the saved copy.
 */
import type { AdminResource } from '@tinkerlabs/contract/admin-resources';
import { StaleChoiceDialog } from '@/components/moderation/stale-copy-dialog.tsx';
import { dialogTextClass } from '@/components/ui/dialog.tsx';
import { formatDateTime } from '@/lib/format-date.ts';

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
    <StaleChoiceDialog
      title="This resource was changed elsewhere"
      keepLabel="Keep mine"
      useSavedLabel="Use the saved version"
      first="keep"
      onKeepMine={onKeepMine}
      onUseSaved={onUseSaved}
      onDismiss={onClose}
    >
      <p className={dialogTextClass}>
        A newer copy (“{current.title}”, saved {formatDateTime(current.updatedAt)}
        {last ? ` by ${last.actor.name}` : ''}) is on the server. Your changes are not saved yet. Which should
        stay?
      </p>
    </StaleChoiceDialog>
  );
}
