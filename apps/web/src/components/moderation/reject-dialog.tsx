/**
 * The modal a reviewer rejects a submission with: the reason is required (the member reads it), the
 * dialog keeps focus inside itself, Escape cancels, and focus returns to where it was on close.
 */
import { maxRejectionReasonLength } from '@tinkerlabs/contract/submissions';
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
  selectClass,
} from '@/components/ui/control-styles.ts';
import { Dialog, DialogActions } from '@/components/ui/dialog.tsx';

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
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const messageId = useId();

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
    <Dialog
      role="dialog"
      title={`Reject “${itemTitle}”`}
      initialFocus={field}
      onDismiss={busy ? undefined : onCancel}
    >
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
        <DialogActions>
          <button type="button" onClick={onCancel} disabled={busy} className={secondaryButtonClass}>
            Cancel
          </button>
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? 'Rejecting…' : 'Reject with this reason'}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
