/**
 * What `report()` found: the evaluation of the float and int8 models, a table comparing their
 * predictions on the test inputs (with the tolerance the lab holds them to), the model's size in
 * both forms, and the exports: the C header as a download, and the single-file C++ program that
 * prints the same int8 predictions, opened in the C++ lab through a share link.
 */
import { Download, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import type { TinyMlReport } from '@/lib/code-runners/tinyml-device.ts';
import { groupThousands } from '@/lib/format-number.ts';
import { downloadText } from '../../lib/download-text.ts';
import { shareFragment } from '@/lib/share-code.ts';

const cellClass = 'px-3 py-1.5 text-right font-mono whitespace-nowrap tabular-nums';

function formatMetric(metric: TinyMlReport['evaluation']['metric'], value: number) {
  return metric === 'accuracy' ? `${(100 * value).toFixed(1)} %` : value.toPrecision(3);
}

export function Int8Report({ report }: { report: TinyMlReport }) {
  const id = useId();
  const { evaluation, sizes, rows, tolerance } = report;
  const within = rows.filter((row) => row.difference <= tolerance).length;
  const headerFile = `${report.name}_model.h`;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-neutral-900 dark:text-white">
        Float vs int8
      </h3>
      <p className="text-sm text-neutral-800 dark:text-neutral-200" data-testid="tinyml-evaluation">
        {evaluation.metric} on {evaluation.samples} samples: float{' '}
        {formatMetric(evaluation.metric, evaluation.float)}, int8{' '}
        {formatMetric(evaluation.metric, evaluation.int8)}
      </p>
      {/* Outside the table's scrolling box, so that it wraps to the column on a phone. */}
      <p id={`${id}-tolerance`} className="text-sm text-neutral-600 dark:text-neutral-400">
        Float vs int8 predictions on {rows.length} test inputs. Tolerance: |int8 − float| ≤{' '}
        <span data-testid="tinyml-tolerance">{tolerance}</span>
        {` (${report.toleranceBasis})`}; {within} of {rows.length} within it.
      </p>
      {/* Focusable so that a keyboard can scroll a table wider than its column. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={`${id}-heading`}>
        <table
          aria-describedby={`${id}-tolerance`}
          className="min-w-full text-sm text-neutral-800 dark:text-neutral-200"
        >
          <caption className="sr-only">Float vs int8 predictions on {rows.length} test inputs</caption>
          <thead>
            <tr className="border-b border-neutral-200 text-neutral-600 dark:border-neutral-700 dark:text-neutral-300">
              <th scope="col" className="px-3 py-1.5 text-left font-medium">
                Input
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                Float
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                int8
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                Difference
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.input} className="border-b border-neutral-100 dark:border-neutral-800">
                <th scope="row" className="px-3 py-1.5 text-left font-medium whitespace-nowrap">
                  {row.input}
                </th>
                <td className={cellClass}>{row.float}</td>
                <td className={cellClass}>{row.int8}</td>
                <td className={cellClass}>{row.difference.toFixed(6)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-neutral-800 dark:text-neutral-200">
        Model size: {groupThousands(sizes.floatBytes)} bytes as float32, {groupThousands(sizes.int8Bytes)}{' '}
        bytes as int8 weights and int32 biases ({groupThousands(sizes.parameters)} parameters).
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => downloadText(headerFile, report.header, 'text/x-c')}
        >
          <Download aria-hidden className="size-4" />
          Download C header
        </button>
        <a className={secondaryButtonClass} href={`/labs/programming/cpp${shareFragment(report.program)}`}>
          <ExternalLink aria-hidden className="size-4" />
          Open in the C++ lab
        </a>
      </div>
      <p className="text-xs text-neutral-600 dark:text-neutral-400">
        {headerFile} holds the int8 weights and <code>{report.name}_predict()</code>; the C++ lab compiles it
        with a <code>main</code> that prints the int8 model’s outputs for the inputs above.
      </p>
    </section>
  );
}
