/** The catalogue's filters: family, radios (all must be present), price ceiling and order. */
import { useId } from 'react';
import {
  hasActiveFilters,
  maxPriceSteps,
  type BoardFilters,
  type BoardSort,
} from '../../lib/board-filters.ts';
import {
  boardFamilyLabels,
  boardFamilyList,
  wirelessKindList,
  wirelessLabels,
  type BoardFamily,
  type WirelessKind,
} from '../../lib/labels.ts';
import { labelClass, secondaryButtonClass, selectClass } from '@/components/ui/control-styles.ts';
import { formatPrice } from '@/lib/format-price.ts';

const sortLabels: Record<BoardSort, string> = { name: 'Name', price: 'Lowest price' };

export function BoardFilterForm({
  filters,
  onChange,
  onClear,
}: {
  filters: BoardFilters;
  onChange: (next: BoardFilters) => void;
  onClear: () => void;
}) {
  const id = useId();
  const active = hasActiveFilters(filters);
  // A shared link may carry a ceiling that is not one of the steps: offer it too.
  const priceSteps = [...new Set([...maxPriceSteps, ...(filters.maxPrice ? [filters.maxPrice] : [])])].sort(
    (a, b) => a - b,
  );

  const toggleWireless = (kind: WirelessKind, on: boolean) =>
    onChange({
      ...filters,
      wireless: on
        ? wirelessKindList.filter((k) => k === kind || filters.wireless.includes(k))
        : filters.wireless.filter((k) => k !== kind),
    });

  return (
    <form
      aria-label="Filter boards"
      onSubmit={(event) => event.preventDefault()}
      className="mt-8 grid grid-cols-2 gap-x-3 gap-y-4 rounded-xl border border-neutral-200 bg-neutral-50 p-4 sm:gap-x-5 sm:p-5 lg:grid-cols-4 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <div>
        <label htmlFor={`${id}-family`} className={labelClass}>
          Family
        </label>
        <select
          id={`${id}-family`}
          value={filters.family ?? ''}
          onChange={(event) =>
            onChange({ ...filters, family: (event.target.value || undefined) as BoardFamily | undefined })
          }
          className={`${selectClass} min-h-11 sm:min-h-10`}
        >
          <option value="">All families</option>
          {boardFamilyList.map((family) => (
            <option key={family} value={family}>
              {boardFamilyLabels[family]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-price`} className={labelClass}>
          Maximum price
        </label>
        <select
          id={`${id}-price`}
          value={filters.maxPrice === undefined ? '' : String(filters.maxPrice)}
          onChange={(event) =>
            onChange({ ...filters, maxPrice: event.target.value ? Number(event.target.value) : undefined })
          }
          className={`${selectClass} min-h-11 sm:min-h-10`}
        >
          <option value="">Any price</option>
          {priceSteps.map((step) => (
            <option key={step} value={step}>
              Up to {formatPrice(step, 'USD')}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className={labelClass}>
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as BoardSort })}
          className={`${selectClass} min-h-11 sm:min-h-10`}
        >
          {(Object.keys(sortLabels) as BoardSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end">
        {/* aria-disabled once there is nothing to clear, so the button just pressed keeps the focus. */}
        <button
          type="button"
          onClick={active ? onClear : undefined}
          aria-disabled={!active || undefined}
          className={`${secondaryButtonClass} min-h-11 w-full justify-center aria-disabled:cursor-not-allowed aria-disabled:opacity-50 sm:min-h-10`}
        >
          Clear filters
        </button>
      </div>
      <fieldset className="col-span-2 lg:col-span-4">
        <legend className={labelClass}>Wireless (boards with every radio ticked)</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {wirelessKindList.map((kind) => {
            const on = filters.wireless.includes(kind);
            return (
              <label
                key={kind}
                className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm sm:min-h-9 ${
                  on
                    ? 'border-primary-600 bg-primary-50 text-primary-900 dark:border-primary-500 dark:bg-primary-950 dark:text-primary-100'
                    : 'border-neutral-300 bg-white text-neutral-800 dark:border-neutral-700 dark:bg-neutral-950 dark:text-neutral-200'
                }`}
              >
                <input
                  type="checkbox"
                  checked={on}
                  onChange={(event) => toggleWireless(kind, event.target.checked)}
                  className="size-5 accent-primary-600"
                />
                {wirelessLabels[kind]}
              </label>
            );
          })}
        </div>
      </fieldset>
    </form>
  );
}
