/** The resource library: collection, kind, level and topic filters above a page of resources, kept in the address. */
import { levels, resourceCollections, resourceKinds } from '@tinkerlabs/contract/vocabularies';
import { useQuery } from '@tanstack/react-query';
import { TagFilter } from '@/components/content/tag-filter.tsx';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { PagedResults } from '@/components/ui/paged-results.tsx';
import { useListParams } from '@/lib/list-params.ts';
import { resourcesQuery } from '../api/get-resources.ts';
import { resourceFilterNames, resourceFiltersFrom } from '../lib/resources-filters.ts';
import { collectionLabels, kindLabels, levelLabels } from './resource-labels.ts';
import { ResourceGrid } from './resource-card.tsx';

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export function ResourceList() {
  const { params, search, change } = useListParams(resourceFilterNames);
  const resources = useQuery(resourcesQuery(resourceFiltersFrom(search)));
  return (
    <section aria-label="Resources" className="mt-8">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          label="Collection"
          value={params.collection}
          allLabel="All collections"
          options={optionsOf(resourceCollections, collectionLabels)}
          onChange={(collection) => change({ collection })}
        />
        <FilterSelect
          label="Kind"
          value={params.kind}
          allLabel="All kinds"
          options={optionsOf(resourceKinds, kindLabels)}
          onChange={(kind) => change({ kind })}
        />
        <FilterSelect
          label="Level"
          value={params.level}
          allLabel="All levels"
          options={optionsOf(levels, levelLabels)}
          onChange={(level) => change({ level })}
        />
        <TagFilter value={params.tag} onChange={(tag) => change({ tag })} />
      </div>
      <PagedResults query={resources} noun={['resource', 'resources']} emptyHint="Widen one of the filters.">
        {(items) => <ResourceGrid resources={items} />}
      </PagedResults>
    </section>
  );
}
