/**
 * The catalogue as a table: one row per board with its key figures, the board's name (and its
 * "Compare" box) as the row header. On a phone the table scrolls sideways inside its own region
 * while the names stay in view, as the comparison table does.
 */
import type { Board } from '@tinkerlabs/contract/boards';
import { formatPrice } from '@/lib/format-price.ts';
import { formatClock, formatCount, formatMemory, formatSize } from '../../lib/board-specs.ts';
import { boardFamilyLabels, wirelessLabels } from '../../lib/labels.ts';

const stickyCell =
  'sticky left-0 z-10 text-left shadow-[1px_0_0_var(--color-neutral-200)] dark:shadow-[1px_0_0_var(--color-neutral-800)]';

const columns: { label: string; text: (board: Board) => string; numeric?: boolean }[] = [
  { label: 'Family', text: (b) => boardFamilyLabels[b.family] },
  { label: 'Microcontroller', text: (b) => b.mcu },
  { label: 'Clock', text: (b) => formatClock(b.clockMHz), numeric: true },
  { label: 'RAM', text: (b) => formatMemory(b.ramKB), numeric: true },
  { label: 'Flash', text: (b) => formatMemory(b.flashKB), numeric: true },
  { label: 'GPIO', text: (b) => formatCount(b.gpio), numeric: true },
  {
    label: 'Wireless',
    text: (b) => (b.wireless.length ? b.wireless.map((kind) => wirelessLabels[kind]).join(', ') : 'None'),
  },
  { label: 'Size', text: (b) => (b.outline ? formatSize(b.outline.widthMM, b.outline.heightMM) : '—') },
  { label: 'Price', text: (b) => formatPrice(b.priceUSD, 'USD'), numeric: true },
];

export function BoardTable({
  boards,
  isCompared,
  onCompareChange,
}: {
  boards: Board[];
  isCompared: (slug: string) => boolean;
  onCompareChange: (slug: string, on: boolean) => void;
}) {
  const captionId = 'board-table-caption';
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-xl border border-neutral-200 dark:border-neutral-800"
    >
      <table className="w-full border-collapse text-sm">
        <caption id={captionId} className="sr-only">
          Development boards and their key figures, one row per board. Tick Compare on 2 to 4 boards to see
          all their specifications side by side.
        </caption>
        <thead>
          <tr className="border-b border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900">
            <th
              scope="col"
              className={`${stickyCell} bg-neutral-50 px-3 py-3 font-semibold dark:bg-neutral-900`}
            >
              Board
            </th>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-3 py-3 font-semibold whitespace-nowrap text-neutral-700 dark:text-neutral-300 ${column.numeric ? 'text-right' : 'text-left'}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {boards.map((board) => (
            <tr
              key={board.slug}
              className="border-b border-neutral-200 last:border-0 dark:border-neutral-800"
            >
              <th
                scope="row"
                className={`${stickyCell} min-w-44 bg-white px-2 py-1 align-top font-normal dark:bg-neutral-950`}
              >
                <label className="flex min-h-11 cursor-pointer items-center gap-2">
                  <input
                    type="checkbox"
                    checked={isCompared(board.slug)}
                    onChange={(event) => onCompareChange(board.slug, event.target.checked)}
                    aria-label={`Compare ${board.name}`}
                    className="size-5 shrink-0 accent-primary-600"
                  />
                  <span>
                    <span className="block font-semibold text-neutral-900 dark:text-white">{board.name}</span>
                    <span className="block text-xs text-neutral-600 dark:text-neutral-400">
                      {board.manufacturer}
                    </span>
                  </span>
                </label>
              </th>
              {columns.map((column) => (
                <td
                  key={column.label}
                  className={`px-3 py-2 align-top text-neutral-800 dark:text-neutral-200 ${column.numeric ? 'text-right whitespace-nowrap tabular-nums' : ''}`}
                >
                  {column.text(board)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
