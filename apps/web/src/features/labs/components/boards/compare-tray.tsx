/**
 * The compare tray: once a board is ticked, a bar stays at the bottom of the screen with the picked
 * boards (each removable), what the 2–4 rule still asks for, "Clear comparison" and "Compare (N)",
 * which brings the comparison into view. Nothing shows before a board is picked.
 *
 * It stays mounted while empty (rendering nothing), so the focus can still be handed on after the
 * last board is removed: a removed board's button goes with it, and the focus moves to the next
 * board's, or, when none is left, to `fallbackRef` (the list's heading).
 */
import { Columns3, X } from 'lucide-react';
import type { RefObject } from 'react';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { useFocusAfterRemoval } from '@/lib/use-focus-after-removal.ts';
import { compareMessage, compareStatus } from '../../lib/compare-selection.ts';

interface CompareTrayProps {
  selection: string[];
  nameOf: (slug: string) => string;
  onSelectionChange: (next: string[]) => void;
  /** Shows the comparison (scrolls to its heading and focuses it). */
  onCompare: () => void;
  /** Where the focus goes once no board is left to compare. */
  fallbackRef: RefObject<HTMLHeadingElement | null>;
}

export function CompareTray({
  selection,
  nameOf,
  onSelectionChange,
  onCompare,
  fallbackRef,
}: CompareTrayProps) {
  const { listRef, removing } = useFocusAfterRemoval<HTMLDivElement, HTMLHeadingElement>(fallbackRef);
  if (selection.length === 0) return null;
  return (
    <section
      aria-label="Boards to compare"
      className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-neutral-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur sm:mx-0 sm:rounded-t-xl sm:border-x dark:border-neutral-800 dark:bg-neutral-950/95"
    >
      <div ref={listRef} className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <ul aria-label="Picked boards" className="flex max-w-full gap-2 overflow-x-auto py-0.5">
          {selection.map((slug, index) => (
            <li
              key={slug}
              className="inline-flex shrink-0 items-center gap-1 rounded-full bg-primary-50 py-0.5 pr-0.5 pl-3 text-sm font-medium text-primary-900 dark:bg-primary-950 dark:text-primary-100"
            >
              {nameOf(slug)}
              <button
                type="button"
                data-remove
                onClick={() => {
                  removing(index);
                  onSelectionChange(selection.filter((s) => s !== slug));
                }}
                aria-label={`Remove ${nameOf(slug)} from the comparison`}
                className="inline-flex size-10 items-center justify-center rounded-full hover:bg-primary-100 sm:size-8 dark:hover:bg-primary-900"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
        <p role="status" className="min-w-0 flex-1 basis-48 text-sm text-neutral-700 dark:text-neutral-300">
          {compareMessage(compareStatus(selection))}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => {
              removing(0);
              onSelectionChange([]);
            }}
            className={`${secondaryButtonClass} min-h-11 sm:min-h-9`}
          >
            Clear comparison
          </button>
          <button
            type="button"
            onClick={onCompare}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md bg-primary-700 px-3 py-2 text-sm font-semibold text-white hover:bg-primary-800 sm:min-h-9"
          >
            <Columns3 aria-hidden className="size-4" />
            Compare ({selection.length})
          </button>
        </div>
      </div>
    </section>
  );
}
