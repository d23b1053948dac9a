/**
 * The modal a reviewer rejects a submission with: the reason is required (the member reads it), the
 * dialog keeps focus inside itself, Escape cancels, and focus returns to where it was on close.
 */
import { maxRejectionReasonLength } from '@tinkerlabs/contract/submissions';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { cycleFocus, rememberFocus } from '@/components/rich-text-editor/dialog-focus.ts';
import {
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
  selectClass,
} from '@/components/ui/control-styles.ts';

export interface RejectDialogProps {
  open: boolean;
  itemTitle: string;
  busy: boolean;
  /** The server's answer when rejecting failed. */
  error: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

export function RejectDialog(props: RejectDialogProps) {
  if (!props.open) return null;
  return <OpenRejectDialog {...props} />;
}

function OpenRejectDialog({ itemTitle, busy, error, onCancel, onConfirm }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const fieldId = useId();
  const messageId = useId();

  useEffect(() => {
    const restoreFocus = rememberFocus();
    field.current?.focus();
    return restoreFocus;
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') {
      setReasonError('Give the member a reason.');
      field.current?.focus();
      return;
    }
    onConfirm(trimmed);
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-neutral-950/60 p-4">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !busy) onCancel();
          if (event.key === 'Tab' && dialog.current) cycleFocus(event, dialog.current);
        }}
        className="w-full max-w-lg rounded-xl bg-white p-6 shadow-2xl dark:bg-neutral-900"
      >
        <h2 id={titleId} className="text-lg font-bold text-neutral-900 dark:text-white">
          Reject “{itemTitle}”
        </h2>
        <form onSubmit={submit} noValidate className="mt-3">
          <label htmlFor={fieldId} className={labelClass}>
            Reason for the member (required)
          </label>
          <textarea
            ref={field}
            id={fieldId}
            value={reason}
            rows={4}
            maxLength={maxRejectionReasonLength}
            required
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? messageId : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
            className={selectClass}
          />
          {reasonError ? (
            <p id={messageId} className="mt-1 text-sm text-red-700 dark:text-red-400">
              {reasonError}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          ) : null}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <button type="button" onClick={onCancel} disabled={busy} className={secondaryButtonClass}>
              Cancel
            </button>
            <button type="submit" disabled={busy} className={primaryButtonClass}>
              {busy ? 'Rejecting…' : 'Reject with this reason'}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
