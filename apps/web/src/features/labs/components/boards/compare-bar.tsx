/**
 * A bar that stays at the bottom of the screen while boards are picked, so the comparison is one
 * tap away from anywhere in a long list (on a phone the table is far above the cards).
 */
import { Columns3 } from 'lucide-react';
import { maxCompared, minCompared } from '../../lib/compare-selection.ts';

export function CompareBar({ count, onShow }: { count: number; onShow: () => void }) {
  if (count === 0) return null;
  const ready = count >= minCompared && count <= maxCompared;
  return (
    <div className="sticky bottom-0 z-20 mt-6 -mx-4 border-t border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur dark:border-neutral-800 dark:bg-neutral-950/95">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-neutral-800 dark:text-neutral-200">
          <span className="font-semibold">{count}</span> {count === 1 ? 'board' : 'boards'} picked
          {ready ? null : (
            <span className="block text-xs text-neutral-600 dark:text-neutral-400">
              Compare {minCompared} to {maxCompared}
            </span>
          )}
        </p>
        <button
          type="button"
          onClick={onShow}
          className="inline-flex shrink-0 items-center gap-2 rounded-md bg-primary-700 px-3 py-2 text-sm font-semibold text-white hover:bg-primary-800"
        >
          <Columns3 aria-hidden className="size-4" />
          {ready ? 'See the comparison' : 'Review'}
        </button>
      </div>
    </div>
  );
}
