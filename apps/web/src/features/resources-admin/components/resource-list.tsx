/** The searchable, filterable table of every resource (incl. the RL books, papers and courses), in pages. */
import { resourceCollections, resourceKinds } from '@tinkerlabs/contract/resources';
import { Plus } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';
import { primaryButtonClass } from '@/components/ui/control-styles.ts';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { PagedResults } from '@/components/ui/paged-results.tsx';
import { SearchField } from '@/components/ui/search-field.tsx';
import { useListParams } from '@/lib/list-params.ts';
import { useAdminResources } from '../api/get-admin-resources.ts';
import { editPath } from '../lib/editor-paths.ts';
import { ResourceTable } from './resource-table.tsx';

const listNames = ['q', 'kind', 'collection'] as const;
const kindOptions = resourceKinds.map((kind) => ({
  value: kind,
  label: kind[0]!.toUpperCase() + kind.slice(1),
}));
const collectionOptions = resourceCollections.map((collection) => ({
  value: collection,
  label: collection === 'rl' ? 'Reinforcement learning (RL)' : 'General',
}));

export function ResourceList() {
  const { params, change } = useListParams(listNames);
  const resources = useAdminResources(params);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">
            Manage Resources
          </h1>
          <p className="mt-2 text-neutral-600 dark:text-neutral-300">
            The resource library, including the reinforcement-learning books, papers and courses.
          </p>
        </div>
        <Link to={editPath('new')} className={primaryButtonClass}>
          <Plus aria-hidden className="size-4" /> New resource
        </Link>
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <SearchField
          label="Search resources"
          value={params.q}
          placeholder="Title, author, publisher or slug"
          onSearch={(q) => change({ q })}
        />
        <FilterSelect
          label="Kind"
          value={params.kind}
          allLabel="All kinds"
          options={kindOptions}
          onChange={(kind) => change({ kind })}
        />
        <FilterSelect
          label="Collection"
          value={params.collection}
          allLabel="All collections"
          options={collectionOptions}
          onChange={(collection) => change({ collection })}
        />
      </div>
      <PagedResults
        query={resources}
        noun={['resource', 'resources']}
        emptyHint="Try other words or fewer filters."
      >
        {(items) => <ResourceTable items={items} />}
      </PagedResults>
    </>
  );
}
