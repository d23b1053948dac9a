/**
 * The side-by-side comparison: one column per board, one row per specification. On a phone the
 * table scrolls sideways inside its own region while the specification names stay in view.
 */
import type { Board } from '@tinkerlabs/contract/boards';
import { comparisonRows } from '../../lib/comparison-rows.ts';

const stickyCell =
  'sticky left-0 z-10 bg-neutral-50 text-left font-medium text-neutral-700 shadow-[1px_0_0_var(--color-neutral-200)] dark:bg-neutral-900 dark:text-neutral-300 dark:shadow-[1px_0_0_var(--color-neutral-800)]';

export function ComparisonTable({ boards }: { boards: Board[] }) {
  const rows = comparisonRows(boards);
  const captionId = 'board-comparison-caption';
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-xl border border-neutral-200 dark:border-neutral-800"
    >
      <table className="w-full border-collapse text-sm">
        <caption id={captionId} className="sr-only">
          Specifications of {boards.map((board) => board.name).join(', ')}, side by side. The best figure in a
          row is marked highest or lowest.
        </caption>
        <thead>
          <tr className="border-b border-neutral-200 dark:border-neutral-800">
            <th scope="col" className={`${stickyCell} w-28 px-3 py-3 align-bottom sm:w-40`}>
              Specification
            </th>
            {boards.map((board) => (
              <th
                key={board.slug}
                scope="col"
                className="min-w-32 bg-white px-3 py-3 text-left align-bottom font-semibold text-neutral-900 dark:bg-neutral-950 dark:text-white"
              >
                {board.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-neutral-200 last:border-0 dark:border-neutral-800">
              <th scope="row" className={`${stickyCell} px-3 py-2 align-top`}>
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td
                  key={boards[index]!.slug}
                  className={`bg-white px-3 py-2 align-top dark:bg-neutral-950 ${
                    cell.best
                      ? 'font-semibold text-primary-800 dark:text-primary-300'
                      : 'text-neutral-800 dark:text-neutral-200'
                  }`}
                >
                  {cell.text}
                  {cell.best ? (
                    <>
                      {' '}
                      <span className="text-xs font-semibold text-primary-800 dark:text-primary-300">
                        ({row.bestIs})
                      </span>
                    </>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
