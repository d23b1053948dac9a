/**
 * Shown when a save was refused because the article changed elsewhere (another tab, a reviewer):
 * the author keeps their text (saved over the newer copy) or loads the saved version. Nothing is
 * overwritten until they choose.
 */
import type { ArticleDraft } from '@tinkerlabs/contract/article-drafts';
import { useEffect, useId, useRef } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';
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
  const titleId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-neutral-950/60 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-lg rounded-xl bg-white p-6 shadow-2xl dark:bg-neutral-900"
      >
        <h2 id={titleId} className="text-lg font-bold text-neutral-900 dark:text-white">
          This article was changed elsewhere
        </h2>
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
          A newer copy (version {current.version}, saved {formatDateTime(current.updatedAt)}, titled “
          {current.title || 'Untitled'}”) is on the server, perhaps from another tab. Your latest changes are
          not saved yet. Which should stay?
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button ref={first} type="button" onClick={onKeepMine} className={primaryButtonClass}>
            Keep mine
          </button>
          <button type="button" onClick={onUseSaved} className={secondaryButtonClass}>
            Use the saved version
          </button>
        </div>
      </div>
    </div>
  );
}
