/** One hardware component: what it is, its key figures, how to wire it and what it is used for. */
import type { HardwareComponent } from '@tinkerlabs/contract/hardware';
import { formatPrice } from '@/lib/format-price.ts';
import { hardwareCategoryBadges } from '../../lib/labels.ts';
import { ExternalLink } from '../shared/external-link.tsx';
import { TagList } from '../shared/tag-list.tsx';

const subheadingClass = 'text-sm font-semibold text-neutral-900 dark:text-white';

export function HardwareCard({ component }: { component: HardwareComponent }) {
  const headingId = `component-${component.slug}`;
  const specs = Object.entries(component.keySpecs);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-neutral-200 bg-white p-5 shadow-sm dark:border-neutral-800 dark:bg-neutral-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-neutral-900 dark:text-white">
          {component.name}
        </h3>
        <span className="rounded-full bg-secondary-50 px-2.5 py-0.5 text-xs font-semibold text-secondary-800 dark:bg-secondary-950 dark:text-secondary-200">
          {hardwareCategoryBadges[component.category]}
        </span>
      </div>
      <p className="mt-2 font-medium text-neutral-800 dark:text-neutral-200">{component.summary}</p>
      <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{component.description}</p>

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-neutral-600 dark:text-neutral-400">Interface</dt>
          <dd className="font-medium text-neutral-900 dark:text-white">
            {component.interface ?? 'None (analog or power)'}
          </dd>
        </div>
        <div>
          <dt className="text-neutral-600 dark:text-neutral-400">Supply voltage</dt>
          <dd className="font-medium text-neutral-900 dark:text-white">
            {component.supplyVoltage ?? 'Not applicable'}
          </dd>
        </div>
        {component.priceUSD !== null ? (
          <div>
            <dt className="text-neutral-600 dark:text-neutral-400">Typical price</dt>
            <dd className="font-medium text-neutral-900 dark:text-white">
              {formatPrice(component.priceUSD, 'USD')}
            </dd>
          </div>
        ) : null}
      </dl>

      {specs.length > 0 ? (
        <>
          <h4 className={`mt-5 ${subheadingClass}`}>Key specifications</h4>
          <dl className="mt-2 divide-y divide-neutral-200 rounded-lg border border-neutral-200 text-sm dark:divide-neutral-800 dark:border-neutral-800">
            {specs.map(([name, value]) => (
              <div key={name} className="grid gap-1 px-3 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
                <dt className="text-neutral-600 dark:text-neutral-400">{name}</dt>
                <dd className="text-neutral-900 dark:text-neutral-100">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}

      {component.wiringNotes ? (
        <>
          <h4 className={`mt-5 ${subheadingClass}`}>Wiring notes</h4>
          <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{component.wiringNotes}</p>
        </>
      ) : null}

      {component.typicalUses.length > 0 ? (
        <>
          <h4 className={`mt-5 ${subheadingClass}`}>Typical uses</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-neutral-700 dark:text-neutral-300">
            {component.typicalUses.map((use) => (
              <li key={use}>{use}</li>
            ))}
          </ul>
        </>
      ) : null}

      <TagList tags={component.tags} />
      {component.datasheetUrl ? (
        <p className="mt-4 text-sm">
          <ExternalLink href={component.datasheetUrl} context={`of ${component.name}`}>
            Datasheet
          </ExternalLink>
        </p>
      ) : null}
    </article>
  );
}
