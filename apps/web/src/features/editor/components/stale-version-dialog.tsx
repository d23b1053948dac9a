/**
 * The shared stale-copy dialog for an article changed elsewhere (another tab, a reviewer): the
 * author keeps their text (saved over the newer copy) or loads the saved version.
 */
import type { ArticleDraft } from '@tinkerlabs/contract/article-drafts';
import { StaleChoiceDialog } from '@/components/moderation/stale-copy-dialog.tsx';
import { dialogTextClass } from '@/components/ui/dialog.tsx';
import { formatDateTime } from '@/lib/format-date.ts';

export function StaleVersionDialog({
  current,
  onKeepMine,
  onUseSaved,
}: {
  current: ArticleDraft;
  onKeepMine: () => void;
  onUseSaved: () => void;
}) {
  return (
    <StaleChoiceDialog
      title="This article was changed elsewhere"
      keepLabel="Keep mine"
      useSavedLabel="Use the saved version"
      first="keep"
      onKeepMine={onKeepMine}
      onUseSaved={onUseSaved}
    >
      <p className={dialogTextClass}>
        A newer copy (version {current.version}, saved {formatDateTime(current.updatedAt)}, titled “
        {current.title || 'Untitled'}”) is on the server, perhaps from another tab. Your latest changes are
        not saved yet. Which should stay?
      </p>
    </StaleChoiceDialog>
  );
}
