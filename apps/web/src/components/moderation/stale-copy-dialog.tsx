/**
 * Shown when a save was refused because the record changed since it was loaded (409
 * stale_version): the editor keeps their own values and saves them over the newer copy, or loads
 * the saved copy. Nothing is overwritten until they choose. `StaleChoiceDialog` is the dialog with
 * the words given by its user; `StaleCopyDialog` says it for a record with a history (who changed
 * what, in which version).
 */
import type { HistoryEntry } from '@tinkerlabs/contract/history';
import { type ReactNode, useRef } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { Dialog, DialogActions, dialogTextClass } from '@/components/ui/dialog.tsx';
import { HistoryList } from './history-list.tsx';

export interface StaleChoiceDialogProps {
  title: string;
  /** What happened and what is at stake, under the title. */
  children: ReactNode;
  keepLabel: string;
  useSavedLabel: string;
  /** Which choice comes first (and has the focus): the saved copy, or the editor's own values. */
  first: 'keep' | 'saved';
  /** While saving, both choices are disabled and the keep button says so. */
  busy?: boolean;
  onKeepMine: () => void;
  onUseSaved: () => void;
  /** Escape: decide later. Left out, a choice is required. */
  onDismiss?: () => void;
}

export function StaleChoiceDialog({
  title,
  children,
  keepLabel,
  useSavedLabel,
  first,
  busy = false,
  onKeepMine,
  onUseSaved,
  onDismiss,
}: StaleChoiceDialogProps) {
  const firstButton = useRef<HTMLButtonElement>(null);
  const choices = {
    keep: { label: busy ? 'Saving…' : keepLabel, onClick: onKeepMine, className: primaryButtonClass },
    saved: { label: useSavedLabel, onClick: onUseSaved, className: secondaryButtonClass },
  };
  const order = first === 'keep' ? (['keep', 'saved'] as const) : (['saved', 'keep'] as const);
  return (
    <Dialog title={title} initialFocus={firstButton} onDismiss={busy ? undefined : onDismiss}>
      {children}
      <DialogActions>
        {order.map((choice, index) => (
          <button
            key={choice}
            ref={index === 0 ? firstButton : undefined}
            type="button"
            onClick={choices[choice].onClick}
            disabled={busy}
            className={choices[choice].className}
          >
            {choices[choice].label}
          </button>
        ))}
      </DialogActions>
    </Dialog>
  );
}

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
  const newer = current.history.filter((entry) => entry.version > readVersion);
  return (
    <StaleChoiceDialog
      title="Someone else changed this meanwhile"
      keepLabel="Keep mine and save"
      useSavedLabel="Load the saved version"
      first="saved"
      busy={busy}
      onKeepMine={onKeepMine}
      onUseSaved={onUseSaved}
    >
      <p className={dialogTextClass}>
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
    </StaleChoiceDialog>
  );
}
