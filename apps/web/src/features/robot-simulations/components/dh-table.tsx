/** The Denavit–Hartenberg table for the current pose, the joint variable of each row highlighted. */
import { radToDeg } from '@tinkerlabs/kinematics/angles';
import type { RobotModel } from '@tinkerlabs/kinematics/robot-model';
import { ScrollRegion } from '@/components/ui/scroll-region.tsx';
import { panelHeadingClass } from './field-styles.ts';
import { formatValue } from '../lib/format-value.ts';

const cellClass = 'px-3 py-1.5 text-right font-mono tabular-nums';
const liveClass =
  'rounded bg-secondary-100 px-1.5 font-semibold text-secondary-900 dark:bg-secondary-900 dark:text-secondary-100';

function Cell({ value, live }: { value: string; live: boolean }) {
  return <td className={cellClass}>{live ? <span className={liveClass}>{value}</span> : value}</td>;
}

export function DhTable({ model, q }: { model: RobotModel; q: readonly number[] }) {
  const rows = model.dhTable(q);
  return (
    <section aria-labelledby="dh-heading">
      <h2 id="dh-heading" className={panelHeadingClass}>
        Denavit–Hartenberg table
      </h2>
      {/* At 320 px (a phone, or 400 % zoom) the table scrolls, and its box then takes keyboard focus. */}
      <ScrollRegion label="Denavit–Hartenberg table" className="mt-2">
        <table className="min-w-full text-sm text-neutral-800 dark:text-neutral-200">
          <caption className="mb-2 text-left text-sm text-neutral-600 dark:text-neutral-400">
            Standard DH parameters of each joint; the highlighted value is the joint variable, which follows
            the controls.
          </caption>
          <thead>
            <tr className="border-b border-neutral-200 text-neutral-600 dark:border-neutral-700 dark:text-neutral-300">
              <th scope="col" className="px-3 py-1.5 text-left font-medium">
                Joint
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                θ (°)
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                d (mm)
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                a (mm)
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                α (°)
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const joint = model.joints[index];
              const revolute = joint?.type === 'revolute';
              return (
                <tr
                  key={joint?.symbol ?? index}
                  className="border-b border-neutral-100 dark:border-neutral-800"
                >
                  <th scope="row" className="px-3 py-1.5 text-left font-medium">
                    {index + 1}{' '}
                    <span className="font-normal text-neutral-600 dark:text-neutral-400">
                      {joint?.symbol}
                    </span>
                  </th>
                  <Cell value={formatValue(radToDeg(row.theta), 2)} live={revolute} />
                  <Cell value={formatValue(row.d, 2)} live={!revolute} />
                  <Cell value={formatValue(row.a, 2)} live={false} />
                  <Cell value={formatValue(radToDeg(row.alpha), 2)} live={false} />
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
