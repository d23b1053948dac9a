/**
 * The hardware categories as links (`?category=sensor`): shareable, and usable without any script
 * state. With the counts known, only categories that hold something are offered, each with its count.
 */
import { Link } from '@/components/ui/link.tsx';
import { hardwareCategoryLabels, hardwareCategoryList, type HardwareCategory } from '../../lib/labels.ts';

const chipClass = (active: boolean) =>
  `inline-flex min-h-9 items-center rounded-full border px-3 py-1.5 text-sm font-medium ${
    active
      ? 'border-primary-700 bg-primary-700 text-white dark:border-primary-500'
      : 'border-neutral-300 bg-white text-neutral-800 hover:border-primary-500 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200'
  }`;

export function HardwareCategoryFilter({
  current,
  counts,
}: {
  current: HardwareCategory | undefined;
  counts: ReadonlyMap<HardwareCategory, number> | null;
}) {
  const shown = hardwareCategoryList.filter(
    (category) => !counts || counts.has(category) || category === current,
  );
  const entries: [HardwareCategory | undefined, string][] = [
    [undefined, 'All components'],
    ...shown.map((category): [HardwareCategory, string] => {
      const count = counts?.get(category);
      const label = hardwareCategoryLabels[category];
      return [category, count ? `${label} (${count})` : label];
    }),
  ];
  return (
    <nav aria-label="Component categories" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {entries.map(([category, label]) => (
          <li key={category ?? 'all'}>
            <Link
              to={category ? `?category=${category}` : '.'}
              replace
              preventScrollReset
              aria-current={current === category ? 'page' : undefined}
              className={chipClass(current === category)}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
