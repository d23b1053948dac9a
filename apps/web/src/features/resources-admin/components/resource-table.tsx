/** The resource library as a table: title (a link to its edit form), kind, collection, year, level, free. */
import type { AdminResourceSummary } from '@tinkerlabs/contract/admin-resources';
import { Link } from '@/components/ui/link.tsx';
import { textLinkClass } from '@/components/ui/control-styles.ts';
import { editPath } from '../lib/editor-paths.ts';

const cellClass = 'px-3 py-2 align-top';

export function ResourceTable({ items }: { items: AdminResourceSummary[] }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-neutral-200 dark:border-neutral-800">
      <table className="min-w-full divide-y divide-neutral-200 text-sm dark:divide-neutral-800">
        <caption className="sr-only">Resources</caption>
        <thead className="bg-neutral-50 text-left text-neutral-700 dark:bg-neutral-900 dark:text-neutral-300">
          <tr>
            <th scope="col" className={cellClass}>
              Title
            </th>
            <th scope="col" className={cellClass}>
              Kind
            </th>
            <th scope="col" className={cellClass}>
              Collection
            </th>
            <th scope="col" className={`${cellClass} hidden sm:table-cell`}>
              Year
            </th>
            <th scope="col" className={`${cellClass} hidden md:table-cell`}>
              Level
            </th>
            <th scope="col" className={`${cellClass} hidden md:table-cell`}>
              Free
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200 bg-white text-neutral-800 dark:divide-neutral-800 dark:bg-neutral-950 dark:text-neutral-200">
          {items.map((resource) => (
            <tr key={resource.id}>
              <td className={cellClass}>
                <Link to={editPath(resource.id)} className={textLinkClass}>
                  {resource.title}
                </Link>
                <div className="font-mono text-xs text-neutral-600 dark:text-neutral-400">
                  {resource.slug}
                </div>
              </td>
              <td className={`${cellClass} capitalize`}>{resource.kind}</td>
              <td className={cellClass}>{resource.collection === 'rl' ? 'RL' : 'General'}</td>
              <td className={`${cellClass} hidden sm:table-cell`}>{resource.year ?? '—'}</td>
              <td className={`${cellClass} hidden capitalize md:table-cell`}>{resource.level}</td>
              <td className={`${cellClass} hidden md:table-cell`}>{resource.free ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
