/**
 * The loss plot's numbers as a table, behind a "Show the data" disclosure: each epoch's training
 * loss and, when the program holds out a validation split, its validation loss. What the curve
 * shows, for a screen reader (and for anyone who wants the values).
 */
import type { EpochLoss } from '@/lib/code-runners/tinyml-device.ts';

const cellClass = 'px-3 py-1 text-right font-mono tabular-nums';

export function LossTable({ losses }: { losses: EpochLoss[] }) {
  const validation = losses.some((point) => point.validationLoss !== undefined);
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-medium text-secondary-700 dark:text-secondary-300">
        Show the data
      </summary>
      <div className="mt-2 max-h-64 overflow-y-auto rounded-md border border-neutral-200 dark:border-neutral-700">
        <table className="w-full text-neutral-800 dark:text-neutral-200">
          <caption className="sr-only">Loss per epoch</caption>
          <thead className="sticky top-0 bg-neutral-50 dark:bg-neutral-900">
            <tr>
              <th scope="col" className="px-3 py-1 text-left font-medium">
                Epoch
              </th>
              <th scope="col" className="px-3 py-1 text-right font-medium">
                Training loss
              </th>
              {validation ? (
                <th scope="col" className="px-3 py-1 text-right font-medium">
                  Validation loss
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {losses.map((point) => (
              <tr key={point.epoch} className="border-t border-neutral-100 dark:border-neutral-800">
                <th scope="row" className="px-3 py-1 text-left font-normal tabular-nums">
                  {point.epoch}
                </th>
                <td className={cellClass}>{point.loss.toPrecision(3)}</td>
                {validation ? (
                  <td className={cellClass}>{point.validationLoss?.toPrecision(3) ?? '–'}</td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
