/**
 * Moving a domain or lesson one place, keyboard-friendly: once the list is re-read in its new order,
 * `focusTarget` names the row whose buttons should take focus back (moving a row's DOM node drops
 * focus), and a polite announcement says where the row went.
 */
import { useCallback, useState } from 'react';
import { useMoveRecord, type LearninghubRecord } from '../api/order-and-delete.ts';
import { errorText } from '../lib/error-text.ts';

export type FocusTarget = { id: string; direction: 'up' | 'down' };

export function useMove() {
  const move = useMoveRecord();
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);

  const run = async (record: LearninghubRecord, title: string, direction: 'up' | 'down') => {
    if (move.isPending) return;
    setError(null);
    try {
      await move.mutateAsync({ ...record, direction });
      setAnnouncement(`Moved “${title}” ${direction}.`);
    } catch (failure) {
      setError(errorText(failure));
    }
    setFocusTarget({ id: record.id, direction });
  };

  const focused = useCallback(() => setFocusTarget(null), []);

  return { run, busy: move.isPending, announcement, error, focusTarget, focused };
}
