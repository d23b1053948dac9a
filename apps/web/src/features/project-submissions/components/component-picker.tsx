/**
 * Finding a component among the approved store items by name or part number and adding it to the
 * project. Items already chosen are marked instead of offered twice.
 */
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { labelClass, secondaryButtonClass, selectClass } from '@/components/ui/control-styles.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { minimumItemQueryLength, storeItemSearchQuery, type ItemHit } from '../api/search-store-items.ts';

export function ComponentPicker({
  chosenKeys,
  onAdd,
}: {
  chosenKeys: readonly string[];
  onAdd: (hit: ItemHit) => void;
}) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 300);
  const results = useQuery(storeItemSearchQuery(query));
  const inputId = useId();
  const chosen = new Set(chosenKeys.map((key) => key.toLowerCase()));
  const searching = query.length >= minimumItemQueryLength;

  return (
    <div className="rounded-lg border border-dashed border-neutral-300 p-3 dark:border-neutral-700">
      <label htmlFor={inputId} className={labelClass}>
        Find a component by name or part number
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        placeholder="e.g. servo, ESP32, POLOLU-2130"
        onChange={(event) => setText(event.target.value)}
        className={selectClass}
      />
      <div aria-live="polite" className="mt-2 text-sm">
        {!searching ? (
          <p className="text-neutral-600 dark:text-neutral-400">
            Only parts sold by an approved store can be listed. Is yours missing? Suggest the item first.
          </p>
        ) : results.isError ? (
          <p className="text-red-700 dark:text-red-400">{results.error.message}</p>
        ) : results.isPending ? (
          <p className="text-neutral-600 dark:text-neutral-400">Searching…</p>
        ) : results.data.length === 0 ? (
          <p className="text-neutral-600 dark:text-neutral-400">No approved item matches “{query}”.</p>
        ) : (
          <ul aria-label="Matching items" className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {results.data.map((hit) => {
              const taken = chosen.has(hit.uniqueKey.toLowerCase());
              return (
                <li key={hit.uniqueKey} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0">
                    <span className="font-medium text-neutral-900 dark:text-white">{hit.name}</span>{' '}
                    <span className="font-mono text-xs text-neutral-600 dark:text-neutral-400">
                      {hit.uniqueKey}
                      {hit.storeSlug ? ` · ${hit.storeSlug}` : ''}
                    </span>
                  </span>
                  {taken ? (
                    <span className="text-xs text-neutral-600 dark:text-neutral-400">Already listed</span>
                  ) : (
                    <button
                      type="button"
                      className={`${secondaryButtonClass} px-2 py-1 text-xs`}
                      aria-label={`Add ${hit.name} (${hit.uniqueKey})`}
                      onClick={() => onAdd(hit)}
                    >
                      <Plus aria-hidden className="size-3.5" />
                      Add
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
