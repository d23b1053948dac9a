/**
 * "Cards / Table": two toggle buttons (aria-pressed) choosing how the catalogue shows its boards.
 * The choice lives in the page address (useBoardCatalogueParams), so a shared link keeps it.
 */
import { LayoutGrid, Table } from 'lucide-react';
import type { BoardView } from '../../lib/board-view.ts';

const options: { view: BoardView; label: string; Icon: typeof Table }[] = [
  { view: 'cards', label: 'Cards', Icon: LayoutGrid },
  { view: 'table', label: 'Table', Icon: Table },
];

export function BoardViewSwitch({
  view,
  onChange,
}: {
  view: BoardView;
  onChange: (next: BoardView) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Show boards as"
      className="inline-flex rounded-md border border-neutral-300 p-0.5 dark:border-neutral-600"
    >
      {options.map(({ view: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded px-3 text-sm font-semibold text-neutral-700 not-aria-pressed:hover:bg-neutral-100 aria-pressed:bg-primary-700 aria-pressed:text-white sm:min-h-9 dark:text-neutral-200 dark:not-aria-pressed:hover:bg-neutral-800 dark:aria-pressed:bg-primary-700 dark:aria-pressed:text-white"
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
