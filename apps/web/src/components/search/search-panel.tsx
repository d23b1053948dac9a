/**
 * The site search, loaded when the visitor first opens it: an input (ARIA combobox) under the
 * header and the results grouped by type. Arrow keys move through the results, Enter opens the
 * chosen one (the first when none is chosen), Escape closes the search and returns to its button;
 * so does a click outside. It brings the pages' stylesheet, so it looks the same on the home page.
 */
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import '@/styles/pages.css';
import { optionId, searchOptions, type SearchOption } from './search-options.ts';
import { minimumQueryLength, searchQuery } from './search-query.ts';
import { SearchResults } from './search-results.tsx';

export const searchPanelId = 'site-search';
const listboxId = 'site-search-results';

export function SearchPanel({ onClose }: { onClose: (returnFocus: boolean) => void }) {
  const [text, setText] = useState('');
  const words = useDebouncedValue(text.trim().replace(/\s+/g, ' '), 250);
  const results = useQuery(searchQuery(words));
  const groups = searchOptions(results.data);
  const options = groups.flatMap((group) => group.options);
  // The chosen result belongs to the results it was chosen in; new results start with none chosen.
  const [choice, setChoice] = useState({ for: '', index: -1 });
  const active = choice.for === results.data?.query ? choice.index : -1;
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      if (!panel.current?.contains(target) && !target.closest?.('[data-search-toggle]')) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (option: SearchOption) => {
    onClose(false);
    void navigate(option.path);
  };

  const move = (to: number) =>
    setChoice({ for: results.data?.query ?? '', index: (to + options.length) % options.length });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      move(active + 1);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      move(active < 0 ? options.length - 1 : active - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active] ?? options[0];
      if (option) choose(option);
    }
  };

  const waiting =
    text.trim().length >= minimumQueryLength &&
    (words !== text.trim().replace(/\s+/g, ' ') || results.isFetching);
  const status =
    text.trim().length < minimumQueryLength
      ? 'Type at least two characters to search articles, projects, lessons, resources and stores.'
      : results.isError
        ? results.error.message
        : waiting && !results.data
          ? 'Searching…'
          : results.data && results.data.total === 0
            ? `Nothing matches “${results.data.query}”. Try fewer or other words.`
            : results.data
              ? `${results.data.total} ${results.data.total === 1 ? 'result' : 'results'}. Use the arrow keys to choose one.`
              : '';

  return (
    <div
      ref={panel}
      id={searchPanelId}
      className="absolute inset-x-0 top-full border-t border-white/20 bg-white text-neutral-900 shadow-xl sm:left-auto sm:right-4 sm:mt-2 sm:w-[34rem] sm:rounded-xl sm:border dark:bg-neutral-900 dark:text-neutral-100 sm:dark:border-neutral-700"
    >
      <div
        role="search"
        className="flex items-center gap-2 border-b border-neutral-200 px-4 py-3 dark:border-neutral-700"
      >
        <Search aria-hidden className="size-5 shrink-0 text-neutral-500 dark:text-neutral-400" />
        <input
          type="search"
          role="combobox"
          aria-label="Search TinkerLabs"
          aria-expanded={options.length > 0}
          aria-controls={options.length > 0 ? listboxId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-describedby="site-search-status"
          autoFocus
          autoComplete="off"
          maxLength={200}
          placeholder="Search articles, projects, parts…"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 bg-transparent py-1 text-base outline-none placeholder:text-neutral-500 dark:placeholder:text-neutral-400"
        />
      </div>
      {/* Focusable, so the results can be scrolled from the keyboard too (the arrow keys in the input
          move the chosen result into view). */}
      <div
        role="region"
        aria-label="Results"
        tabIndex={0}
        className="max-h-[min(70vh,32rem)] overflow-y-auto"
      >
        <p
          id="site-search-status"
          role="status"
          className="px-4 py-3 text-sm text-neutral-600 dark:text-neutral-400"
        >
          {status}
        </p>
        {options.length ? (
          <div className={results.isPlaceholderData ? 'opacity-60' : undefined}>
            <SearchResults
              id={listboxId}
              groups={groups}
              active={active}
              onChoose={choose}
              onHover={(index) => setChoice({ for: results.data?.query ?? '', index })}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
