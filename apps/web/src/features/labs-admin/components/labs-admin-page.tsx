/**
 * /dashboard/labs: the four labs catalogues as tabs, each a searchable table with "New …", and an
 * entry's edit form. The place lives in the address (`?tab=boards&edit=uno`, `?tab=hardware&new=1`,
 * plus the list's `q`, `category` and `page`), so a reload or a shared link opens the same view.
 */
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { changedListParams, readListParams } from '@/lib/list-params.ts';
import { catalogueOf, catalogues } from '../lib/catalogues.ts';
import { LabsEditor } from './labs-editor.tsx';
import { LabsList } from './labs-list.tsx';

const tabClass =
  'inline-flex min-h-10 items-center rounded-t-md border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap';
const currentTabClass = `${tabClass} border-primary-700 text-primary-800 dark:border-primary-400 dark:text-primary-200`;
const otherTabClass = `${tabClass} border-transparent text-neutral-700 hover:border-neutral-400 hover:text-neutral-900 dark:text-neutral-300 dark:hover:text-white`;

export function LabsAdminPage() {
  const [search, setSearch] = useSearchParams();
  const catalogue = catalogueOf(search.get('tab'));
  const params = readListParams(search, ['q', 'category']);
  const editing = search.get('edit');
  const creating = search.get('new') === '1';
  const at = (changes: Record<string, string | number | null>) => {
    const next = changedListParams(search, { edit: null, new: null, ...changes });
    next.set('tab', catalogue.id);
    return `?${next.toString()}`;
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">Manage Labs</h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-300">
        Edit the labs catalogues: hardware, development boards, simulators and emulators, and the programming
        pages. Every change is recorded in the entry&apos;s history.
      </p>
      <nav
        aria-label="Labs catalogues"
        className="mt-6 overflow-x-auto border-b border-neutral-200 dark:border-neutral-800"
      >
        <ul className="flex gap-1">
          {catalogues.map((entry) => (
            <li key={entry.id}>
              <Link
                to={`?tab=${entry.id}`}
                aria-current={entry.id === catalogue.id ? 'page' : undefined}
                className={entry.id === catalogue.id ? currentTabClass : otherTabClass}
              >
                {entry.tab}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {editing || creating ? (
        <LabsEditor
          key={`${catalogue.id}-${editing ?? 'new'}`}
          catalogue={catalogue}
          slug={creating ? null : editing}
          listPath={at({})}
          onSaved={(slug) => {
            if (slug !== editing) setSearch(new URLSearchParams(at({ edit: slug })), { replace: true });
          }}
          onDeleted={() => setSearch(new URLSearchParams(at({})))}
        />
      ) : (
        <LabsList
          key={catalogue.id}
          catalogue={catalogue}
          params={params}
          editPath={(slug) => at({ edit: slug })}
          newPath={at({ new: '1' })}
          onChange={(changes) => setSearch(new URLSearchParams(at(changes)))}
        />
      )}
    </div>
  );
}
