/**
 * The member's actions on their own item suggestion: withdraw it while it waits for review, or send
 * it for review again once it is a draft or was rejected.
 */
import type { ItemRecord } from '@tinkerlabs/contract/submissions';
import { useMutation } from '@tanstack/react-query';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { changeMyItemStatus } from '../api/save-item.ts';

export function OwnItemActions({
  item,
  onChanged,
}: {
  item: ItemRecord;
  onChanged: (record: ItemRecord) => void;
}) {
  const change = useMutation({
    mutationFn: (action: 'withdraw' | 'submit') => changeMyItemStatus(item.id, action, item.version),
    onSuccess: onChanged,
  });
  if (item.status === 'approved') return null;
  const action = item.status === 'pending' ? 'withdraw' : 'submit';
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
