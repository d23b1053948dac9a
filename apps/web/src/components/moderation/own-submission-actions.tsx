/**
 * The member's actions on their own suggestion (a store, an item): withdraw it while it waits for
 * review, or send it for review again once it is a draft or was rejected (after fixing what the
 * reason says). Nothing shows once it is published.
 */
import { useMutation } from '@tanstack/react-query';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import type { ChangeOwnStatus, ModeratedRecord } from './submission-kind.ts';

export function OwnSubmissionActions<R extends ModeratedRecord>({
  record,
  changeStatus,
  onChanged,
}: {
  record: R;
  changeStatus: ChangeOwnStatus<R>;
  onChanged: (record: R) => void;
}) {
  const change = useMutation({
    mutationFn: (action: 'withdraw' | 'submit') => changeStatus(record.id, action, record.version),
    onSuccess: onChanged,
  });
  if (record.status === 'approved') return null;
  const action = record.status === 'pending' ? 'withdraw' : 'submit';
  return (
    <div>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={change.isPending}
        onClick={() => change.mutate(action)}
      >
        {action === 'withdraw' ? 'Withdraw from review' : 'Send for review again'}
      </button>
      {change.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {change.error.message}
        </p>
      ) : null}
    </div>
  );
}
