/** One catalogue's entries as a searchable, filterable table; each name opens the entry's edit form. */
import { Plus } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';
import { primaryButtonClass, textLinkClass } from '@/components/ui/control-styles.ts';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { SearchField } from '@/components/ui/search-field.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { useLabsList, type LabsListParams } from '../api/get-labs-list.ts';
import type { CatalogueInfo } from '../lib/catalogues.ts';

export function LabsList({
  catalogue,
  params,
  editPath,
  newPath,
  onChange,
}: {
  catalogue: CatalogueInfo;
  params: LabsListParams;
  editPath: (slug: string) => string;
  newPath: string;
  onChange: (changes: Partial<Record<'q' | 'category', string>>) => void;
}) {
  const list = useLabsList(catalogue.id, params);
  const labelOf = (category: string | null) =>
    catalogue.filter?.options.find((option) => option.value === category)?.label ?? category ?? '';
  return (
    <section aria-label={catalogue.tab} className="mt-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <SearchField
            label={`Search the ${catalogue.tab.toLowerCase()}`}
            value={params.q}
            placeholder="Name, slug or summary"
            onSearch={(q) => onChange({ q })}
          />
        </div>
        {catalogue.filter ? (
          <div className="sm:w-56">
            <FilterSelect
              label={catalogue.filter.label}
              value={params.category}
              allLabel={catalogue.filter.allLabel}
              options={catalogue.filter.options}
              onChange={(category) => onChange({ category })}
            />
          </div>
        ) : null}
        <Link to={newPath} className={primaryButtonClass}>
          <Plus aria-hidden className="size-4" /> New {catalogue.noun}
        </Link>
      </div>
      {list.isPending ? (
        <LoadingState label={`Loading the ${catalogue.tab.toLowerCase()}`} rows={4} />
      ) : list.isError ? (
        <ErrorState
          title={`The ${catalogue.tab.toLowerCase()} could not be loaded`}
          message={list.error.message}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={
            params.q || params.category
              ? 'Nothing matches.'
              : `There are no ${catalogue.tab.toLowerCase()} yet.`
          }
        >
          {params.q || params.category
            ? 'Try other words or another filter.'
            : `Add the first ${catalogue.noun}.`}
        </EmptyState>
      ) : (
        <>
          <div className="mt-6 overflow-x-auto rounded-xl border border-neutral-200 dark:border-neutral-800">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                {catalogue.tab}: {list.data.total} in all
              </caption>
              <thead className="bg-neutral-50 text-neutral-700 dark:bg-neutral-900 dark:text-neutral-300">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Name
                  </th>
                  {catalogue.filter ? (
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {catalogue.filter.label}
                    </th>
                  ) : null}
                  <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                    Summary
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                    Last changed
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
                {list.data.items.map((item) => (
                  <tr key={item.slug} className="bg-white dark:bg-neutral-950">
                    <td className="px-4 py-3">
                      <Link to={editPath(item.slug)} className={textLinkClass}>
                        {item.name}
                      </Link>
                      <span className="block text-xs text-neutral-600 dark:text-neutral-400">
                        {item.slug}
                      </span>
                    </td>
                    {catalogue.filter ? (
                      <td className="px-4 py-3 text-neutral-800 dark:text-neutral-200">
                        {labelOf(item.category)}
                      </td>
                    ) : null}
                    <td className="hidden max-w-md px-4 py-3 text-neutral-700 md:table-cell dark:text-neutral-300">
                      <span className="line-clamp-2">{item.summary}</span>
                    </td>
                    <td className="hidden px-4 py-3 whitespace-nowrap text-neutral-700 sm:table-cell dark:text-neutral-300">
                      <time dateTime={item.updatedAt}>{formatDateTime(item.updatedAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={list.data.page}
            totalPages={list.data.totalPages}
            label={`Pages of the ${catalogue.tab.toLowerCase()}`}
          />
        </>
      )}
    </section>
  );
}
