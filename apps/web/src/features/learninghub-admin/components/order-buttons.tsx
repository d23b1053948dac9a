/**
 * "Move up" / "Move down" for one row of an ordered list. While a move is under way the buttons
 * ignore presses (they stay focusable); after it, `focus` asks for the pressed button (or its twin
 * when the row reached an end) to take keyboard focus again.
 */
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef } from 'react';

const buttonClass =
  'inline-flex size-9 items-center justify-center rounded-md border border-neutral-300 text-neutral-800 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:opacity-60 dark:border-neutral-600 dark:text-neutral-100 dark:hover:bg-neutral-800';

export function OrderButtons({
  title,
  first,
  last,
  busy,
  focus,
  onFocused,
  onMove,
}: {
  title: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  /** The button to focus once the list shows the new order, or null. */
  focus: 'up' | 'down' | null;
  onFocused: () => void;
  onMove: (direction: 'up' | 'down') => void;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focus || busy) return;
    const [wanted, twin] = focus === 'up' ? [up.current, down.current] : [down.current, up.current];
    (wanted && !wanted.disabled ? wanted : twin)?.focus();
    onFocused();
  }, [focus, busy, first, last, onFocused]);

  return (
    <div className="flex gap-1">
      <button
        ref={up}
        type="button"
        className={buttonClass}
        disabled={first}
        aria-disabled={busy || undefined}
        aria-label={`Move “${title}” up`}
        title="Move up"
        onClick={() => onMove('up')}
      >
        <ArrowUp aria-hidden className="size-4" />
      </button>
      <button
        ref={down}
        type="button"
        className={buttonClass}
        disabled={last}
        aria-disabled={busy || undefined}
        aria-label={`Move “${title}” down`}
        title="Move down"
        onClick={() => onMove('down')}
      >
        <ArrowDown aria-hidden className="size-4" />
      </button>
    </div>
  );
}
