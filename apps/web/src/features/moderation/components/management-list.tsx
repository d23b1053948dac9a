/**
 * A management list (/dashboard/{kind}, administrators): every record of a kind with its status,
 * searchable and filterable by status (both kept in the URL), each row linking to its edit page.
 */
import {
  type SubmissionKind,
  type SubmissionSummary,
  submissionStatuses,
} from '@tinkerlabs/contract/submissions';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link.tsx';
import { StatusBadge } from '@/components/moderation/status-badge.tsx';
import { statusLabels } from '@/components/moderation/status-labels.ts';
import { textLinkClass } from '@/components/ui/control-styles.ts';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { PagedResults } from '@/components/ui/paged-results.tsx';
import { SearchField } from '@/components/ui/search-field.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { useListParams } from '@/lib/list-params.ts';
import { managementListQuery } from '../api/management-list-query.ts';

const nouns: Record<SubmissionKind, readonly [string, string]> = {
  stores: ['store', 'stores'],
  items: ['item', 'items'],
  projects: ['project', 'projects'],
};
const keyLabels: Record<SubmissionKind, string> = { stores: 'Slug', items: 'Unique key', projects: 'Slug' };
const statusOptions = submissionStatuses.map((status) => ({ value: status, label: statusLabels[status] }));

export function ManagementList({ kind }: { kind: SubmissionKind }) {
  const { params, change } = useListParams(['q', 'status'] as const);
  const query = useQuery(managementListQuery(kind, params));
  const [, plural] = nouns[kind];
  return (
    <div>
      <div className="mt-6 grid gap-4 sm:grid-cols-[2fr_1fr]">
        <SearchField
          label={`Search ${plural}`}
          value={params.q}
          placeholder={kind === 'items' ? 'Name or part number' : 'Name or slug'}
          onSearch={(q) => change({ q })}
        />
        <FilterSelect
          label="Status"
          value={params.status}
          allLabel="Every status"
          options={statusOptions}
          onChange={(status) => change({ status })}
        />
      </div>
      <PagedResults query={query} noun={nouns[kind]} emptyHint="Try another search or status.">
        {(items) => <ManagementTable kind={kind} items={items} />}
      </PagedResults>
    </div>
  );
}

function ManagementTable({ kind, items }: { kind: SubmissionKind; items: SubmissionSummary[] }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-neutral-200 dark:border-neutral-800">
      <table className="w-full text-left text-sm">
        <thead className="bg-neutral-50 text-neutral-700 dark:bg-neutral-900 dark:text-neutral-300">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              Name
            </th>
            <th scope="col" className="hidden px-4 py-2 font-semibold md:table-cell">
              {keyLabels[kind]}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Status
            </th>
            <th scope="col" className="hidden px-4 py-2 font-semibold sm:table-cell">
              By
            </th>
            <th scope="col" className="hidden px-4 py-2 font-semibold lg:table-cell">
              Changed
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {items.map((item) => (
            <tr key={item.id} className="text-neutral-900 dark:text-neutral-100">
              <td className="px-4 py-3">
                <Link to={item.editPath} className={textLinkClass}>
                  {item.title}
                </Link>
                {item.status === 'rejected' && item.rejectionReason ? (
                  <p className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
                    Rejected: {item.rejectionReason}
                  </p>
                ) : null}
              </td>
              <td className="hidden px-4 py-3 font-mono text-xs md:table-cell">{item.key}</td>
              <td className="px-4 py-3">
                <StatusBadge status={item.status} />
              </td>
              <td className="hidden px-4 py-3 sm:table-cell">{item.author.name}</td>
              <td className="hidden px-4 py-3 lg:table-cell">
                <time dateTime={item.updatedAt}>{formatDateTime(item.updatedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
