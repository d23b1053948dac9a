/**
 * /labs/simulators: the four catalogues and the micromouse page, each with what it holds. The
 * names under each card come from one request for the whole catalogue.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';
import { ErrorState } from '@/components/ui/request-states.tsx';
import { simulatorsQuery } from '../../api/get-simulators.ts';
import { simulatorSections } from '../../lib/simulator-sections.ts';

const cardClass =
  'group flex h-full flex-col rounded-xl border border-neutral-200 bg-white p-5 shadow-sm transition hover:border-primary-400 hover:shadow-md dark:border-neutral-800 dark:bg-neutral-900 dark:hover:border-primary-600';

export function SimulatorsOverview() {
  const all = useQuery(simulatorsQuery(undefined));
  const items = all.data?.items ?? [];

  return (
    <section aria-labelledby="categories-heading" className="mt-10">
      <h2 id="categories-heading" className="text-xl font-bold text-neutral-900 dark:text-white">
        Four catalogues
      </h2>
      {all.isError ? (
        <ErrorState
          title="The tools in each catalogue could not be loaded."
          message={all.error.message}
          onRetry={() => void all.refetch()}
          retrying={all.isFetching}
        />
      ) : null}
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {simulatorSections.map((section) => {
          const names = items.filter((item) => item.category === section.category).map((item) => item.name);
          return (
            <li key={section.category}>
              <Link to={section.path} className={cardClass}>
                <span className="flex items-center justify-between gap-2 text-lg font-semibold text-neutral-900 dark:text-white">
                  {section.title}
                  <ArrowRight
                    aria-hidden
                    className="size-5 shrink-0 text-primary-600 transition group-hover:translate-x-0.5 dark:text-primary-400"
                  />
                </span>
                <span className="mt-1 block text-sm text-neutral-700 dark:text-neutral-300">
                  {section.summary}
                </span>
                <span className="mt-3 block min-h-5 text-sm text-neutral-600 dark:text-neutral-400">
                  {all.isPending ? (
                    <span className="inline-block h-4 w-2/3 animate-pulse rounded bg-neutral-200 dark:bg-neutral-800" />
                  ) : names.length ? (
                    <>
                      <span className="font-medium text-neutral-800 dark:text-neutral-200">Includes: </span>
                      {names.join(', ')}
                    </>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
        <li className="md:col-span-2">
          <Link to="/labs/simulators/micro-mouse-qt-sim" className={cardClass}>
            <span className="flex items-center justify-between gap-2 text-lg font-semibold text-neutral-900 dark:text-white">
              Micromouse simulator
              <ArrowRight aria-hidden className="size-5 shrink-0 text-primary-600 dark:text-primary-400" />
            </span>
            <span className="mt-1 block text-sm text-neutral-700 dark:text-neutral-300">
              The micromouse problem, the classic 16 × 16 maze rules, the text format contest mazes are shared
              in, and flood fill, the method that solves them, worked through on a small maze.
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
