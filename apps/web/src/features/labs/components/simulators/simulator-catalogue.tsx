/** One simulator category's page body: its introduction, what to look for, and the curated entries. */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PagedResults } from '@/components/ui/paged-results.tsx';
import { readListParams } from '@/lib/list-params.ts';
import { simulatorsQuery } from '../../api/get-simulators.ts';
import type { SimulatorCategory } from '../../lib/labels.ts';
import { simulatorSection } from '../../lib/simulator-sections.ts';
import { SimulatorCard } from './simulator-card.tsx';

export function SimulatorCatalogue({ category }: { category: SimulatorCategory }) {
  const section = simulatorSection(category);
  const [search] = useSearchParams();
  const simulators = useQuery(simulatorsQuery(category, readListParams(search, []).page));

  return (
    <>
      <div className="mt-6 max-w-3xl space-y-4 text-neutral-700 dark:text-neutral-300">
        {section.introduction.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <section aria-labelledby="look-for-heading" className="mt-8 max-w-3xl">
        <h2 id="look-for-heading" className="text-lg font-semibold text-neutral-900 dark:text-white">
          What to look for
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-neutral-700 dark:text-neutral-300">
          {section.lookFor.map((point) => (
            <li key={point.slice(0, 40)}>{point}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="catalogue-heading" className="mt-10">
        <h2 id="catalogue-heading" className="text-xl font-bold text-neutral-900 dark:text-white">
          The catalogue
        </h2>
        <PagedResults query={simulators} noun={['tool', 'tools']}>
          {(items) => (
            <ul className="mt-4 grid gap-5 lg:grid-cols-2">
              {items.map((simulator) => (
                <li key={simulator.slug}>
                  <SimulatorCard simulator={simulator} />
                </li>
              ))}
            </ul>
          )}
        </PagedResults>
      </section>
    </>
  );
}
