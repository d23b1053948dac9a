/**
 * The member's actions on their own store suggestion: withdraw it while it waits for review, or
 * send it for review again once it is a draft or was rejected (after fixing what the reason says).
 */
import type { StoreRecord } from '@tinkerlabs/contract/submissions';
import { useMutation } from '@tanstack/react-query';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { changeMyStoreStatus } from '../api/change-my-store-status.ts';

export function OwnStoreActions({
  store,
  onChanged,
}: {
  store: StoreRecord;
  onChanged: (record: StoreRecord) => void;
}) {
  const change = useMutation({
    mutationFn: (action: 'withdraw' | 'submit') => changeMyStoreStatus(store.id, action, store.version),
    onSuccess: onChanged,
  });
  if (store.status === 'approved') return null;
  const action = store.status === 'pending' ? 'withdraw' : 'submit';
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
