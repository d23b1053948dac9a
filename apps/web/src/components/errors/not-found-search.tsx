/**
 * The site search on a not-found page: a search box, already holding the words of the address that
 * led nowhere, and the matches below it as plain links grouped by type. Loaded with the not-found
 * view only (not-found-help.tsx), so no page's first load carries it.
 */
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { minimumQueryLength, searchQuery } from '@/components/search/search-query.ts';
import { searchOptions, searchTypeLabels } from '@/components/search/search-options.ts';
import { Snippet } from '@/components/search/search-results.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

export default function NotFoundSearch({ initialWords }: { initialWords: string }) {
  const inputId = useId();
  const statusId = useId();
  const [text, setText] = useState(initialWords);
  const words = useDebouncedValue(tidy(text), 250);
  const results = useQuery(searchQuery(words));
  const groups = searchOptions(results.data);
  const status =
    words.length < minimumQueryLength
      ? 'Type at least two characters to search articles, projects, lessons, labs and stores.'
      : results.isError
        ? results.error.message
        : !results.data || results.isFetching
          ? 'Searching…'
          : results.data.total === 0
            ? `Nothing matches “${results.data.query}”. Try fewer or other words.`
            : `${results.data.total} ${results.data.total === 1 ? 'result' : 'results'} for “${results.data.query}”.`;

  return (
    <div className="text-left">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="block text-sm font-semibold text-neutral-900 dark:text-white">
          Search TinkerLabs
        </label>
        <div className="mt-2 flex items-center gap-2 rounded-lg border border-neutral-300 bg-white px-3 focus-within:border-secondary-500 dark:border-neutral-700 dark:bg-neutral-900">
          <Search aria-hidden className="size-5 shrink-0 text-neutral-500 dark:text-neutral-400" />
          <input
            id={inputId}
            type="search"
            aria-describedby={statusId}
            autoComplete="off"
            maxLength={200}
            placeholder="Search articles, lessons, labs, parts…"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="min-h-11 min-w-0 flex-1 bg-transparent text-base text-neutral-900 outline-none placeholder:text-neutral-500 dark:text-white dark:placeholder:text-neutral-400"
          />
        </div>
      </form>
      <p id={statusId} role="status" className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
        {status}
      </p>
      {groups.map(({ group, options }) => (
        <section key={group.type} aria-label={searchTypeLabels[group.type]} className="mt-4">
          <h2 className="text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
            {searchTypeLabels[group.type]}
          </h2>
          <ul className="mt-1 space-y-2">
            {options.map((option) => (
              <li key={option.index}>
                <Link
                  to={option.path}
                  className="font-medium text-secondary-700 underline underline-offset-2 dark:text-secondary-300"
                >
                  {option.kind === 'hit' ? option.hit.title : option.label}
                </Link>
                {option.kind === 'hit' && option.hit.snippet.length ? (
                  <span className="mt-0.5 block text-sm text-neutral-600 dark:text-neutral-300">
                    <Snippet segments={option.hit.snippet} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
