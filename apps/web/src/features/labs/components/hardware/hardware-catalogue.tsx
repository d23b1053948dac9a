/** /labs/hardware: the components catalogue, filtered by the category in the page address. */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { PagedResults } from '@/components/ui/paged-results.tsx';
import { readListParams } from '@/lib/list-params.ts';
import { hardwareQuery } from '../../api/get-hardware.ts';
import { categoryCounts } from '../../lib/category-counts.ts';
import { hardwareCategoryFrom } from '../../lib/hardware-category.ts';
import { hardwareCategoryLabels } from '../../lib/labels.ts';
import { HardwareCard } from './hardware-card.tsx';
import { HardwareCategoryFilter } from './hardware-category-filter.tsx';

export function HardwareCatalogue() {
  const [search] = useSearchParams();
  const category = hardwareCategoryFrom(search);
  const components = useQuery(hardwareQuery(category, readListParams(search, []).page));
  // The unfiltered first page (the "All components" view, usually cached) tells which categories exist.
  const everything = useQuery(hardwareQuery(undefined, 1));

  return (
    <>
      <HardwareCategoryFilter current={category} counts={categoryCounts(everything.data)} />
      <section aria-labelledby="components-heading" className="mt-8">
        <h2 id="components-heading" className="text-xl font-bold text-neutral-900 dark:text-white">
          {category ? hardwareCategoryLabels[category] : 'All components'}
        </h2>
        <PagedResults
          query={components}
          noun={['component', 'components']}
          emptyHint={
            <Link to="." replace className={`${secondaryButtonClass} mt-4`}>
              Show all components
            </Link>
          }
        >
          {(items) => (
            <ul className="mt-4 space-y-5">
              {items.map((component) => (
                <li key={component.slug}>
                  <HardwareCard component={component} />
                </li>
              ))}
            </ul>
          )}
        </PagedResults>
      </section>
    </>
  );
}
