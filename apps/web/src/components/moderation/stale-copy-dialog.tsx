/**
 * Shown when a save was refused because the record changed since it was loaded (409
 * stale_version): it shows the server's copy (who changed what, in which version) and lets the
 * editor load that copy or keep their own values and save them over it. Nothing is overwritten
 * until they choose.
 */
import type { HistoryEntry } from '@tinkerlabs/contract/history';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cycleFocus, rememberFocus } from '@/components/rich-text-editor/dialog-focus.ts';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { HistoryList } from './history-list.tsx';

export interface StaleCopy {
  version: number;
  history: HistoryEntry[];
}

export function StaleCopyDialog({
  current,
  readVersion,
  summary,
  busy,
  onKeepMine,
  onUseSaved,
}: {
  current: StaleCopy;
  /** The version the editor's values were based on. */
  readVersion: number;
  /** The server's copy in a few lines (its main fields). */
  summary: ReactNode;
  busy: boolean;
  onKeepMine: () => void;
  onUseSaved: () => void;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const restore = rememberFocus();
    first.current?.focus();
    return restore;
  }, []);
  const newer = current.history.filter((entry) => entry.version > readVersion);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-neutral-950/60 p-4">
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Tab' && dialog.current) cycleFocus(event, dialog.current);
        }}
        className="max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-xl bg-white p-6 shadow-2xl dark:bg-neutral-900"
      >
        <h2 id={titleId} className="text-lg font-bold text-neutral-900 dark:text-white">
          Someone else changed this meanwhile
        </h2>
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
          You edited version {readVersion}; the saved copy is now version {current.version}. Your changes are
          not saved yet. Which should stay?
        </p>
        <div className="mt-3 rounded-lg border border-neutral-200 p-3 text-sm dark:border-neutral-700">
          {summary}
        </div>
        {newer.length > 0 ? (
          <div className="mt-3">
            <h3 className="text-sm font-semibold text-neutral-900 dark:text-white">What changed</h3>
            <div className="mt-2">
              <HistoryList entries={newer} />
            </div>
          </div>
        ) : null}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button
            ref={first}
            type="button"
            onClick={onUseSaved}
            disabled={busy}
            className={secondaryButtonClass}
          >
            Load the saved version
          </button>
          <button type="button" onClick={onKeepMine} disabled={busy} className={primaryButtonClass}>
            {busy ? 'Saving…' : 'Keep mine and save'}
          </button>
        </div>
      </div>
    </div>
  );
}
